/**
 * Benchmarks that print figures (`npm run bench`): offline AI speed, API latency on the local stack,
 * sign-in to the applicants list in Chromium, and the size of what ships (Lambda bundles, the SPA's
 * first load). Nothing here passes or fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchSignIn } from './sign-in';
import { scoringEvaluation } from './scoring-eval';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL = 'ERROR';
// The providers measured here run on this machine: no X-Ray daemon to send traces to.
process.env.POWERTOOLS_TRACE_ENABLED = 'false';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

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
    console.log(
      '  POST /api/interviews/generate (10 Spanish, offline):',
      await time(20, () =>
        call(
          'POST',
          '/api/interviews/generate',
          { topic: 'Frontend Developer', language: 'Spanish', numberOfQuestions: 10 },
          accessToken,
        ),
      ),
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

async function lambdaBundles() {
  console.log('\nLambda bundles (esbuild, minified ESM, as CDK builds them)');
  const out = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  try {
    for (const resource of readdirSync('functions').filter((d) =>
      statSync(join('functions', d)).isDirectory(),
    )) {
      const entry = ['handler.ts', 'worker.ts']
        .map((f) => join('functions', resource, f))
        .find((f) => {
          try {
            return statSync(f).isFile();
          } catch {
            return false;
          }
        });
      if (!entry) continue;
      const outfile = join(out, `${resource}.mjs`);
      await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        outfile,
        logLevel: 'silent',
      });
      const bytes = readFileSync(outfile);
      console.log(
        `  ${resource.padEnd(18)} ${kb(bytes.length).padStart(10)}  (gzip ${kb(gzipSync(bytes).length)})`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function webBundle() {
  console.log('\nWeb app first load (vite build)');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const html = readFileSync('dist/web/index.html', 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(readFileSync(join('dist/web', asset))).length;
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  console.log(`  JS loaded by index.html:  ${kb(js)} gzip`);
  console.log(`  CSS loaded by index.html: ${kb(css)} gzip`);
}

await offlineAi();
await scoringEvaluation();
await lambdaBundles();
webBundle();
await localApi('source');
await localApi('artifacts');
