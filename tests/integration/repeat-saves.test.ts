import { db } from '../../functions/data/service';
import { api, signInDemo } from '../support/api';
import { enteredWrittenSession } from '../support/sessions';

/**
 * A save that changes nothing the session shows leaves the session item unwritten, and with it every list
 * index holding it (docs/decisions/0171-saves-that-leave-the-session.md): only the question's first save,
 * a signal note that shows something else, or a `lastAnswerAt` a minute old writes it.
 */

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

const stored = async (sessionId: string) =>
  (await db.entities.session.get({ sessionId }).go({ consistent: true })).data!;

describe('repeat saves', () => {
  it('write the answer but not the session, until a question, a note or a minute changes', async () => {
    const { sessionId, applicantToken, view } = await enteredWrittenSession(
      token,
      {
        topic: 'Warehouse shifts',
        language: 'English',
        questions: [
          { text: 'How do you plan a busy shift?', keyPoints: ['Priorities', 'Breaks'] },
          { text: 'How do you report a safety issue?', keyPoints: ['Stops work', 'Tells the lead'] },
        ],
      },
      { firstName: 'Rae', lastName: 'Peat' },
    );
    const [first, second] = (view.questions as { id: string }[]).map((q) => q.id) as [string, string];
    const save = (questionId: string, response: string, signals: Record<string, number>) =>
      api('POST', '/api/session/SaveAnswer', {
        token: applicantToken,
        body: { sessionId, questionId, response, signals },
      });
    const steady = { typedChars: 40, blurCount: 0, hiddenMs: 0 };

    expect((await save(first, 'I list the orders.', steady)).status).toBe(200);
    const afterFirst = await stored(sessionId);
    expect(afterFirst.answeredQuestionIds).toEqual([first]);
    expect(afterFirst.lastAnswerAt).toEqual(expect.any(String));

    // Typing on: three more versions, the session item exactly as it was.
    for (const [i, text] of [
      'I list the orders',
      'I list the orders by',
      'I list the orders by dock.',
    ].entries()) {
      const saved = await save(first, text, steady);
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(i + 2);
    }
    expect(await stored(sessionId)).toEqual(afterFirst);
    const resumed = await api('GET', `/api/session/${sessionId}`, { token: applicantToken });
    expect(resumed.body.answers).toEqual([
      expect.objectContaining({ questionId: first, text: 'I list the orders by dock.', version: 4 }),
    ]);

    // Leaving the page shows in the ranking: the note is written.
    expect((await save(first, 'I list the orders by dock!', { ...steady, blurCount: 1 })).status).toBe(200);
    const noted = await stored(sessionId);
    expect(noted.answerSignals).toMatchObject({ [first]: { blurCount: 1 } });
    expect(noted.lastAnswerAt! >= afterFirst.lastAnswerAt!).toBe(true);

    // The next question's first save is recorded.
    expect((await save(second, 'I stop and call the lead.', steady)).status).toBe(200);
    const both = await stored(sessionId);
    expect([...both.answeredQuestionIds!].sort()).toEqual([first, second].sort());

    // A session last stamped two minutes ago (as after a pause): the next save moves lastAnswerAt again.
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await db.entities.session.patch({ sessionId }).set({ lastAnswerAt: twoMinutesAgo }).go();
    const later = await save(second, 'I stop work and call the lead.', steady);
    expect(later.status).toBe(200);
    expect((await stored(sessionId)).lastAnswerAt).toBe(later.body.createdAt);

    // Once submitted, a save that would only check the session is refused and stores nothing.
    expect((await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken })).status).toBe(
      200,
    );
    const refused = await save(first, 'Changed after submitting.', steady);
    expect(refused.status).toBe(409);
    const details = await api('GET', `/api/session/${sessionId}`, { token: applicantToken });
    expect(details.body.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionId: first, text: 'I list the orders by dock!' }),
      ]),
    );
  });
});
