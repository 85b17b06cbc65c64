/**
 * A cohort at once (`npm run bench -- cohort`, docs/decisions/0151-cohort-bench.md): 60 applicants
 * enter, answer and submit within a minute on `npm start`'s stack, scored by the Bedrock provider against
 * the model emulator at 60 tokens/s with a tokens-per-minute quota of 300,000 (given to both as
 * `AI_TOKENS_PER_MINUTE`). Figures: time from the first submit to the last score beside the quota-bound
 * time (quota tokens charged / quota), calls the quota refused, and calls per answer. Budget: every answer
 * scored, within 1.25 × the bound + 2 minutes, at most 5 % of calls refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startModelEmulator } from '../infra/local/model-emulator/server';
import { startLocalStack } from '../infra/local/stack';

/** Applicants that enter, answer and submit at once. */
const APPLICANTS = 60;
/** Questions of the cohort's template. */
const QUESTIONS = 3;
/** The scaled quota, tokens a minute. */
const QUOTA = 300_000;
/** Questions of the template a manager asks for while the cohort answers. */
const LARGE_TEMPLATE = 30;
/**
 * Minutes within which that template must be ready: "within minutes" while the cohort's scoring holds
 * the quota (docs/decisions/0151-cohort-bench.md).
 */
const LARGE_TEMPLATE_BUDGET_MIN = 5;
/** The window (ms) the cohort's arrivals are spread over; answering and submitting follow at once. */
const ARRIVALS_MS = 40_000;

/** What the bench reads of the API's answers. */
interface Answer {
  id: string;
  accessCode: string;
  accessToken: string;
  token: string;
  status: string;
  questions: { id: string; keyPoints: string[]; scoreStatus?: string }[];
}
type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<Answer>;

