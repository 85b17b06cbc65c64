import { api, signInDemo } from '../support/api';
import { newOpenSession } from '../support/sessions';

let token: string;

const newSession = (numberOfQuestions = 2) => newOpenSession(token, 'Race', numberOfQuestions);

async function enter(sessionId: string, code: string) {
  const res = await api('POST', `/api/session/${sessionId}/auth`, { body: { code, noticeAccepted: true } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The stored answers of a session, read straight from the table. */
async function storedAnswers(sessionId: string) {
  const { db } = await import('../../functions/data/service');
  return (await db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' })).data;
}

beforeAll(async () => {
  token = await signInDemo();
});

describe('access codes under load', () => {
  it('evaluates at most 10 of 50 wrong codes sent at once; the rest are 429', async () => {
    const session = await newSession();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', `/api/session/${session.id}/auth`, {
          body: { code: 'AAA-AAA-AAA', noticeAccepted: true },
        }),
      ),
    );
    const evaluated = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429).length;
    console.info(`50 parallel wrong codes: ${evaluated} evaluated (401), ${refused} refused (429)`);
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(evaluated + refused).toBe(50);
    // Even the right code waits for the window to end.
    const right = await api('POST', `/api/session/${session.id}/auth`, {
      body: { code: session.accessCode, noticeAccepted: true },
    });
    expect(right.status).toBe(429);
  });

  it('refuses a code of the wrong shape with 400 without counting it', async () => {
    const session = await newSession();
    for (const code of ['12', 'ABC-DEF-GH0', 'not a code at all', 'ABCDEFGHJK']) {
      for (let i = 0; i < 4; i++) {
        const res = await api('POST', `/api/session/${session.id}/auth`, {
          body: { code, noticeAccepted: true },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'ValidationFailed',
          details: { code: [expect.any(String)] },
        });
      }
    }
    const wrong = await api('POST', `/api/session/${session.id}/auth`, {
      body: { code: 'AAA-AAA-AAA', noticeAccepted: true },
    });
    expect(wrong.body.message).toMatch(/9 tries left/);
    await enter(session.id, session.accessCode);
  });

  it('revokes earlier applicant tokens when the code is regenerated', async () => {
    const session = await newSession();
    const old = await enter(session.id, session.accessCode);
    expect((await api('GET', `/api/session/${session.id}`, { token: old })).status).toBe(200);
    const regenerated = await api('POST', `/api/session/${session.id}/code`, { token });
    expect(regenerated.status).toBe(200);
    const refused = await api('GET', `/api/session/${session.id}`, { token: old });
    expect(refused.status).toBe(401);
    const questions = (await api('GET', `/api/session/${session.id}`, {
      token: await enter(session.id, regenerated.body.accessCode),
    })) as { body: { questions: { id: string }[] } };
    const save = await api('POST', '/api/session/SaveAnswer', {
      token: old,
      body: { sessionId: session.id, questionId: questions.body.questions[0]!.id, response: 'late' },
    });
    expect(save.status).toBe(401);
    expect(await storedAnswers(session.id)).toEqual([]);
  });
});

describe('answers and the end of a session', () => {
  it('stores none of 30 saves racing a finish after the session ended', async () => {
    const session = await newSession(3);
    const applicant = await enter(session.id, session.accessCode);
    const { body } = await api('GET', `/api/session/${session.id}`, { token: applicant });
    const questionIds = (body.questions as { id: string }[]).map((q) => q.id);
    const saves = Array.from({ length: 30 }, (_, i) =>
      api('POST', '/api/session/SaveAnswer', {
        token: applicant,
        body: {
          sessionId: session.id,
          questionId: questionIds[i % questionIds.length],
          response: `text ${i}`,
        },
      }),
    );
    // The finish leaves once the first save is back, while the others are still in flight.
    await Promise.race(saves);
    const finish = api('POST', `/api/session/${session.id}/finish`, { token: applicant });
    const [finished, ...saved] = await Promise.all([finish, ...saves]);
    expect(finished.status).toBe(200);
    const accepted = saved.filter((s) => s.status === 200).length;
    const refused = saved.filter((s) => s.status === 409).length;

    const { db } = await import('../../functions/data/service');
    const { data: stored } = await db.entities.session.get({ sessionId: session.id }).go();
    const answers = await storedAnswers(session.id);
    const afterEnd = answers.filter((a) => a.createdAt > stored!.submittedAt!).length;
    console.info(
      `30 saves racing a finish: ${accepted} stored before the end, ${refused} refused (409), ${afterEnd} stored after the end`,
    );
    expect(accepted + refused).toBe(30);
    expect(accepted).toBeGreaterThan(0);
    expect(answers).toHaveLength(accepted);
    expect(afterEnd).toBe(0);
    const late = await api('POST', '/api/session/SaveAnswer', {
      token: applicant,
      body: { sessionId: session.id, questionId: questionIds[0], response: 'too late' },
    });
    expect(late.status).toBe(409);
    expect(await storedAnswers(session.id)).toHaveLength(accepted);
  });

  it('answers 422 when an Idempotency-Key is reused with another text, and keeps the first', async () => {
    const session = await newSession();
    const applicant = await enter(session.id, session.accessCode);
    const { body } = await api('GET', `/api/session/${session.id}`, { token: applicant });
    const save = (response: string) =>
      api('POST', '/api/session/SaveAnswer', {
        token: applicant,
        headers: { 'idempotency-key': 'same-key' },
        body: { sessionId: session.id, questionId: body.questions[0].id, response },
      });
    expect((await save('first text')).status).toBe(200);
    const reused = await save('second text');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      error: 'IdempotencyKeyReused',
      message: expect.stringMatching(/key/i),
    });
    const answers = await storedAnswers(session.id);
    expect(answers.map((a) => a.text)).toEqual(['first text']);
    // The same text again is the retry it was meant to be.
    expect((await save('first text')).status).toBe(200);
  });

  it('replays the first answer to a retry with the same key, and only while the token opens the session', async () => {
    const session = await newSession();
    const applicant = await enter(session.id, session.accessCode);
    const { body } = await api('GET', `/api/session/${session.id}`, { token: applicant });
    const save = (tokenUsed: string) =>
      api('POST', '/api/session/SaveAnswer', {
        token: tokenUsed,
        headers: { 'idempotency-key': 'retry-key' },
        body: { sessionId: session.id, questionId: body.questions[0].id, response: 'the text' },
      });
    const first = await save(applicant);
    expect(first.status).toBe(200);
    const retry = await save(applicant);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ version: first.body.version, createdAt: first.body.createdAt });
    expect(await storedAnswers(session.id)).toHaveLength(1);
    // A new access code revokes the token: the stored answer is not given to it.
    expect((await api('POST', `/api/session/${session.id}/code`, { token })).status).toBe(200);
    const revoked = await save(applicant);
    expect(revoked.status).toBe(401);
    expect(revoked.body).not.toHaveProperty('text');
  });

  it('refuses an answer body over the route limit with 413 before parsing it, storing nothing', async () => {
    const session = await newSession();
    const applicant = await enter(session.id, session.accessCode);
    const { body } = await api('GET', `/api/session/${session.id}`, { token: applicant });
    const big = await api('POST', '/api/session/SaveAnswer', {
      token: applicant,
      body: { sessionId: session.id, questionId: body.questions[0].id, response: 'a'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'PayloadTooLarge', message: expect.stringMatching(/64 KiB/) });
    expect(await storedAnswers(session.id)).toHaveLength(0);
  });
});
