import { randomUUID } from 'node:crypto';
import { api, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

const pasted = {
  typedChars: 10,
  pastedChars: 400,
  pasteEvents: [{ atMs: 9_000, chars: 400 }],
  blurCount: 2,
  hiddenMs: 5_000,
};
const typed = { typedChars: 300, firstKeyMs: 2_000, blurCount: 1, hiddenMs: 1_000 };

/** A candidate of the position who answers every question of the template with the same text, then submits. */
async function interview(
  jobPositionId: string,
  interviewId: string,
  firstName: string,
  signalsOf: (index: number) => object | undefined,
) {
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName,
      lastName: 'Signals',
      jobTitle: 'Engineer',
      email: `signals-${randomUUID().slice(0, 8)}@example.com`,
      jobPositionId,
    },
  });
  const created = (
    await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token,
      body: { applicantId: applicant.body.id, interviewId },
    })
  ).body;
  const applicantToken = (
    await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: created.accessCode, noticeAccepted: true },
    })
  ).body.token;
  const template = (await api('GET', `/api/interviews/${interviewId}`, { token })).body;
  const save = (questionId: string, response: string, signals?: object) =>
    api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId, response, ...(signals ? { signals } : {}) },
    });
  for (const [i, q] of (template.questions as { id: string; keyPoints: string[] }[]).entries()) {
    const text = `${q.keyPoints.join('. ')}. For example, I measured it and cut latency by 40% in 2023.`;
    // A first version pasted, then the kept version with the signals under test (or none).
    expect((await save(q.id, 'x'.repeat(400), pasted)).status).toBe(200);
    expect((await save(q.id, text, signalsOf(i))).status).toBe(200);
  }
  expect((await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken })).status).toBe(
    200,
  );
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${created.id}/details`, { token });
    if (d.body.status === 'scored') return applicant.body.id as string;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored');
}

describe('signals in the candidate ranking', () => {
  it('sums the current answers’ signals per candidate, without changing the score or the order', async () => {
    const position = (await api('POST', '/api/jobPositions', { token, body: { title: 'Signals ranked' } }))
      .body.id;
    const template = (
      await generateTemplate(
        token,
        { jobPositionId: position, numberOfQuestions: 3, language: 'English' },
        '/api/interviews/GenerateCustomForJobPosition',
      )
    ).id;
    // First question pasted, the others typed; the page hidden 2 + 1 + 1 times.
    const withSignals = await interview(position, template, 'Paula', (i) => (i === 0 ? pasted : typed));
    // Same answers saved by a page that sends no signals: the earlier pasted versions do not count.
    const without = await interview(position, template, 'Nora', () => undefined);

    const page = await api('GET', `/api/jobPositions/${position}/candidates`, { token });
    expect(page.status).toBe(200);
    const rows = page.body.items as any[];
    const paula = rows.find((c) => c.applicant.id === withSignals);
    const nora = rows.find((c) => c.applicant.id === without);
    expect(paula.signals).toEqual({ answers: 3, mostlyPasted: 1, blurCount: 4, hiddenMs: 7_000 });
    expect(nora.signals).toBeUndefined();
    // Same answers, same score and rank: the signals are observations only.
    expect(paula.session.result.score).toBe(nora.session.result.score);
    expect(paula.rank).toBe(nora.rank);
    // Scored first with equal scores, so first in the order.
    expect(rows.map((c) => c.applicant.id)).toEqual([withSignals, without]);
  });
});