export async function cohortBench(portOffset: number): Promise<void> {
  const emulator = await startModelEmulator({
    tokensPerSecond: 60,
    timeToFirstTokenMs: 400,
    tokensPerMinute: QUOTA,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-cohort-'));
  const o = portOffset;
  const stack = await startLocalStack({
    dataDir,
    ports: { web: 5173 + o, api: 3001 + o, dynamodb: 8000 + o, cognito: 9229 + o, ses: 8005 + o },
    demo: { email: 'demo@hiring.local', password: 'Demo-Passw0rd!' },
    web: false,
    env: {
      LOG_LEVEL: 'ERROR',
      AI_PROVIDER: 'bedrock',
      BEDROCK_ENDPOINT: emulator.url,
      AI_TOKENS_PER_MINUTE: String(QUOTA),
      LOCAL_GENERATION_DELAY_MS: '0',
    },
  });
  /** API calls made, and the ones refused with 429 (method and path). */
  let apiCalls = 0;
  const refusedCalls: string[] = [];
  try {
    const call: Call = async (method, path, body, token) => {
      const res = await fetch(stack.apiUrl + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json().catch(() => ({}))) as Answer;
      apiCalls++;
      if (res.status === 429) refusedCalls.push(`${method} ${path.replace(/[0-9A-Z]{26}/g, '{id}')}`);
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const { accessToken: token } = await call('POST', '/api/account/login', {
      email: 'demo@hiring.local',
      password: 'Demo-Passw0rd!',
    });
    // One template for the cohort, written by the model through the generation queue.
    const started = await call(
      'POST',
      '/api/interviews/generate',
      { topic: 'Customer Support Agent', language: 'English', numberOfQuestions: QUESTIONS },
      token,
    );
    let template = await call('GET', `/api/interviews/${started.id}`, undefined, token);
    while (template.status === 'generating') {
      await new Promise((r) => setTimeout(r, 500));
      template = await call('GET', `/api/interviews/${started.id}`, undefined, token);
    }
    if (template.status !== 'ready') throw new Error(`The cohort's template is ${template.status}`);
    const sessions: { id: string; accessCode: string }[] = [];
    for (let i = 0; i < APPLICANTS; i++) {
      const applicant = await call(
        'POST',
        '/api/applicants',
        {
          firstName: `Applicant${i}`,
          lastName: 'Cohort',
          jobTitle: 'Agent',
          email: `cohort-${i}@example.com`,
        },
        token,
      );
      const session = await call(
        'POST',
        `/api/applicants/${applicant.id}/AddSession`,
        { applicantId: applicant.id, interviewId: template.id },
        token,
      );
      sessions.push({ id: session.id, accessCode: session.accessCode });
    }
    const callsBefore = emulator.calls.length;

    // The cohort: each applicant enters, answers every question and submits, spread over ARRIVALS_MS.
    const firstSubmit = { at: Infinity };
    let lastSubmit = 0;
    // Meanwhile a manager asks for a 30-question template, halfway through the arrivals.
    const generation = (async () => {
      await new Promise((r) => setTimeout(r, ARRIVALS_MS / 2));
      const asked = Date.now();
      const { id } = await call(
        'POST',
        '/api/interviews/generate',
        { topic: 'Retail Store Supervisor', language: 'English', numberOfQuestions: LARGE_TEMPLATE },
        token,
      );
      let large = await call('GET', `/api/interviews/${id}`, undefined, token);
      while (large.status === 'generating') {
        await new Promise((r) => setTimeout(r, 2000));
        large = await call('GET', `/api/interviews/${id}`, undefined, token);
      }
      return { status: large.status, questions: large.questions.length, ms: Date.now() - asked };
    })();
    await Promise.all(
      sessions.map(async (session, i) => {
        await new Promise((r) => setTimeout(r, (ARRIVALS_MS * i) / APPLICANTS));
        // The link opened (the welcome screen), then the code entered; every applicant reloads once
        // after entering, as people do, which reads the welcome screen and the interview again.
        await call('GET', `/api/session/${session.id}/intro`);
        const auth = await call('POST', `/api/session/${session.id}/auth`, {
          code: session.accessCode,
          noticeAccepted: true,
        });
        await call('GET', `/api/session/${session.id}/intro`);
        await call('GET', `/api/session/${session.id}`, undefined, auth.token);
        for (const q of template.questions)
          await call(
            'POST',
            '/api/session/SaveAnswer',
            {
              sessionId: session.id,
              questionId: q.id,
              response: q.keyPoints.map((k) => `In my last role I ${k.toLowerCase()} every week.`).join(' '),
            },
            auth.token,
          );
        firstSubmit.at = Math.min(firstSubmit.at, Date.now());
        await call('POST', `/api/session/${session.id}/finish`, undefined, auth.token);
        lastSubmit = Math.max(lastSubmit, Date.now());
      }),
    );
    console.log(
      `  ${APPLICANTS} applicants entered, answered ${QUESTIONS} questions and submitted within ${((lastSubmit - firstSubmit.at) / 1000).toFixed(0)} s`,
    );

    // Until every session is scored (or the budget is long past).
    const answers = APPLICANTS * QUESTIONS;
    let lastScored = 0;
    const pending = new Set(sessions.map((s) => s.id));
    let scoredAnswers = 0;
    let failed = 0;
    while (pending.size && Date.now() - firstSubmit.at < 30 * 60_000) {
      for (const id of [...pending]) {
        const details = await call('GET', `/api/session/${id}/details`, undefined, token);
        if (details.status === 'scored' || details.status === 'scoring_failed') {
          pending.delete(id);
          lastScored = Date.now();
          if (details.status === 'scoring_failed') failed++;
          scoredAnswers += details.questions.filter((q) => q.scoreStatus === 'scored').length;
        }
      }
      if (pending.size) await new Promise((r) => setTimeout(r, 2000));
    }
    const calls = emulator.calls.slice(callsBefore);
    const refused = calls.filter((c) => c.refusedByQuota).length;
    const quotaTokens = calls.reduce((n, c) => n + c.quotaTokens, 0);
    const boundMinutes = quotaTokens / QUOTA;
    const minutes = (lastScored - firstSubmit.at) / 60_000;
    const budget = 1.25 * boundMinutes + 2;
    const over = (bad: boolean) => (bad ? '  OVER' : '');
    console.log(
      `  answers scored: ${scoredAnswers} of ${answers}; sessions scoring_failed: ${failed}; still waiting: ${pending.size}${over(scoredAnswers < answers)}`,
    );
    console.log(
      `  time to last score: ${minutes.toFixed(1)} min; quota-bound time: ${boundMinutes.toFixed(1)} min (${quotaTokens} quota tokens / ${QUOTA} a minute); budget ≤ ${budget.toFixed(1)} min (1.25 × bound + 2)${over(minutes > budget)}`,
    );
    console.log(
      `  calls refused by the quota: ${refused} of ${calls.length} (${((100 * refused) / Math.max(1, calls.length)).toFixed(1)} %; budget ≤ 5 %)${over(refused > 0.05 * calls.length)}`,
    );
    const large = await generation;
    console.log(
      `  a ${LARGE_TEMPLATE}-question template asked for meanwhile: ${large.status} with ${large.questions} questions after ${(large.ms / 60_000).toFixed(1)} min (budget ≤ ${LARGE_TEMPLATE_BUDGET_MIN} min)${over(large.status !== 'ready' || large.questions !== LARGE_TEMPLATE || large.ms > LARGE_TEMPLATE_BUDGET_MIN * 60_000)}`,
    );
    console.log(
      `  API calls refused (429) from the cohort's one address: ${refusedCalls.length} of ${apiCalls}${refusedCalls.length ? `: ${[...new Set(refusedCalls)].join(', ')}` : ''} (budget 0)${over(refusedCalls.length > 0)}`,
    );
    console.log(`  calls per answer: ${(calls.length / answers).toFixed(2)} (3 samples each)`);
  } finally {
    await stack.stop();
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
