import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import { AtsSection } from '../../web/src/pages/integrations/ats-section';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

describe('the Ashby key on the integrations page', () => {
  it('shows only the last 4 characters of the stored key, and the owner removes it', async () => {
    let connection: Record<string, unknown> = {
      connected: true,
      apiUrl: 'https://api.ashbyhq.com',
      keyEnding: 'x9Qz',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'getAshbyConnection') return connection;
      if (name === 'listAtsProblems') return { items: [] };
      if (name === 'removeAshbyConnection') return (connection = { connected: false });
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    renderRoutes([{ path: '/', element: <AtsSection /> }], '/');
    expect(await screen.findByText(/Ashby API key ending in x9Qz stored/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(await screen.findByText('No Ashby API key stored')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(apiCall)).toHaveBeenCalledWith('removeAshbyConnection'));
  });
});
