import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/api/client';
import {
  type Notify,
  NotificationsProvider,
  TOAST_LIFE_MS,
  useNotify,
} from '../../web/src/components/notifications';

function renderNotify(): () => Notify {
  let notify: Notify | undefined;
  function Capture() {
    notify = useNotify();
    return null;
  }
  render(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
  return () => notify!;
}

const flashbar = () => createWrapper(document.body).findFlashbar()!;

afterEach(() => vi.useRealTimers());

// The Flashbar is a chunk loaded with the first toast; once loaded, later toasts show at once.
beforeAll(async () => {
  const notify = renderNotify();
  expect(document.querySelector('[data-testid="notifications"]')!.childElementCount).toBe(0);
  act(() => notify().success('Warm-up'));
  await screen.findByText('Warm-up');
  cleanup();
});

describe('notifications', () => {
  it('closes a toast after TOAST_LIFE_MS', () => {
    vi.useFakeTimers();
    const notify = renderNotify();
    act(() => notify().success('Applicant added'));
    expect(screen.getByText('Applicant added')).toBeInTheDocument();
    expect(flashbar().findItemsByType('success')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 1));
    expect(screen.queryByText('Applicant added')).toBeInTheDocument();
    // The toast is gone from the Flashbar's items at once; its exit animation takes a moment more.
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Applicant added')).not.toBeInTheDocument();
  });

  it('can be dismissed by the user', async () => {
    const notify = renderNotify();
    act(() => notify().error('System error', 'Something failed'));
    act(() => flashbar().findItems()[0]!.findDismissButton()!.click());
    await waitFor(() => expect(screen.queryByText('Something failed')).not.toBeInTheDocument());
  });

  it('shows API errors as "System error", with the network message when offline, and skips 401', () => {
    const notify = renderNotify();
    act(() =>
      notify().apiError(
        new ApiError(500, 'InternalError', 'boom'),
        'We could not process your request. Please try again',
      ),
    );
    expect(screen.getByText('System error')).toBeInTheDocument();
    expect(screen.getByText('We could not process your request. Please try again')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    act(() => notify().apiError(new ApiError(0, 'NetworkError', 'We could not reach the server.')));
    expect(screen.getByText('We could not reach the server.')).toBeInTheDocument();
    act(() => notify().apiError(new ApiError(401, 'Unauthorized', 'Unauthorized')));
    expect(flashbar().findItems()).toHaveLength(2);
  });
});
