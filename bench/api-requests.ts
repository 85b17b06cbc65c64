/**
 * The API on the local stack (source handlers, DynamoDB Local behind a counting proxy): DynamoDB round
 * trips per route next to a budget, whether answers are compressed, and latency. Then the production
 * web build in Chromium (`web-load.ts`) against the same stack.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { TEST_DEMO } from '../tests/support/stack';
import { startCountedStack } from './counted-stack';
import type { RoundTrips } from './dynamodb-counter';
import { webLoad } from './web-load';
import { apiSearches } from './search';
import { BENCH_SIGNALS, ROUND_BUDGET } from './round-budgets';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** A raw GET that reports the bytes on the wire and the content encoding. */
function rawGet(url: string, token: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Starts the stack with its DynamoDB calls counted and runs the API and browser figures. */
export async function apiAndWeb(offset: number): Promise<void> {
  const { stack, counter, ports, stop } = await startCountedStack(offset);
  try {
    const call = async (method: string, path: string, body?: unknown, token?: string, headers = {}) => {
      const res = await fetch(stack.apiUrl + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    };
    const { accessToken: token } = await call('POST', '/api/account/login', {
      email: TEST_DEMO.email,
      password: TEST_DEMO.password,
    });
    const position = await call(
      'POST',
      '/api/jobPositions',
      { title: 'Data Analyst', description: 'Reports and dashboards.' },
      token,
    );
    const newApplicant = (n: number) =>
      call(
        'POST',
        '/api/applicants?allowDuplicateEmail=true',
        {
          firstName: `Bench${n}`,
          lastName: 'Applicant',
          jobTitle: 'Data Analyst',
          email: `bench${n}@example.com`,
          jobPositionId: position.id,
        },
        token,
      );
    const applicant = await newApplicant(1);
    const doomed = await newApplicant(2);
    const generated = await call(
      'POST',
      '/api/interviews/generate',
      { topic: 'Data Analyst', language: 'English', numberOfQuestions: 5 },
      token,
    );
    // The questions are written in the background: a session needs them all.
    while ((await call('GET', `/api/interviews/${generated.id}`, undefined, token)).status === 'generating') {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const session = await call(
      'POST',
      `/api/applicants/${applicant.id}/AddSession`,
      { applicantId: applicant.id, interviewId: generated.id },
      token,
    );
    await call(
      'POST',
      `/api/applicants/${doomed.id}/AddSession`,
      { applicantId: doomed.id, interviewId: generated.id },
      token,
    );

    // The scored candidate: answers saved (one save counted), the session finished with the in-process
    // scorer held, then the scoring worker run and counted on its own.
    const entered = await call('POST', `/api/session/${session.id}/auth`, {
      code: session.accessCode,
      noticeAccepted: true,
    });
    const { questions } = await call('GET', `/api/session/${session.id}`, undefined, entered.token);
    // As the web app saves: a new Idempotency-Key per save, with the integrity signals the page sends
    // (docs/product.md#integrity-signals): no extra round trip for them.
    const save = (questionId: string, response: string, key?: string) =>
      call(
        'POST',
        '/api/session/SaveAnswer',
        { sessionId: session.id, questionId, response, signals: BENCH_SIGNALS },
        entered.token,
        key ? { 'idempotency-key': key } : {},
      );
    const firsts: { followUp?: { id: string } }[] = [];
    for (const q of questions as { id: string }[])
      firsts.push(await save(q.id, 'A first draft about dashboards.'));
    const saved = await counter.measure(() =>
      save(questions[0].id, 'Reports, dashboards and the checks behind them.', randomUUID()),
    );
    const savedPlain = await counter.measure(() =>
      save(questions[1].id, 'Dashboards, and the numbers checked twice.'),
    );
    // The offline provider asks a follow-up after the vague first draft; its answer saved, then edited.
    const asked = firsts[1]?.followUp;
    const answerFollowUp = (response: string) =>
      call(
        'POST',
        '/api/session/SaveAnswer',
        {
          sessionId: session.id,
          questionId: questions[1].id,
          followUpId: asked!.id,
          response,
          signals: BENCH_SIGNALS,
        },
        entered.token,
      );
    if (asked) await answerFollowUp('The weekly sales dashboard, checked against the ledger.');
    const followUpSaved = asked
      ? await counter.measure(() =>
          answerFollowUp('The weekly sales dashboard, checked against the ledger daily.'),
        )
      : undefined;
    const { serveScoringInProcess } = await import('../functions/scoring/queue');
    const { scoreSessionById } = await import('../functions/scoring/score-session');
    // The finish queues nothing here: the bench scores the session itself, counting its round trips.
    serveScoringInProcess(() => undefined);
    await call('POST', `/api/session/${session.id}/finish`, undefined, entered.token);
    const scoring = await counter.measure(() => scoreSessionById(session.id));

    const routes: [string, string, string][] = [
      ['GET /api/account/me', 'GET', '/api/account/me'],
      ['GET /api/applicants', 'GET', '/api/applicants?limit=50'],
      ['GET /api/applicants/{id}', 'GET', `/api/applicants/${applicant.id}`],
      ['GET /api/interviews', 'GET', '/api/interviews?limit=50'],
      ['GET /api/jobPositions', 'GET', '/api/jobPositions?limit=50'],
      [
        'GET /api/jobPositions/{id}/candidates',
        'GET',
        `/api/jobPositions/${position.id}/candidates?limit=50`,
      ],
      ['GET /api/session', 'GET', '/api/session?limit=50'],
      ['GET /api/session/{id}/details', 'GET', `/api/session/${session.id}/details`],
      ['GET /api/applicants?sort=name', 'GET', '/api/applicants?limit=50&sort=name&order=asc'],
      ['GET /api/applicants?q=', 'GET', '/api/applicants?limit=50&q=bench%20analyst'],
      ['GET /api/interviews?sort=title', 'GET', '/api/interviews?limit=50&sort=title&order=asc'],
      ['GET /api/interviews?q=', 'GET', '/api/interviews?limit=50&q=analyst'],
      ['GET /api/jobPositions?sort=title', 'GET', '/api/jobPositions?limit=50&sort=title&order=asc'],
      ['GET /api/jobPositions?q=', 'GET', '/api/jobPositions?limit=50&q=data'],
      ['GET /api/session?sort=applicantName', 'GET', '/api/session?limit=50&sort=applicantName&order=asc'],
      ['GET /api/session?q=&status=', 'GET', '/api/session?limit=50&q=bench1&status=open&decision=none'],
    ];
    console.log(
      '\nDynamoDB round trips per request (counted at DynamoDB Local; warm, second call of each route)',
    );
    const show = (name: string, t: RoundTrips) => {
      const budget = ROUND_BUDGET[name]!;
      const ops = Object.entries(t.operations)
        .map(([op, n]) => `${op}×${n}`)
        .join(' ');
      console.log(
        `  ${name.padEnd(44)} ${String(t.rounds).padStart(2)} rounds (budget ≤ ${budget}) ${t.rounds <= budget ? 'ok  ' : 'OVER'} ${t.calls} calls: ${ops}`,
      );
    };
    for (const [name, method, path] of routes) {
      await call(method, path, undefined, token);
      show(name, await counter.measure(() => call(method, path, undefined, token)));
    }
    show('POST /api/session/SaveAnswer', saved);
    show('POST /api/session/SaveAnswer (no key)', savedPlain);
    if (followUpSaved) show('POST /api/session/SaveAnswer (follow-up)', followUpSaved);
    else console.log('  POST /api/session/SaveAnswer (follow-up): no follow-up was asked');
    show('scoring worker (one session)', scoring);
    show(
      'DELETE /api/applicants/{id}',
      await counter.measure(() => call('DELETE', `/api/applicants/${doomed.id}`, undefined, token)),
    );

    console.log('\nAPI answers (local gateway, as CloudFront with compress on /api/*)');
    const wire = await rawGet(`${stack.apiUrl}/api/applicants?limit=100`, token);
    console.log(
      `  GET /api/applicants?limit=100: ${(wire.bytes / 1024).toFixed(1)} KiB on the wire, content-encoding ${wire.encoding} (budget: compressed) ${wire.encoding === 'none' ? 'OVER' : 'ok'}`,
    );
    for (const [name, , path] of routes.slice(1, 5)) {
      const samples: number[] = [];
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        await call('GET', path, undefined, token);
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(28)} p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (30 runs)`,
      );
    }
    await webLoad({
      port: ports.web,
      apiUrl: stack.apiUrl,
      token,
      email: TEST_DEMO.email,
      password: TEST_DEMO.password,
    });
    // The worst case of a search: 10,000 applicants (seeded by webLoad), none matching, read to the bound.
    console.log('\nLists with 10,000 applicants (decision record 0062)');
    const noMatch = '/api/applicants?limit=50&q=nobody%20here';
    await call('GET', noMatch, undefined, token);
    show(
      'GET /api/applicants?q= (10,000 applicants, no match)',
      await counter.measure(() => call('GET', noMatch, undefined, token)),
    );
    await apiSearches(
      (path) => call('GET', path, undefined, token),
      (fn) => counter.measure(fn),
    );
    for (const [name, path] of [
      ['by name, first page', '/api/applicants?limit=50&sort=name&order=asc'],
      ['search, no match', noMatch],
      ['search, a last name', '/api/applicants?limit=50&q=vandenb'],
    ] as const) {
      const samples: number[] = [];
      for (let i = 0; i < 10; i++) {
        const start = performance.now();
        await call('GET', path, undefined, token);
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `  GET /api/applicants ${name.padEnd(20)} p50 ${percentile(samples, 0.5).toFixed(1)} ms (10 runs)`,
      );
    }
  } finally {
    await stop();
  }
}
