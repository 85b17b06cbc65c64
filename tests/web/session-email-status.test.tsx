import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../shared/schemas/session';
import { SessionCard } from '../../web/src/components/sessions/session-card';
import type { SessionCommands } from '../../web/src/components/sessions/session-commands';
import { renderRoutes } from './render';

function openSession(email: SessionSummary['email']): SessionSummary {
  return {
    id: '01J00000000000000000000SES',
    applicantId: '01J0000000000000000000000A',
    applicantName: 'Bea Bounce',
    interviewId: '01J0000000000000000000000T',
    topic: 'Data Analyst',
    language: 'English',
    status: 'open',
    submitted: false,
    questionCount: 2,
    answerCount: 0,
    createdAt: '2025-03-03T10:00:00.000Z',
    createdBy: { userId: 'u1', name: 'Demo Manager' },
    ...(email ? { email } : {}),
  };
}

function commands(): SessionCommands {
  return {
    copyLink: vi.fn(),
    askSubmit: vi.fn(),
    askRegenerate: vi.fn(),
    retryScoring: vi.fn(),
    askExtend: vi.fn(),
    remind: vi.fn(),
    reveal: vi.fn(),
    codeModal: null,
    dialogs: null,
  };
}

function renderCard(session: SessionSummary, cmds: SessionCommands) {
  renderRoutes(
    [{ path: '/', element: <SessionCard session={session} commands={cmds} onViewDetails={vi.fn()} /> }],
    '/',
  );
  return createWrapper(document.body);
}

describe('access-code e-mail status on the session card', () => {
  it('shows a bounce with its reason and offers Resend, which asks for a new code', async () => {
    const cmds = commands();
    const session = openSession({
      status: 'bounced',
      messageId: 'm1',
      at: '2025-03-03T10:00:00.000Z',
      problem: 'Permanent bounce (General): smtp; 550 5.1.1 user unknown',
    });
    const page = renderCard(session, cmds);
    expect(await screen.findByTestId('email-bounced')).toHaveTextContent('Bounced');
    expect(screen.getByTestId('email-problem')).toHaveTextContent('550 5.1.1 user unknown');
    act(() => page.findButton('[data-testid="resend-email"]')!.click());
    expect(cmds.askRegenerate).toHaveBeenCalledWith(session);
  });

  it('shows a complaint as marked as spam, with Resend', async () => {
    const page = renderCard(
      openSession({ status: 'complained', at: '2025-03-03T10:00:00.000Z', problem: 'Marked as spam' }),
      commands(),
    );
    expect(await screen.findByTestId('email-complained')).toHaveTextContent('Marked as spam');
    expect(page.findButton('[data-testid="resend-email"]')).not.toBeNull();
  });

  it('offers no Resend for a delivered e-mail', async () => {
    const page = renderCard(
      openSession({ status: 'sent', messageId: 'm1', at: '2025-03-03T10:00:00.000Z' }),
      commands(),
    );
    await screen.findByTestId('session-card');
    expect(screen.queryByTestId('email-bounced')).toBeNull();
    expect(page.findButton('[data-testid="resend-email"]')).toBeNull();
  });
});
