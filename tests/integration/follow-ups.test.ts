import { CATALOGS } from '../../shared/i18n/catalogs';
import { api, signInDemo } from '../support/api';
import { enteredWrittenSession } from '../support/sessions';

/**
 * Follow-up questions through the local API, which asks them with the offline provider
 * (docs/product.md#rule-follow-ups): deterministic probes from the answer's gaps, in the interview's language.
 */

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

const probes = (tag: string) => Object.values((CATALOGS[tag] as any).followUp as Record<string, string>);

/** A written template, a session of it for a new applicant, entered with its access code. */
async function interview(language: string, questions: object[], followUps?: number) {
  const { template, sessionId, applicantId, applicantToken, view } = await enteredWrittenSession(
    token,
    { topic: 'Customer support', language, questions, ...(followUps === undefined ? {} : { followUps }) },
    { firstName: 'Fay', lastName: 'Low' },
  );
  const save = (body: object) =>
    api('POST', '/api/session/SaveAnswer', { token: applicantToken, body: { sessionId, ...body } });
  const finish = () => api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
  return { id: sessionId, applicantId, applicantToken, template, view, save, finish };
}

const angry = {
  text: 'How do you handle an angry customer?',
  keyPoints: ['Listens to the customer without interrupting', 'Apologises and offers a concrete fix'],
};
const vague = 'I am good with people and I stay positive.';
const specific =
  'Last March a customer shouted about a double charge. I listened to the customer without interrupting for five minutes, apologised, and offered a concrete fix: a refund of 40 euros within 2 days. He renewed his contract.';

