import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { SessionDetailsView } from '../../web/src/components/sessions/session-details-view';
import { renderRoutes } from './render';

function details(questions: SessionDetails['questions']): SessionDetails {
  return {
    id: '01J0000000000000000000000S',
    applicantId: '01J0000000000000000000000A',
    applicantName: 'Ada Lovelace',
    interviewId: '01J0000000000000000000000T',
    topic: 'Backend Developer',
    language: 'English',
    status: 'submitted',
    submitted: true,
    questionCount: questions.length,
    answerCount: questions.length,
    createdAt: '2025-03-01T10:00:00.000Z',
    createdBy: { userId: 'u1', name: 'Grace Manager' },
    email: { status: 'sent', at: '2025-03-01T10:00:01.000Z' },
    questions,
  };
}

const question = (id: string, order: number, answer?: SessionDetails['questions'][number]['answer']) => ({
  id,
  order,
  text: `Question ${id}`,
  keyPoints: ['A point'],
  ...(answer ? { answer } : {}),
});

describe('integrity signals in the session details view', () => {
  it('says in plain words how much of an answer was pasted, when, and how the page was left', () => {
    const pasted = 'p'.repeat(412) + 't'.repeat(18);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SessionDetailsView
              details={details([
                question('q1', 1, {
                  questionId: 'q1',
                  text: pasted,
                  version: 1,
                  createdAt: '2025-03-01T11:00:00.000Z',
                  signals: {
                    typedChars: 18,
                    pastedChars: 412,
                    pasteEvents: [{ atMs: 20_400, chars: 412 }],
                    firstKeyMs: 95_000,
                    activeMs: 125_000,
                    hiddenMs: 4_000,
                    blurCount: 2,
                  },
                }),
                question('q2', 2, {
                  questionId: 'q2',
                  text: 'Typed by hand.',
                  version: 3,
                  createdAt: '2025-03-01T11:05:00.000Z',
                  signals: { typedChars: 14, pasteEvents: [], blurCount: 0, hiddenMs: 0 },
                }),
                question('q3', 3, {
                  questionId: 'q3',
                  text: 'Saved by an older page.',
                  version: 1,
                  createdAt: '2025-03-01T11:06:00.000Z',
                }),
              ])}
            />
          ),
        },
      ],
      '/',
    );
    const [first, second] = screen.getAllByTestId('details-signals');
    expect(first).toHaveTextContent(
      '412 of 430 characters pasted in one paste, 20 s after the question appeared',
    );
    expect(first).toHaveTextContent('First keystroke 1 min 35 s after the question appeared');
    expect(first).toHaveTextContent('Active writing for 2 min 5 s');
    expect(first).toHaveTextContent('The page was hidden or out of focus 2 times, 4 s in all');
    expect(second).toHaveTextContent('No paste: 14 characters typed');
    expect(second).toHaveTextContent('The page stayed in view and in focus');
    expect(second).toHaveTextContent('Edited after saving: this is version 3');
    expect(within(second!).queryByText(/pasted/)).toBeNull();
    // An answer without signals shows none, rather than an empty or made-up line.
    expect(screen.getAllByTestId('details-signals')).toHaveLength(2);
    expect(screen.getAllByTestId('details-score')).toHaveLength(3);
  });
});
