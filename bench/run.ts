/**
 * Benchmarks that print figures (`npm run bench`), each performance target next to its budget: offline
 * AI speed, Lambda cold starts (`cold-start.ts`), DynamoDB round trips per route, compressed API answers
 * and latency (`api-requests.ts`), scoring at a model's speed against the model emulator (`model-scoring.ts`), the production web build in Chromium (`web-load.ts`). `OVER` marks a
 * figure past its budget; nothing here fails a build. `BENCH_ARTIFACTS=1` adds the synthesized stack.
 * Parts can be run alone by name: `npm run bench -- model` (offline, eval, model, cold, api); `search`
 * (search with 10,000 applicants, `search-size.ts`, several minutes of seeding) and `import` (5,000 applicants
 * imported from a CSV file, `applicant-import.ts`, minutes on DynamoDB Local) and `cohort` (60 applicants at
 * once against a model's speed and quota, `cohort.ts`, several minutes) run only when named.
 */
import { apiAndWeb } from './api-requests';
import { coldStarts } from './cold-start';
import { benchSignIn } from './sign-in';
import { modelGeneration } from './model-generation';
import { modelScoring } from './model-scoring';
import { scoringEvaluation } from './scoring-eval';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL = 'ERROR';
// The providers measured here run on this machine: no X-Ray daemon to send traces to.
process.env.POWERTOOLS_TRACE_ENABLED = 'false';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function time(runs: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (${runs} runs)`;
}

async function offlineAi() {
  const { OfflineProvider } = await import('../functions/ai/offline/offline-provider');
  const ai = new OfflineProvider();
  console.log('\nOffline AI provider (in-process)');
  console.log(
    '  10 Spanish questions:',
    await time(50, () =>
      ai.generateQuestions({
        topic: 'Frontend Developer',
        language: 'Spanish',
        numberOfQuestions: 10,
        skills: 'React, TypeScript',
      }),
    ),
  );
  console.log(
    '  30 English questions:',
    await time(50, () =>
      ai.generateQuestions({ topic: 'Account Executive', language: 'English', numberOfQuestions: 30 }),
    ),
  );
  const generated = await ai.generateQuestions({
    topic: 'Data Analyst',
    language: 'English',
    numberOfQuestions: 30,
  });
  const items = generated.questions.map((q, i) => ({
    questionId: `q${i}`,
    question: q.text,
    keyPoints: q.keyPoints,
    answer: q.keyPoints.join('. '),
  }));
  console.log(
    '  score 30 answers:    ',
    await time(50, () => ai.scoreSession({ topic: 'Data Analyst', language: 'English', items })),
  );
}

/** API latency with the source handlers (`npm start`) or the synthesized stack (`npm run start:artifacts`). */
async function localApi(target: 'source' | 'artifacts') {
  const { startTestStack } = await import('../tests/support/stack');
  // Generation is timed from the request to the last question, without the tests' queue wait.
  process.env.LOCAL_GENERATION_DELAY_MS = '0';
  const o = Number(process.env.BENCH_PORT_OFFSET ?? 2000) + (target === 'artifacts' ? 50 : 0);
  const { provided, teardown } = await startTestStack(
    { web: 5173 + o, api: 3001 + o, dynamodb: 8000 + o, cognito: 9229 + o, ses: 8005 + o },
    true,
    target,
  );
  try {
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(provided.apiUrl + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    };
    const { accessToken } = await call('POST', '/api/account/login', {
      email: provided.demoEmail,
      password: provided.demoPassword,
    });
    console.log(
      target === 'artifacts'
        ? '\nSynthesized stack (cdk.out bundles, one process per function, IAM checked), over HTTP'
        : '\nLocal API on the emulators (DynamoDB Local, cognito-local), over HTTP',
    );
    // Generate answers 202 at once; the figure is until the template is ready (polled every 10 ms).
    console.log(
      '  Generate → ready (10 Spanish, offline):         ',
      await time(20, async () => {
        const started = await call(
          'POST',
          '/api/interviews/generate',
          { topic: 'Frontend Developer', language: 'Spanish', numberOfQuestions: 10 },
          accessToken,
        );
        while (
          (await call('GET', `/api/interviews/${started.id}`, undefined, accessToken)).status === 'generating'
        ) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
    );
    console.log(
      '  GET /api/applicants:                              ',
      await time(50, () => call('GET', '/api/applicants', undefined, accessToken)),
    );
    console.log(
      '  GET /api/interviews:                              ',
      await time(50, () => call('GET', '/api/interviews', undefined, accessToken)),
    );
    await benchSignIn(provided.appUrl, provided.demoEmail, provided.demoPassword);
  } finally {
    await teardown();
  }
}

/**
 * Parts named on the command line (`npm run bench -- model`) run alone; none named: every part but
 * `search`, `import` and `cohort`, which take minutes and run only when named.
 */
const PARTS = ['offline', 'eval', 'model', 'cold', 'api', 'search', 'import', 'cohort'] as const;
const named = process.argv
  .slice(2)
  .filter((a): a is (typeof PARTS)[number] => (PARTS as readonly string[]).includes(a));
const runs = (part: (typeof PARTS)[number]) =>
  named.length === 0 ? part !== 'search' && part !== 'import' && part !== 'cohort' : named.includes(part);

const started = performance.now();
if (runs('import')) {
  const { applicantImport } = await import('./applicant-import');
  await applicantImport(Number(process.env.BENCH_PORT_OFFSET ?? 2000) + 100);
}
if (runs('cohort')) {
  const { cohortBench } = await import('./cohort');
  console.log('\nA cohort at once (model emulator at 60 tokens/s, quota 300,000 tokens a minute)');
  await cohortBench(Number(process.env.BENCH_PORT_OFFSET ?? 2000) + 150);
}
if (runs('search')) {
  const { searchAtSize } = await import('./search-size');
  await searchAtSize(Number(process.env.BENCH_PORT_OFFSET ?? 2000));
}
if (runs('offline')) await offlineAi();
if (runs('eval')) await scoringEvaluation();
if (runs('model')) await modelScoring();
if (runs('model')) await modelGeneration();
if (runs('cold')) await coldStarts();
if (runs('api')) await apiAndWeb(Number(process.env.BENCH_PORT_OFFSET ?? 2000));
// The synthesized stack (cdk synth, one process per function) takes minutes: only on request.
if (process.env.BENCH_ARTIFACTS === '1') await localApi('artifacts');
// The parts run only when named take minutes by design: the bench's own time budget is for the rest.
const onRequest = named.some((part) => part === 'search' || part === 'import' || part === 'cohort');
console.log(
  `\nBench time: ${((performance.now() - started) / 1000).toFixed(0)} s${onRequest ? '' : ' (budget ≤ 300 s)'}`,
);
