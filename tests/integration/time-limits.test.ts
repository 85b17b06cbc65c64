import { api, signInDemo } from '../support/api';
import { enteredWrittenSession } from '../support/sessions';

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

/** A written template with `timeLimits`, a session of it, entered with its access code. */
async function timedSession(timeLimits: Record<string, number>) {
  const { template, sessionId, applicantToken, view } = await enteredWrittenSession(
    token,
    {
      topic: 'Customer support',
      language: 'English',
      questions: [{ text: 'How do you handle an angry customer?', keyPoints: ['Listens', 'Stays calm'] }],
      timeLimits,
    },
    { firstName: 'Tim', lastName: 'Ed' },
  );
  expect(template.timeLimits).toEqual(timeLimits);
  // The page gets what it needs to show the time left.
  expect(view.timing).toMatchObject({ limits: timeLimits, startedAt: expect.any(String) });
  const questionId = view.questions[0].id as string;
  const save = (response: string) =>
    api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId, questionId, response },
    });
  const open = () =>
    api('POST', `/api/session/${sessionId}/questions/${questionId}/open`, { token: applicantToken });
  return { sessionId, applicantToken, questionId, save, open };
}

async function advanceClock(minutes: number) {
  expect((await api('POST', '/local/clock', { body: { advanceMinutes: minutes } })).status).toBe(200);
}

describe('time limits', () => {
  it('refuses a save after a 2-minute question limit with 409 TimeLimitExceeded, keeping the earlier answer; ×2 extra time accepts it', async () => {
    const s = await timedSession({ perQuestionSeconds: 120 });
    expect((await s.save('Within the time.')).status).toBe(200);
    await advanceClock(3);

    const late = await s.save('Three minutes later.');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('TimeLimitExceeded');
    expect(late.body.message).toMatch(/time for this question is over/);
    const kept = await api('GET', `/api/session/${s.sessionId}`, { token: s.applicantToken });
    expect(kept.body.answers).toEqual([expect.objectContaining({ text: 'Within the time.', version: 1 })]);

    const granted = await api('POST', `/api/session/${s.sessionId}/accommodation`, {
      token,
      body: { extraTimeFactor: 2, reason: 'Screen reader user' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.extraTime).toMatchObject({ extraTimeFactor: 2, reason: 'Screen reader user' });
    const accepted = await s.save('Three minutes later.');
    expect(accepted.status).toBe(200);
    expect(accepted.body.version).toBe(2);

    const audit = await api('GET', '/api/audit?action=session.accommodation', { token });
    expect(audit.status).toBe(200);
    expect(audit.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ targetId: s.sessionId, detail: 'extra time ×2' })]),
    );
    // The session's history lists the accommodation with who gave it and why (before: only the latest
    // grant, on the session, and nothing in the history).
    const history = await api('GET', `/api/session/${s.sessionId}/history`, { token });
    expect(history.body.items.filter((e: { kind: string }) => e.kind === 'accommodation')).toEqual([
      expect.objectContaining({
        kind: 'accommodation',
        detail: 'extra time ×2',
        reason: 'Screen reader user',
        by: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
  });

  it('runs a question’s time from when it was first opened, however often drafts are saved', async () => {
    // Before, every save restarted the question's clock: saving a draft every few minutes kept it open.
    const opened = await timedSession({ perQuestionSeconds: 180 });
    const first = await opened.open();
    expect(first.status).toBe(200);
    await advanceClock(2);
    expect((await opened.save('A draft.')).status).toBe(200);
    // Opening again (a reload) answers the first time and cannot reset it.
    expect((await opened.open()).body.openedAt).toBe(first.body.openedAt);
    const view = await api('GET', `/api/session/${opened.sessionId}`, { token: opened.applicantToken });
    expect(view.body.timing.questionOpenedAt).toEqual({ [opened.questionId]: first.body.openedAt });
    await advanceClock(2);
    expect((await opened.save('A later draft.')).body.error).toBe('TimeLimitExceeded');

    // A script that never opens the question: its first save opens it, and later saves cannot move it.
    const scripted = await timedSession({ perQuestionSeconds: 180 });
    await advanceClock(2);
    expect((await scripted.save('A draft.')).status).toBe(200);
    await advanceClock(2);
    expect((await scripted.save('A later draft.')).body.error).toBe('TimeLimitExceeded');
  });

  it('gives the next question its own time after one ran out, and keeps the one that ran out closed', async () => {
    const { sessionId, applicantToken, view } = await enteredWrittenSession(
      token,
      {
        topic: 'Customer support',
        language: 'English',
        questions: [
          { text: 'How do you handle an angry customer?', keyPoints: ['Listens'] },
          { text: 'Describe a problem you solved.', keyPoints: ['Names the problem'] },
        ],
        timeLimits: { perQuestionSeconds: 120 },
      },
      { firstName: 'Nia', lastName: 'Next' },
    );
    const [q1, q2] = view.questions.map((q: { id: string }) => q.id);
    const save = (questionId: string, response: string) =>
      api('POST', '/api/session/SaveAnswer', {
        token: applicantToken,
        body: { sessionId, questionId, response },
      });
    await advanceClock(3);
    expect((await save(q1, 'Too late for the first.')).body.error).toBe('TimeLimitExceeded');
    // Moving on: the second question's two minutes run from the refusal, not from the start.
    await advanceClock(1);
    expect((await save(q2, 'In time for the second.')).status).toBe(200);
    expect((await save(q1, 'Back to the first.')).body.error).toBe('TimeLimitExceeded');
    const page = await api('GET', `/api/session/${sessionId}`, { token: applicantToken });
    expect(page.body.timing.questionClockAt).toEqual(expect.any(String));
    expect(page.body.answers).toEqual([expect.objectContaining({ questionId: q2, version: 1 })]);
  });

  it('counts the session limit from the first question and adds extra minutes', async () => {
    const s = await timedSession({ sessionSeconds: 300 });
    await advanceClock(6);
    expect((await s.save('Late.')).body.error).toBe('TimeLimitExceeded');
    const granted = await api('POST', `/api/session/${s.sessionId}/accommodation`, {
      token,
      body: { extraMinutes: 2, reason: 'Agreed in advance' },
    });
    expect(granted.status).toBe(200);
    expect((await s.save('With two more minutes.')).status).toBe(200);
  });

  it('refuses an accommodation with both a factor and minutes, or without a reason, changing nothing', async () => {
    const s = await timedSession({ perQuestionSeconds: 60 });
    for (const body of [
      { extraTimeFactor: 2, extraMinutes: 5, reason: 'Both' },
      { extraTimeFactor: 2 },
      { extraTimeFactor: 0.5, reason: 'Less time' },
    ]) {
      const refused = await api('POST', `/api/session/${s.sessionId}/accommodation`, { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBeDefined();
    }
    await advanceClock(2);
    expect((await s.save('Late.')).body.error).toBe('TimeLimitExceeded');
  });
});
