import { createServer, connect, type Server, type Socket } from 'node:net';
import { resetAiProvider } from '../../functions/ai';
import { budgetMonth } from '../../functions/ai/budget';
import { resetConfig } from '../../functions/config';
import { db } from '../../functions/data/service';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { api, newManagerInNewOrg } from '../support/api';
import type { saveAnswer as SaveAnswerFn } from '../../functions/applicant-session/session-answers';

type SaveAnswer = typeof SaveAnswerFn;

/**
 * Follow-ups asked by the Bedrock provider through the real SDK client, against the model emulator: a
 * working model, a model that hangs and one that answers in words instead of the tool. SaveAnswer runs in
 * this process with `AI_PROVIDER=bedrock`; a small TCP relay lets each case point at its own emulator.
 */

let token: string;
let orgId: string;
let relay: Server;
let target = 0;
const sockets = new Set<Socket>();
const emulators: ModelEmulator[] = [];
let saveAnswer: SaveAnswer;

/** Points the relay at `emulator`, closing connections kept alive to the previous one. */
function use(emulator: ModelEmulator) {
  target = emulator.port;
  for (const s of sockets) s.destroy();
}

beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg('Follow-up Models Company'));
  relay = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s)).on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  const port = (relay.address() as { port: number }).port;
  Object.assign(process.env, {
    AI_PROVIDER: 'bedrock',
    BEDROCK_ENDPOINT: `http://127.0.0.1:${port}`,
    SCORING_SAMPLES: '1',
  });
  resetConfig();
  resetAiProvider();
  ({ saveAnswer } = await import('../../functions/applicant-session/session-answers'));
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  relay?.close();
  await Promise.all(emulators.map((e) => e.stop()));
});

async function emulator(options: Parameters<typeof startModelEmulator>[0]) {
  const e = await startModelEmulator(options);
  emulators.push(e);
  use(e);
  return e;
}

/** A one-question session entered by its applicant (so it is open and started), as stored. */
async function openSession() {
  const template = await api('POST', '/api/interviews', {
    token,
    body: {
      topic: 'Customer support',
      language: 'English',
      questions: [
        {
          text: 'How do you handle an angry customer?',
          keyPoints: ['Listens to the customer calmly', 'Offers a concrete refund fix'],
        },
      ],
    },
  });
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Mo',
      lastName: 'Del',
      jobTitle: 'Support',
      email: `m-${Date.now()}-${Math.random()}@example.com`,
    },
  });
  const created = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.body.id },
  });
  await api('POST', `/api/session/${created.body.id}/auth`, {
    body: { code: created.body.accessCode, noticeAccepted: true },
  });
  const { data } = await db.entities.session.get({ sessionId: created.body.id }).go();
  return { session: data!, questionId: template.body.questions[0].id as string };
}

const tokensCharged = async () =>
  (await db.entities.aiBudget.get({ orgId, month: budgetMonth() }).go()).data?.usedTokens ?? 0;

const vague = 'I am nice to people.';

describe('follow-ups on a model provider', () => {
  it('asks the model’s follow-up, charges its tokens, and asks none once the answer covers the key points', async () => {
    const e = await emulator({ seed: 3 });
    const { session, questionId } = await openSession();
    const before = await tokensCharged();
    const saved = await saveAnswer(session, { questionId, response: vague });
    expect(saved.followUp?.text).toMatch(/specific time/);
    expect(e.calls.map((c) => c.kind)).toEqual(['followUp']);
    const { inputTokens, outputTokens } = e.tokens();
    expect((await tokensCharged()) - before).toBe(inputTokens + outputTokens);

    const answered = await saveAnswer(session, {
      questionId,
      followUpId: saved.followUp!.id,
      response: 'I listen to the customer calmly, then I offer a concrete refund fix the same day.',
    });
    expect(answered.followUps).toEqual([
      { id: saved.followUp!.id, text: saved.followUp!.text, answer: expect.any(String), version: 1 },
    ]);
    expect(answered.followUp).toBeUndefined();
  });

  it('moves on without a follow-up when the model hangs, within the wait, and records why', async () => {
    await emulator({ seed: 4, faults: { timeout: 1 }, hangMs: 60_000 });
    const { session, questionId } = await openSession();
    const started = Date.now();
    const saved = await saveAnswer(session, { questionId, response: vague });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(saved.followUp).toBeUndefined();
    const details = await api('GET', `/api/session/${session.sessionId}/details`, { token });
    expect(details.body.questions[0].answer.text).toBe(vague);
    expect(details.body.questions[0].followUpSkipped).toMatchObject({ reason: 'timeout' });
    const history = await api('GET', `/api/session/${session.sessionId}/history`, { token });
    expect(history.body.items).toContainEqual(
      expect.objectContaining({ kind: 'follow-up-skipped', questionId, reason: 'timeout' }),
    );
  });

  it('moves on without a follow-up when the model refuses to use the tool, and records why', async () => {
    await emulator({ seed: 5, faults: { refusal: 1 } });
    const { session, questionId } = await openSession();
    const saved = await saveAnswer(session, { questionId, response: vague });
    expect(saved.followUp).toBeUndefined();
    const details = await api('GET', `/api/session/${session.sessionId}/details`, { token });
    expect(details.body.questions[0].followUpSkipped).toMatchObject({ reason: 'failed' });
  });
});
