import { resetAiProvider } from '../../functions/ai';
import { resetConfig } from '../../functions/config';
import type { ManagerAuth } from '../../functions/http/auth';
import type { ModelWorkEvent } from '../../functions/interview-templates';
import { FEEDBACK_QUESTION_TOKENS } from '../../infra/local/model-emulator/feedback';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { api, newManagerInNewOrg } from '../support/api';
import { waitForEmail } from '../support/inbox';
import { tokensCharged } from '../support/scoring-worker';
import { enteredSession } from '../support/sessions';

/**
 * A feedback report the model writes (docs/decisions/0168-feedback-drafted-by-the-model.md): drafting
 * answers `drafting` and queues the work on the generation queue; the worker's run asks the model
 * emulator (OpenAI-compatible protocol, real output lengths), and the report becomes a draft a person
 * edits and sends. A throttle puts the work back without counting a run; a model that stays down ends
 * in `failed`, which drafting again retries; the tokens are charged to the organization's AI budget;
 * with `auto` the report goes out once written. The drafting and the worker run in this process with the
 * model provider (the local API drafts offline); the API is called for what the manager and applicant see.
 */

let owner: string;
let auth: ManagerAuth;
const queued: ModelWorkEvent[] = [];
const emulators: ModelEmulator[] = [];
const saved = { ...process.env };
let port = 0;

/** A model at the same address each time (the client is made once), answering as `faults` says. */
async function modelWith(faults: Record<string, number> = {}) {
  await emulators.at(-1)?.stop();
  const emulator = await startModelEmulator({ seed: 5, port, faults });
  port = emulator.port;
  emulators.push(emulator);
  return emulator;
}

