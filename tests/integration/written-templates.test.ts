import { randomUUID } from 'node:crypto';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';

let token: string;
beforeAll(async () => {
  token = await signInDemo();
});

const metricsQuestion = {
  text: 'Which customer service metrics have you worked with, and how did you improve yours?',
  keyPoints: [
    'Names metrics such as CSAT, FCR or NPS',
    'Explains what a metric measures',
    'Describes a concrete improvement with a number',
  ],
};
const angryQuestion = {
  text: 'How do you handle an angry customer?',
  keyPoints: [
    'Listens and acknowledges feelings',
    'Stays calm',
    'Focuses on a solution',
    'Follows up afterwards',
  ],
};

async function write(body: Record<string, unknown>, as = token) {
  return api('POST', '/api/interviews', { token: as, body });
}

/** Creates an applicant, a session of `interviewId`, answers every question and submits; returns the scored details. */
async function interview(interviewId: string, answers: string[], as = token) {
  const applicant = await api('POST', '/api/applicants', {
    token: as,
    body: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      jobTitle: 'Support',
      email: `a-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token: as,
    body: { applicantId: applicant.body.id, interviewId },
  });
  expect(session.status).toBe(201);
  const auth = await api('POST', `/api/session/${session.body.id}/auth`, {
    body: { code: session.body.accessCode, noticeAccepted: true },
  });
  const view = await api('GET', `/api/session/${session.body.id}`, { token: auth.body.token });
  for (const [i, q] of view.body.questions.entries()) {
    await api('POST', '/api/session/SaveAnswer', {
      token: auth.body.token,
      body: { sessionId: session.body.id, questionId: q.id, response: answers[i] },
    });
  }
  await api('POST', `/api/session/${session.body.id}/finish`, { token: auth.body.token });
  for (let i = 0; i < 50; i++) {
    const details = await api('GET', `/api/session/${session.body.id}/details`, { token: as });
    if (details.body.status === 'scored') return details.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored');
}

describe('templates written and edited by hand', () => {
  it('suggests a Japanese question for a Japanese template (the offline generator)', async () => {
    const created = await write({
      topic: 'Nurse',
      language: 'Japanese',
      questions: [{ text: '患者の安全をどう守りますか？', keyPoints: ['手順を守る'] }],
    });
    const suggested = await api('POST', `/api/interviews/${created.body.id}/suggestQuestion`, {
      token,
      body: { avoid: [] },
    });
    expect(suggested.status).toBe(200);
    expect(suggested.body.text).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    expect(suggested.body.notice).toBeUndefined();
  });

  it('writes a template in any of the 10 languages without AI, and lists it', async () => {
    const res = await write({
      topic: 'カスタマーサポート',
      language: 'Japanese',
      questions: [
        { text: '怒っている顧客にどう対応しますか？', keyPoints: ['傾聴する', '解決策に集中する'] },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: 'manual',
      language: 'Japanese',
      numberOfQuestions: 1,
      version: 1,
      usage: { totalTokens: 0 },
      questions: [
        { order: 1, text: '怒っている顧客にどう対応しますか？', keyPoints: ['傾聴する', '解決策に集中する'] },
      ],
    });
    const list = await api('GET', '/api/interviews', { token });
    expect(list.body.items[0]).toMatchObject({ id: res.body.id, provider: 'manual', version: 1 });
  });

  it('answers 400 naming the field for missing or too many key points, and stores nothing', async () => {
    const before = (await api('GET', '/api/interviews?limit=100', { token })).body.items.length;
    const none = await write({
      topic: 'Support',
      language: 'English',
      questions: [{ text: 'Why support?', keyPoints: [] }],
    });
    expect(none.status).toBe(400);
    expect(none.body.details['questions.0.keyPoints']).toEqual(['At least one key point']);
    const nine = await write({
      topic: 'Support',
      language: 'English',
      questions: [{ text: 'Why support?', keyPoints: Array.from({ length: 9 }, (_, i) => `Point ${i}`) }],
    });
    expect(nine.status).toBe(400);
    const noQuestions = await write({ topic: 'Support', language: 'Klingon', questions: [] });
    expect(Object.keys(noQuestions.body.details).sort()).toEqual(['language', 'questions']);
    expect((await api('GET', '/api/interviews?limit=100', { token })).body.items.length).toBe(before);
  });

  it('edits into a new version while a running session keeps its snapshot; stale edits get 409; delete keeps sessions', async () => {
    const created = await write({
      topic: 'Customer support',
      language: 'English',
      questions: [metricsQuestion, angryQuestion],
    });
    const applicant = await api('POST', '/api/applicants', {
      token,
      body: {
        firstName: 'Leo',
        lastName: 'Park',
        jobTitle: 'Support',
        email: `l-${randomUUID().slice(0, 8)}@example.com`,
      },
    });
    const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token,
      body: { applicantId: applicant.body.id, interviewId: created.body.id },
    });

    const [m, a] = created.body.questions;
    const edited = await api('PUT', `/api/interviews/${created.body.id}`, {
      token,
      body: {
        topic: 'Customer support, edited',
        language: 'English',
        version: 1,
        questions: [
          { id: a.id, text: a.text, keyPoints: [...a.keyPoints, 'Logs the case'] },
          { id: m.id, text: m.text, keyPoints: m.keyPoints },
          { text: 'When do you escalate a case?', keyPoints: ['Knows the escalation criteria'] },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      version: 2,
      topic: 'Customer support, edited',
      numberOfQuestions: 3,
    });
    expect(edited.body.questions.map((q: any) => [q.order, q.id])).toEqual([
      [1, a.id],
      [2, m.id],
      [3, expect.any(String)],
    ]);

    const stale = await api('PUT', `/api/interviews/${created.body.id}`, {
      token,
      body: { topic: 'x', language: 'English', version: 1, questions: [metricsQuestion] },
    });
    expect(stale.status).toBe(409);
    const other = await newManagerInNewOrg();
    const foreign = await api('PUT', `/api/interviews/${created.body.id}`, {
      token: other.token,
      body: { topic: 'x', language: 'English', questions: [metricsQuestion] },
    });
    expect(foreign.status).toBe(404);
    expect((await api('DELETE', `/api/interviews/${created.body.id}`, { token: other.token })).status).toBe(
      404,
    );

    const snapshot = await api('GET', `/api/session/${session.body.id}/details`, { token });
    expect(snapshot.body.topic).toBe('Customer support');
    expect(snapshot.body.questions.map((q: any) => q.text)).toEqual([
      metricsQuestion.text,
      angryQuestion.text,
    ]);

    const suggested = await api('POST', `/api/interviews/${created.body.id}/suggestQuestion`, {
      token,
      body: { avoid: [] },
    });
    expect(suggested.status).toBe(200);
    expect(edited.body.questions.map((q: any) => q.text)).not.toContain(suggested.body.text);
    expect(suggested.body.keyPoints.length).toBeGreaterThan(0);

    expect((await api('DELETE', `/api/interviews/${created.body.id}`, { token })).status).toBe(204);
    expect((await api('GET', `/api/interviews/${created.body.id}`, { token })).status).toBe(404);
    expect((await api('DELETE', `/api/interviews/${created.body.id}`, { token })).status).toBe(404);
    expect(
      (await api('GET', `/api/session/${session.body.id}/details`, { token })).body.questions,
    ).toHaveLength(2);
  });

  it('ranks a concise correct applicant well above a long vague one, with quotes from their answers, and adds the cost to the template', async () => {
    const created = await write({
      topic: 'Customer support',
      language: 'English',
      questions: [metricsQuestion, angryQuestion],
    });
    const concise = await interview(created.body.id, [
      'I tracked CSAT and FCR weekly; FCR measures issues solved on the first contact. I raised FCR from 64% to 78% with macros for the top ten issues.',
      'I listen and acknowledge their frustration, stay calm, offer a fix such as a refund, and call back the next day.',
    ]);
    const vague = await interview(created.body.id, [
      'Customer service is very important to me and I always try to give the best experience to every customer. I believe that what matters most is that people feel valued, and in my previous jobs I worked in a great team where we always tried to do our best together every day.',
      'I think every situation is different and you have to adapt. I am a very positive person with a lot of energy and I really enjoy working with people, so I always try to keep a good attitude no matter what happens during the day.',
    ]);
    expect(concise.result.score - vague.result.score).toBeGreaterThanOrEqual(30);
    for (const details of [concise, vague]) {
      for (const q of details.questions) {
        expect(q.evidence.map((e: any) => e.keyPoint)).toEqual(q.keyPoints);
        for (const e of q.evidence.filter((x: any) => x.verdict !== 'missing')) {
          expect(q.answer.text.toLowerCase()).toContain(e.quote.toLowerCase());
        }
      }
    }
    expect(concise.questions[0].evidence[0]).toMatchObject({
      verdict: 'covered',
      quote: expect.stringContaining('CSAT'),
    });
    expect(concise.scoring).toMatchObject({ provider: 'offline', promptVersion: 'offline-evidence@2' });
    const template = await api('GET', `/api/interviews/${created.body.id}`, { token });
    expect(template.body.scoring).toMatchObject({ sessions: 2, costUsd: 0 });
    expect(template.body.scoring.tokens).toBeGreaterThan(0);
  });

  it("writes feedback in the organization's reporting language", async () => {
    const other = await newManagerInNewOrg('Reporting Org');
    expect((await api('GET', '/api/organization/settings', { token: other.token })).body).toMatchObject({
      reportingLanguage: 'English',
    });
    const bad = await api('PUT', '/api/organization/settings', {
      token: other.token,
      body: { reportingLanguage: 'Latin' },
    });
    expect(bad.status).toBe(400);
    const set = await api('PUT', '/api/organization/settings', {
      token: other.token,
      body: { reportingLanguage: 'Spanish' },
    });
    // A partial update: the other settings keep their value.
    expect(set.body).toEqual({
      defaultLanguage: 'Spanish',
      reportingLanguage: 'Spanish',
      defaultDueInDays: 7,
      retentionDays: 365,
      contactEmail: expect.stringContaining('@'),
      // Decision e-mails off until the owner turns them on; records 4 years; requests due in 30 days;
      // no feedback reports to applicants until the owner chooses them.
      decisionEmails: false,
      recordDays: 1461,
      requestDueDays: 30,
      feedbackReports: 'off',
    });
    const created = await write(
      { topic: 'Support', language: 'English', questions: [angryQuestion] },
      other.token,
    );
    const details = await interview(
      created.body.id,
      ['I listen, stay calm and offer a refund.'],
      other.token,
    );
    expect(details.result.feedback).toMatch(/^Respondió 1 de 1 preguntas/);
    expect(details.questions[0].feedback).toMatch(/^Cubrió: /);
  });
});
