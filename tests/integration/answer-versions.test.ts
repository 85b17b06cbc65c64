import { api, signInDemo } from '../support/api';
import { newOpenSession } from '../support/sessions';

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

async function newSession(numberOfQuestions: number) {
  const created = await newOpenSession(token, 'Version', numberOfQuestions);
  const entered = await api('POST', `/api/session/${created.id}/auth`, {
    body: { code: created.accessCode, noticeAccepted: true },
  });
  const applicantToken = entered.body.token as string;
  const view = await api('GET', `/api/session/${created.id}`, { token: applicantToken });
  const questionIds = (view.body.questions as { id: string }[]).map((q) => q.id);
  const full = await api('GET', `/api/interviews/${created.interviewId}`, { token });
  const keyPoints = new Map(
    (full.body.questions as { id: string; keyPoints: string[] }[]).map((q) => [q.id, q.keyPoints]),
  );
  /** An answer covering every key point of the question. */
  const strong = (questionId: string) =>
    keyPoints.get(questionId)!.join('. ') + '. In production I measured it.';
  const save = (questionId: string, response: string) =>
    api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId, response },
    });
  return {
    strong,
    sessionId: created.id,
    applicantId: created.applicantId,
    applicantToken,
    questionIds,
    save,
  };
}

describe('answer versions', () => {
  it('shows the latest version in the details, the resumed session and the score; the export keeps every version', async () => {
    const s = await newSession(2);
    const [q1, q2] = s.questionIds as [string, string];
    for (const text of [s.strong(q1), 'second draft', 'Not sure.'])
      expect((await s.save(q1, text)).status).toBe(200);
    expect((await s.save(q2, s.strong(q2))).status).toBe(200);

    const resumed = await api('GET', `/api/session/${s.sessionId}`, { token: s.applicantToken });
    expect(resumed.body.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionId: q1, version: 3, text: 'Not sure.' }),
        expect.objectContaining({ questionId: q2, version: 1, text: s.strong(q2) }),
      ]),
    );
    expect(resumed.body.answers).toHaveLength(2);

    expect(
      (await api('POST', `/api/session/${s.sessionId}/finish`, { token: s.applicantToken })).status,
    ).toBe(200);
    let details;
    for (let i = 0; i < 50; i++) {
      details = await api('GET', `/api/session/${s.sessionId}/details`, { token });
      if (details.body.status === 'scored') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(details!.body.status).toBe('scored');
    const byId = new Map((details!.body.questions as any[]).map((q) => [q.id, q]));
    expect(byId.get(q1).answer).toMatchObject({ version: 3, text: 'Not sure.' });
    expect(byId.get(q2).answer).toMatchObject({ version: 1, text: s.strong(q2) });
    // Scored on the latest text: the strong first draft of q1 no longer counts.
    expect(byId.get(q1).score).toBeLessThan(byId.get(q2).score);

    const exported = await api('GET', `/api/applicants/${s.applicantId}/export`, { token });
    expect(exported.status).toBe(200);
    const versions = exported.body.sessions[0].answerVersions as {
      questionId: string;
      version: number;
      text: string;
    }[];
    expect(versions.filter((v) => v.questionId === q1).map((v) => [v.version, v.text])).toEqual([
      [1, s.strong(q1)],
      [2, 'second draft'],
      [3, 'Not sure.'],
    ]);
    expect(versions.filter((v) => v.questionId === q2).map((v) => v.version)).toEqual([1]);
  });

  it('keeps versions gapless and the current answer equal to the highest one under concurrent saves', async () => {
    const s = await newSession(1);
    const [q] = s.questionIds as [string];
    const saves = await Promise.all(Array.from({ length: 8 }, (_, i) => s.save(q, `concurrent ${i}`)));
    const saved = saves
      .filter((r) => r.status === 200)
      .map((r) => r.body as { version: number; text: string });
    // Each save that succeeded got its own version; a save that lost too many races is a 409 and stored nothing.
    expect(saves.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(saved.length).toBeGreaterThan(0);
    const versions = saved.map((a) => a.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: saved.length }, (_, i) => i + 1));

    const { db } = await import('../../functions/data/service');
    const history = (
      await db.entities.answer.query.byQuestion({ sessionId: s.sessionId }).go({ pages: 'all' })
    ).data;
    expect(history.map((a) => a.version)).toEqual(versions);
    const highest = saved.find((a) => a.version === saved.length)!;
    const resumed = await api('GET', `/api/session/${s.sessionId}`, { token: s.applicantToken });
    expect(resumed.body.answers).toEqual([
      expect.objectContaining({ version: saved.length, text: highest.text }),
    ]);
    // Another save after the race continues the history.
    expect((await s.save(q, 'after the race')).body.version).toBe(saved.length + 1);
  });

  it('reads and continues answers saved before current answers existed', async () => {
    const s = await newSession(1);
    const [q] = s.questionIds as [string];
    const { db } = await import('../../functions/data/service');
    // Versions as they were stored before: history items only, the session counting the question.
    for (const [version, text] of [
      [1, 'old first'],
      [2, 'old second'],
    ] as const)
      await db.entities.answer
        .create({
          sessionId: s.sessionId,
          questionId: q,
          version,
          text,
          createdAt: `2025-01-0${version}T00:00:00.000Z`,
        })
        .go();
    await db.entities.session
      .patch({ sessionId: s.sessionId })
      .add({ answeredQuestionIds: [q] })
      .go();

    const resumed = await api('GET', `/api/session/${s.sessionId}`, { token: s.applicantToken });
    expect(resumed.body.answers).toEqual([
      expect.objectContaining({ questionId: q, version: 2, text: 'old second' }),
    ]);
    const saved = await s.save(q, 'new third');
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(3);
    const details = await api('GET', `/api/session/${s.sessionId}/details`, { token });
    expect(details.body.questions[0].answer).toMatchObject({ version: 3, text: 'new third' });
  });

  it('deletes current answers and every version with the applicant', async () => {
    const s = await newSession(1);
    await s.save(s.questionIds[0]!, 'one');
    await s.save(s.questionIds[0]!, 'two');
    expect((await api('DELETE', `/api/applicants/${s.applicantId}`, { token })).status).toBe(204);
    const { db } = await import('../../functions/data/service');
    const [current, history] = await Promise.all([
      db.entities.currentAnswer.query.byQuestion({ sessionId: s.sessionId }).go({ pages: 'all' }),
      db.entities.answer.query.byQuestion({ sessionId: s.sessionId }).go({ pages: 'all' }),
    ]);
    expect(current.data).toEqual([]);
    expect(history.data).toEqual([]);
  });
});