/** A session with its first question answered and the second not, scored offline and decided `reject`. */
async function decidedSession(name: string) {
  const s = await enteredSession(
    owner,
    { firstName: name, lastName: 'Model' },
    { topic: 'QA Engineer', numberOfQuestions: 2 },
  );
  await api('POST', '/api/session/SaveAnswer', {
    token: s.applicantToken,
    body: {
      sessionId: s.id,
      questionId: s.questions[0]!.id,
      response:
        'I would write a test plan first. Then I automated the riskiest checkout paths with Playwright.',
    },
  });
  await api('POST', `/api/session/${s.id}/finish`, { token: s.applicantToken });
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${s.id}/details`, { token: owner });
    if (d.body.status === 'scored') {
      const seen = d.body.questions
        .filter((q: any) => q.needsReview || q.injectionSuspected)
        .map((q: any) => q.id);
      const decided = await api('POST', `/api/session/${s.id}/decision`, {
        token: owner,
        body: { decision: 'reject', reason: 'Too little testing experience', flaggedSeen: seen },
      });
      expect(decided.status).toBe(201);
      return {
        id: s.id,
        email: s.email,
        keyPoints: d.body.questions.flatMap((q: any) => q.keyPoints) as string[],
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored in time');
}

/** The one message queued since the last call. */
function nextMessage(): ModelWorkEvent {
  expect(queued).toHaveLength(1);
  return queued.pop()!;
}

/** One delivery of the worker, with a deadline that lets a throttled call wait about 4 s for the quota. */
async function deliver(event: ModelWorkEvent): Promise<string> {
  const { consumeGeneration } = await import('../../functions/generation/consume');
  return consumeGeneration(event, Date.now() + 80_000);
}

const feedbackOf = async (id: string) =>
  (await api('POST', `/api/session/${id}/feedback`, { token: owner })).body;
const details = async (id: string, path: string) =>
  (await api('GET', `/api/session/${id}/${path}`, { token: owner })).body.items
    .filter((e: { kind: string }) => e.kind === 'feedback')
    .map((e: { detail: string }) => e.detail);

beforeAll(async () => {
  const me = await newManagerInNewOrg('Model Feedback Company');
  owner = me.token;
  auth = { userId: me.userId, orgId: me.orgId, email: me.email, name: 'Owner', role: 'owner' };
  await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'review' } });
  await modelWith({ throttle: 1 });
  Object.assign(process.env, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'emulated-model',
  });
  resetConfig();
  resetAiProvider();
  const { serveGenerationInProcess } = await import('../../functions/interview-templates');
  serveGenerationInProcess((event) => void queued.push(event));
});

afterAll(async () => {
  await emulators.at(-1)?.stop();
  process.env = saved;
  resetConfig();
  resetAiProvider();
});

it('drafts with the model in the background: throttled, failed, retried, edited and sent', async () => {
  const s = await decidedSession('Mona');
  const charged = await tokensCharged(auth.orgId);
  const { draftFeedback } = await import('../../functions/feedback');

  const started = await draftFeedback(auth, s.id);
  expect(started).toMatchObject({ status: 'drafting', text: '' });
  const polled = await api('POST', `/api/session/${s.id}/feedback`, { token: owner });
  expect(polled.status).toBe(202);
  expect(polled.body.status).toBe('drafting');

  // The model's quota is used up: the work goes back on the queue, and no run is counted.
  expect(await deliver(nextMessage())).toBe('put-back');
  const putBack = nextMessage();
  expect(putBack).toMatchObject({ kind: 'feedback', sessionId: s.id, throttles: 1 });
  expect((await feedbackOf(s.id)).status).toBe('drafting');

  // The model is down: two runs are put back after a fault, the third ends the draft `failed`.
  await modelWith({ unavailable: 1 });
  expect(await deliver(putBack)).toBe('put-back');
  expect(await deliver(nextMessage())).toBe('put-back');
  expect(await deliver(nextMessage())).toBe('failed');
  expect(queued).toHaveLength(0);
  const failed = (await api('GET', `/api/session/${s.id}/history`, { token: owner })).body.items;
  expect(failed.at(-1)).toMatchObject({ kind: 'feedback', detail: 'draft failed' });

  // The model is back: drafting again retries, and the run writes the draft.
  const model = await modelWith();
  const retried = await draftFeedback(auth, s.id);
  expect(retried.status).toBe('drafting');
  expect(await deliver(nextMessage())).toBe('drafted');
  const draft = await api('POST', `/api/session/${s.id}/feedback`, { token: owner });
  expect(draft.status).toBe(202);
  expect(draft.body).toMatchObject({ status: 'draft', language: 'English' });
  expect(draft.body.text).toContain('A stronger answer would take one real situation');
  expect(draft.body.text).toMatch(/You answered in your own words|You stayed on the question/);
  expect(draft.body.text).toMatch(/Question 2: .*\nThis question was not answered\./);
  for (const keyPoint of s.keyPoints) expect(draft.body.text).not.toContain(keyPoint);

  // One call, for the one answered question, at a real model's length; its tokens are charged.
  const calls = model.calls.filter((c) => c.kind === 'feedback');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.outputTokens).toBeGreaterThan(FEEDBACK_QUESTION_TOKENS * 0.7);
  expect(calls[0]!.outputTokens).toBeLessThanOrEqual(FEEDBACK_QUESTION_TOKENS);
  const reported = emulators.reduce((sum, e) => sum + e.tokens().inputTokens + e.tokens().outputTokens, 0);
  expect((await tokensCharged(auth.orgId)) - charged).toBe(reported);

  const edited = `${draft.body.text}\n\nGood luck with your next interview.`;
  const sent = await api('POST', `/api/session/${s.id}/feedback/send`, {
    token: owner,
    body: { text: edited },
  });
  expect(sent.body).toMatchObject({ status: 'sent', text: edited });
  const mail = await waitForEmail(s.email, (e) => e.subject.startsWith('Feedback on your interview'));
  const link = /\/session\/\S+\/requests#(\S+)/.exec(mail.body.text ?? '')![1]!;
  expect((await api('GET', `/api/session/${s.id}/feedback`, { token: link })).body.text).toBe(edited);

  expect(await details(s.id, 'history')).toEqual([
    'drafting',
    'draft failed',
    'drafting again',
    'drafted by the model',
    'sent',
  ]);
  const audit = await api('GET', '/api/audit?action=session.feedback', { token: owner });
  expect(audit.body.items.map((e: { detail: string }) => e.detail).sort()).toEqual(
    ['drafting', 'draft failed', 'drafting', 'drafted by the model', 'sent'].sort(),
  );
}, 120_000);

it('with auto, sends the report once the model has written it', async () => {
  const s = await decidedSession('Aldo');
  await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'auto' } });
  const { sendFeedbackOnDecision } = await import('../../functions/feedback');
  await sendFeedbackOnDecision(auth, s.id, 'reject');
  expect((await feedbackOf(s.id)).status).toBe('drafting');
  expect(await deliver(nextMessage())).toBe('sent');
  const mail = await waitForEmail(s.email, (e) => e.subject.startsWith('Feedback on your interview'));
  const link = /\/session\/\S+\/requests#(\S+)/.exec(mail.body.text ?? '')![1]!;
  const read = await api('GET', `/api/session/${s.id}/feedback`, { token: link });
  expect(read.body.text).toContain('A stronger answer would take one real situation');
  expect(await details(s.id, 'history')).toEqual(['drafting', 'drafted by the model', 'sent automatically']);
}, 60_000);
