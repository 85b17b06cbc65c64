import { api, signInDemo } from '../support/api';
import { newOpenSession } from '../support/sessions';

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

async function openSession() {
  const created = await newOpenSession(token, 'Signals', 2);
  const entered = await api('POST', `/api/session/${created.id}/auth`, {
    body: { code: created.accessCode, noticeAccepted: true },
  });
  const applicantToken = entered.body.token as string;
  const view = await api('GET', `/api/session/${created.id}`, { token: applicantToken });
  const questionIds = (view.body.questions as { id: string }[]).map((q) => q.id);
  const save = (questionId: string, response: string, signals?: unknown) =>
    api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId, response, ...(signals ? { signals } : {}) },
    });
  return { ...created, applicantToken, questionIds, save };
}

const pasted = {
  typedChars: 18,
  pastedChars: 412,
  pasteEvents: [{ atMs: 20_000, chars: 412 }],
  firstKeyMs: 20_000,
  activeMs: 35_000,
  hiddenMs: 4_000,
  blurCount: 2,
};

describe('integrity signals', () => {
  it('stores the signals of each version and shows the latest in the details and every one in the export', async () => {
    const s = await openSession();
    const [q1, q2] = s.questionIds as [string, string];
    expect((await s.save(q1, 'x'.repeat(430), pasted)).status).toBe(200);
    expect((await s.save(q2, 'Typed by hand.', { typedChars: 14, firstKeyMs: 3_000 })).status).toBe(200);

    const details = await api('GET', `/api/session/${s.id}/details`, { token });
    expect(details.status).toBe(200);
    const byId = new Map((details.body.questions as any[]).map((q) => [q.id, q]));
    expect(byId.get(q1).answer.signals).toEqual(pasted);
    expect(byId.get(q2).answer.signals).toEqual({ typedChars: 14, firstKeyMs: 3_000 });

    // A later version without signals does not show the earlier version's.
    expect((await s.save(q2, 'Edited elsewhere.')).status).toBe(200);
    const again = await api('GET', `/api/session/${s.id}/details`, { token });
    const q2Again = (again.body.questions as any[]).find((q) => q.id === q2);
    expect(q2Again.answer).toMatchObject({ version: 2, text: 'Edited elsewhere.' });
    expect(q2Again.answer.signals).toBeUndefined();

    const exported = await api('GET', `/api/applicants/${s.applicantId}/export`, { token });
    expect(exported.status).toBe(200);
    const versions = exported.body.sessions[0].answerVersions as any[];
    expect(versions.find((v) => v.questionId === q1).signals).toEqual(pasted);
    expect(versions.find((v) => v.questionId === q2 && v.version === 1).signals).toMatchObject({
      typedChars: 14,
    });
  });

  it('refuses signals out of bounds with 400 and field details, storing nothing', async () => {
    const s = await openSession();
    const [q1] = s.questionIds as [string];
    const refused = await s.save(q1, 'An answer', {
      pastedChars: -1,
      pasteEvents: Array.from({ length: 51 }, () => ({ atMs: 1, chars: 1 })),
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details ?? {}).join(' ')).toMatch(/signals\.pastedChars/);
    const view = await api('GET', `/api/session/${s.id}`, { token: s.applicantToken });
    expect(view.body.answers).toEqual([]);
  });
});
