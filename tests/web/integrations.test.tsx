import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ApiKey, WebhookDelivery } from '../../shared/schemas/integrations';
import { ApiError, apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import IntegrationsPage from '../../web/src/pages/integrations/integrations-page';
import WebhookDeliveriesPage from '../../web/src/pages/integrations/webhook-deliveries-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const AT = '2026-11-20T10:00:00.000Z';
const KEY: ApiKey = {
  id: '01JKEY00000000000000000000',
  name: 'Greenhouse sync',
  scopes: ['applicants:write'],
  createdAt: AT,
  expiresAt: '2099-01-01T00:00:00.000Z',
  createdBy: 'Olive Owner',
};
const HOOK = {
  id: '01JHOOK0000000000000000000',
  url: 'https://ats.example.com/h',
  events: ['session.scored'],
  createdAt: AT,
};
const FAILED: WebhookDelivery = {
  id: '01JDEL00000000000000000000',
  messageId: 'msg_01JDEL',
  type: 'session.scored',
  state: 'failed',
  attempts: 8,
  lastStatus: 500,
  lastError: 'HTTP 500',
  createdAt: AT,
  tries: [
    { at: '2026-05-04T10:00:05.000Z', error: 'Timed out' },
    { at: '2026-05-04T10:05:05.000Z', status: 503, error: 'HTTP 503' },
    { at: '2026-05-04T10:35:05.000Z', status: 500, error: 'HTTP 500' },
  ],
};

function renderAt(path: string) {
  writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
  return renderRoutes(
    [
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '/integrations/webhooks/:id', element: <WebhookDeliveriesPage /> },
    ],
    path,
  );
}

describe('integrations page', () => {
  it('shows a new API key once, with the scopes the owner chose, and lists keys without it', async () => {
    const keys = [KEY];
    vi.mocked(apiCall).mockImplementation((async (name: string, request?: { body?: any }) => {
      if (name === 'listApiKeys') return { items: keys };
      if (name === 'listWebhooks') return { items: [] };
      if (name === 'createApiKey') {
        const created = {
          ...KEY,
          id: '01JKEY00000000000000000001',
          name: request!.body.name,
          scopes: request!.body.scopes,
        };
        keys.push(created);
        return { ...created, key: 'hk_01JKEY00000000000000000001_secret' };
      }
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    renderAt('/integrations');
    const table = await screen.findByTestId('api-keys-table');
    expect(await within(table).findByText('Greenhouse sync')).toBeInTheDocument();
    const page = createWrapper(document.body);
    const scopes = page.findMultiselect('[data-testid="api-key-scopes"]')!;
    act(() => page.findInput('[data-testid="api-key-name"]')!.setInputValue('Lever'));
    act(() => scopes.openDropdown());
    act(() => scopes.selectOptionByValue('sessions:read'));
    act(() => page.findButton('[data-testid="create-api-key"]')!.click());
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(
      'hk_01JKEY00000000000000000001_secret',
    );
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('createApiKey', {
      body: { name: 'Lever', scopes: ['sessions:read'], expiresInDays: 90 },
    });
    expect(await within(table).findByText('Lever')).toBeInTheDocument();
  });

  it('tells a member that only the owner manages keys and webhooks', async () => {
    vi.mocked(apiCall).mockImplementation((async () => {
      throw new ApiError(403, 'Forbidden', 'Only the owner…');
    }) as unknown as typeof apiCall);
    renderAt('/integrations');
    expect(await screen.findByText(/Only the owner of the organization can manage/)).toBeInTheDocument();
    expect(screen.queryByTestId('api-keys-table')).not.toBeInTheDocument();
  });

  it('lists an endpoint’s deliveries with every try’s time and status, and resends one', async () => {
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'listWebhooks') return { items: [HOOK] };
      if (name === 'listWebhookDeliveries') return { items: [FAILED], nextCursor: null };
      if (name === 'resendWebhookDelivery')
        return { ...FAILED, state: 'delivered', attempts: 9, lastStatus: 204 };
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    renderAt(`/integrations/webhooks/${HOOK.id}`);
    const table = await screen.findByTestId('deliveries-table');
    expect(await within(table).findByText('HTTP 500')).toBeInTheDocument();
    expect(within(table).getByTestId('delivery-attempts')).toHaveTextContent('8');
    // Each try, not only the last: the timeout and the 503 before the final 500.
    const tries = within(within(table).getByTestId('delivery-tries')).getAllByRole('listitem');
    expect(tries.map((t) => t.textContent)).toEqual([
      expect.stringMatching(/Timed out$/),
      expect.stringMatching(/503$/),
      expect.stringMatching(/500$/),
    ]);
    act(() => createWrapper(table).findButton('[aria-label^="Resend session.scored"]')!.click());
    await waitFor(() =>
      expect(vi.mocked(apiCall)).toHaveBeenCalledWith('resendWebhookDelivery', {
        params: { id: HOOK.id, deliveryId: FAILED.id },
      }),
    );
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
  });

  it('shows each delivery as a card with all its figures on a phone', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => phone.mockRestore());
    vi.mocked(apiCall).mockImplementation((async (name: string) => {
      if (name === 'listWebhooks') return { items: [HOOK] };
      if (name === 'listWebhookDeliveries') return { items: [FAILED], nextCursor: null };
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    renderAt(`/integrations/webhooks/${HOOK.id}`);
    const cards = await screen.findByTestId('deliveries-cards');
    expect(screen.queryByTestId('deliveries-table')).not.toBeInTheDocument();
    const list = createWrapper(document.body).findCards('[data-testid="deliveries-cards"]')!;
    await waitFor(() => expect(list.findItems()).toHaveLength(1));
    const card = list.findItems()[0]!;
    expect(card.findCardHeader()!.getElement()).toHaveTextContent('session.scored');
    const sections = card.findSections().map((s) => s.getElement().textContent);
    expect(sections).toEqual(expect.arrayContaining(['StateFailed', 'Last status500', 'Last errorHTTP 500']));
    expect(sections).toContainEqual(expect.stringMatching(/^Tries8.*Timed out.*503.*500$/));
    expect(sections).toContain('webhook-idmsg_01JDEL');
    expect(within(cards).getByRole('button', { name: /^Resend session.scored/ })).toBeInTheDocument();
  });
});
