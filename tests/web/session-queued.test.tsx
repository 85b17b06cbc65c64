import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../shared/schemas/session';
import { SessionCard } from '../../web/src/components/sessions/session-card';
import type { SessionCommands } from '../../web/src/components/sessions/session-commands';
import { renderRoutes } from './render';

const commands: SessionCommands = {
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

function submitted(queue?: SessionSummary['queue']): SessionSummary {
  return {
    id: '01J00000000000000000000SES',
    applicantId: '01J0000000000000000000000A',
    applicantName: 'Quinn Queue',
    interviewId: '01J0000000000000000000000T',
    topic: 'Support Agent',
    language: 'English',
    status: 'submitted',
    submitted: true,
    questionCount: 3,
    answerCount: 3,
    createdAt: '2025-03-03T10:00:00.000Z',
    createdBy: { userId: 'u1', name: 'Demo Manager' },
    ...(queue ? { queue } : {}),
  };
}

const render = (session: SessionSummary) =>
  renderRoutes(
    [{ path: '/', element: <SessionCard session={session} commands={commands} onViewDetails={vi.fn()} /> }],
    '/',
  );

describe('a session waiting in the scoring queue (decision record 0152)', () => {
  it('shows its place in line and when it is likely scored, not "Scoring…"', async () => {
    render(submitted({ position: 23, estimateSeconds: 170 }));
    const queued = await screen.findByTestId('session-queued');
    expect(queued).toHaveTextContent(
      "Queued for scoring: 23rd in line, scored in about 3 min at the AI model's quota.",
    );
    expect(screen.queryByTestId('session-scoring')).toBeNull();
  });

  it('shows "Scoring…" while a submitted session has no place in line to show', async () => {
    render(submitted());
    expect(await screen.findByTestId('session-scoring')).toHaveTextContent('Scoring…');
  });
});