async function scored(id: string) {
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${id}/details`, { token });
    if (d.body.status === 'scored') return d.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored');
}

describe('follow-up questions (offline provider)', () => {
  it('asks a probe after a vague answer, takes its answer on the same question and scores them together', async () => {
    const s = await interview('English', [angry, { ...angry, text: 'And a second time?', followUps: 0 }]);
    expect(s.view.questions.map((q: any) => q.followUps)).toEqual([1, 0]);
    const [q1, q2] = s.view.questions.map((q: any) => q.id);

    const first = await s.save({ questionId: q1, response: vague });
    expect(first.status).toBe(200);
    expect(first.body.followUp).toEqual({ id: expect.any(String), text: expect.any(String) });
    expect(probes('en')).toContain(first.body.followUp.text);
    // Probes never name a key point.
    expect(first.body.followUp.text.toLowerCase()).not.toMatch(/listen|apolog|fix/);

    // A question that allows none gets none; an unknown follow-up id is a 404 that stores nothing.
    expect((await s.save({ questionId: q2, response: vague })).body.followUp).toBeUndefined();
    const unknown = await s.save({ questionId: q1, followUpId: q2, response: specific });
    expect(unknown.status).toBe(404);

    const answered = await s.save({ questionId: q1, followUpId: first.body.followUp.id, response: specific });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      text: vague,
      version: 1,
      followUps: [{ id: first.body.followUp.id, text: first.body.followUp.text, answer: specific }],
    });
    // One follow-up allowed: no second one.
    expect(answered.body.followUp).toBeUndefined();

    // The same vague answer without the follow-up's answer, in another session, scores lower.
    const other = await interview('English', [angry]);
    const [o1] = other.view.questions.map((q: any) => q.id);
    expect((await other.save({ questionId: o1, response: vague })).body.followUp).toBeDefined();
    await s.finish();
    await other.finish();
    const [withThread, without] = [await scored(s.id), await scored(other.id)];
    expect(withThread.questions[0].followUps).toEqual([
      { id: first.body.followUp.id, text: first.body.followUp.text, answer: specific, version: 1 },
    ]);
    expect(withThread.questions[0].score).toBeGreaterThan(without.questions[0].score);
    expect(without.questions[0].followUps).toEqual([{ id: expect.any(String), text: expect.any(String) }]);
  });

  it('asks in the interview language, and up to the template’s number of follow-ups', async () => {
    const ja = await interview(
      'Japanese',
      [
        {
          text: '怒っているお客様にどう対応しますか？',
          keyPoints: ['最後まで話を聞く', '具体的な解決策を示す'],
        },
      ],
      2,
    );
    const [q] = ja.view.questions.map((x: any) => x.id);
    const first = await ja.save({ questionId: q, response: '人と話すのが得意です。' });
    expect(probes('ja')).toContain(first.body.followUp.text);
    const second = await ja.save({
      questionId: q,
      followUpId: first.body.followUp.id,
      response: '頑張ります。',
    });
    expect(probes('ja')).toContain(second.body.followUp.text);
    expect(second.body.followUp.text).not.toBe(first.body.followUp.text);
    const third = await ja.save({ questionId: q, followUpId: second.body.followUp.id, response: 'はい。' });
    expect(third.body.followUp).toBeUndefined();
    expect(third.body.followUps).toHaveLength(2);
  });

  it('asks nothing when the answer covers every key point', async () => {
    const s = await interview('English', [angry]);
    const [q] = s.view.questions.map((x: any) => x.id);
    const saved = await s.save({ questionId: q, response: specific });
    expect(saved.status).toBe(200);
    expect(saved.body.followUp).toBeUndefined();
  });

  it('asks no follow-up on a save that is part of submitting, so none shows as not answered', async () => {
    const s = await interview('English', [angry]);
    const [q1] = s.view.questions.map((q: any) => q.id);
    const saved = await s.save({ questionId: q1, response: vague, submitting: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ text: vague, version: 1 });
    expect(saved.body.followUp).toBeUndefined();
    expect((await s.finish()).status).toBe(200);
    const details = await scored(s.id);
    expect(details.questions[0].answer.text).toBe(vague);
    expect(details.questions[0].followUps ?? []).toEqual([]);
    // The flag is a literal: anything else is bad input that stores nothing.
    const other = await interview('English', [angry]);
    const [o1] = other.view.questions.map((q: any) => q.id);
    const refused = await other.save({ questionId: o1, response: vague, submitting: 'yes' });
    expect(refused.status).toBe(400);
    // The same save outside submitting asks one, and is the answer's first version.
    const control = await other.save({ questionId: o1, response: vague });
    expect(control.body).toMatchObject({ version: 1, followUp: { id: expect.any(String) } });
    // The history says when a follow-up was asked, by which model and prompt; the submitted one has none.
    const history = async (id: string) =>
      (await api('GET', `/api/session/${id}/history`, { token })).body.items as any[];
    expect((await history(other.id)).filter((e) => e.kind.startsWith('follow-up'))).toEqual([
      expect.objectContaining({
        kind: 'follow-up',
        questionId: o1,
        modelId: expect.any(String),
        promptVersion: expect.any(String),
      }),
    ]);
    expect((await history(s.id)).filter((e) => e.kind.startsWith('follow-up'))).toEqual([]);
  });

  it('keeps every version of an edited follow-up answer: the latest scored, all in the export, deleted with the session', async () => {
    const s = await interview('English', [angry]);
    const [q] = s.view.questions.map((x: any) => x.id);
    const asked = (await s.save({ questionId: q, response: vague })).body.followUp;
    const first = await s.save({ questionId: q, followUpId: asked.id, response: 'I stay calm.' });
    expect(first.body.followUps).toEqual([
      { id: asked.id, text: asked.text, answer: 'I stay calm.', version: 1 },
    ]);
    const signals = {
      typedChars: 10,
      pastedChars: specific.length,
      pasteEvents: [{ atMs: 900, chars: specific.length }],
    };
    const edited = await s.save({ questionId: q, followUpId: asked.id, response: specific, signals });
    expect(edited.status).toBe(200);
    expect(edited.body.followUps).toEqual([{ id: asked.id, text: asked.text, answer: specific, version: 2 }]);
    // The applicant's page reads the latest version back.
    const resumed = await api('GET', `/api/session/${s.id}`, { token: s.applicantToken });
    expect(resumed.body.answers[0].followUps).toEqual(edited.body.followUps);
    const { db } = await import('../../functions/data/service');
    await s.finish();
    const details = await scored(s.id);
    expect(details.questions[0].followUps).toEqual([
      { id: asked.id, text: asked.text, answer: specific, version: 2 },
    ]);
    // Scored on the latest version: the edit adds the specifics the first version lacked.
    const other = await interview('English', [angry]);
    const [o] = other.view.questions.map((x: any) => x.id);
    const otherAsked = (await other.save({ questionId: o, response: vague })).body.followUp;
    await other.save({ questionId: o, followUpId: otherAsked.id, response: 'I stay calm.' });
    await other.finish();
    expect(details.questions[0].score).toBeGreaterThan((await scored(other.id)).questions[0].score);

    const exported = await api('GET', `/api/applicants/${s.applicantId}/export`, { token });
    expect(exported.status).toBe(200);
    const [session] = exported.body.sessions;
    expect(session.session.questions[0].followUps[0]).toMatchObject({ answer: specific, version: 2 });
    expect(session.followUpAnswerVersions).toEqual([
      {
        questionId: q,
        followUpId: asked.id,
        version: 1,
        text: 'I stay calm.',
        createdAt: expect.any(String),
      },
      {
        questionId: q,
        followUpId: asked.id,
        version: 2,
        text: specific,
        createdAt: expect.any(String),
        signals,
      },
    ]);
    // The question's own versions stay apart: one save of the question, one version.
    expect(session.answerVersions.map((v: any) => [v.questionId, v.version, v.text])).toEqual([
      [q, 1, vague],
    ]);

    // Erasing the applicant deletes the versions with the session; retention's cleanup does as well.
    const versionsOf = async (sessionId: string) =>
      (await db.entities.followUpAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' })).data;
    expect(await versionsOf(other.id)).toHaveLength(1);
    expect((await api('DELETE', `/api/applicants/${s.applicantId}`, { token })).status).toBe(204);
    expect(await versionsOf(s.id)).toEqual([]);
    const { deleteSessionChildren } = await import('../../functions/sessions/retention');
    await deleteSessionChildren(other.id);
    expect(await versionsOf(other.id)).toEqual([]);
  });

  it('makes an answer saved before follow-up answers had versions the first version when it is edited', async () => {
    const s = await interview('English', [angry]);
    const [q] = s.view.questions.map((x: any) => x.id);
    const asked = (await s.save({ questionId: q, response: vague })).body.followUp;
    const { db } = await import('../../functions/data/service');
    // As stored before versions: the answer on the current answer's follow-up, no version, no history.
    const { data: current } = await db.entities.currentAnswer.get({ sessionId: s.id, questionId: q }).go();
    await db.entities.currentAnswer
      .patch({ sessionId: s.id, questionId: q })
      .set({
        followUps: current!.followUps!.map((f) => ({ ...f, answer: 'Old answer.', answeredAt: f.askedAt })),
        followUpRev: (current!.followUpRev ?? 0) + 1,
      })
      .go();
    const edited = await s.save({ questionId: q, followUpId: asked.id, response: specific });
    expect(edited.body.followUps[0]).toMatchObject({ answer: specific, version: 2 });
    const versions = await db.entities.followUpAnswer.query
      .byQuestion({ sessionId: s.id })
      .go({ pages: 'all' });
    expect(versions.data.map((v) => [v.version, v.text])).toEqual([
      [1, 'Old answer.'],
      [2, specific],
    ]);
  });
});
