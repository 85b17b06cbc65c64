import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicantRequest } from '../../shared/schemas/applicant-request';
import { apiCall } from '../../web/src/api/client';
import { writeTokens } from '../../web/src/auth/token-store';
import RequestsPage from '../../web/src/pages/requests/requests-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const REQUEST: ApplicantRequest = {
  id: '01KAXD1T0000000000000000AA',
  sessionId: '01KAXD1T0000000000000000SS',
  kind: 'explanation',
  status: 'open',
  message: '<img src=x onerror=alert(1)> Why was I turned down?',
  applicantName: 'Rita Reyes',
  language: 'English',
  createdAt: '2026-11-01T10:00:00.000Z',
  dueAt: '2026-12-01T10:00:00.000Z',
  overdue: true,
};
const DRAFT = 'Hello Rita Reyes,\n\nYou asked how the decision was made.';

describe('requests page', () => {
  it('shows an overdue request, drafts the explanation, and sends the text as the manager edited it', async () => {
    const sent: unknown[] = [];
    vi.mocked(apiCall).mockImplementation((async (name: string, request?: { body?: any }) => {
      if (name === 'listRequests') return { items: [REQUEST], nextCursor: null };
      if (name === 'draftRequestResponse') return { text: DRAFT, language: 'English' };
      if (name === 'respondToRequest') {
        sent.push(request!.body);
        return { ...REQUEST, status: 'answered', response: request!.body.text };
      }
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof apiCall);
    writeTokens({ idToken: 'i', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    renderRoutes([{ path: '/requests', element: <RequestsPage /> }], '/requests');

    await screen.findByText('Rita Reyes');
    expect(screen.getByText('Overdue')).toBeTruthy();
    const table = createWrapper().findTable('[data-testid="requests-table"]')!;
    act(() => table.findRowSelectionArea(1)!.click());

    // The applicant's words are shown as text, never as markup.
    const message = await screen.findByTestId('request-message');
    expect(message.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(message.querySelector('img')).toBeNull();

    const box = createWrapper().findTextarea('[data-testid="request-answer"]')!;
    await waitFor(() => expect(box.getTextareaValue()).toBe(DRAFT));
    act(() => box.setTextareaValue(`${DRAFT}\nWe hope to hear from you again.`));
    const send = createWrapper()
      .findAllButtons()
      .find((b) => b.getElement().textContent === 'Send')!;
    act(() => send.click());
    await waitFor(() => expect(sent).toEqual([{ text: `${DRAFT}\nWe hope to hear from you again.` }]));
  });
});
