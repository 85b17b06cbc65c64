import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Notify, NotificationsProvider, useNotify } from '../../web/src/components/notifications';

// The Flashbar is a chunk loaded with the first toast; here it cannot be loaded, as when offline.
vi.mock('@cloudscape-design/components/flashbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notifications when the Flashbar cannot be loaded', () => {
  it('still shows the toast, and it can be closed', async () => {
    let notify: Notify | undefined;
    function Capture() {
      notify = useNotify();
      return <p>page</p>;
    }
    render(
      <NotificationsProvider>
        <Capture />
      </NotificationsProvider>,
    );
    act(() => notify!.error('System error', 'We could not reach the server.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('System error We could not reach the server.');
    expect(screen.getByRole('alert').tagName).toBe('LI');
    expect(screen.getByText('page')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
