/**
 * Only the search-at-size figures (`npm run bench -- search`): the local stack behind the counting
 * proxy, 10,000 seeded applicants, the searches of `search.ts` through the API and in Chromium (production
 * build), without the rest of the bench. `npm run bench` prints the same lines among the others.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { TEST_DEMO } from '../tests/support/stack';
import { startCountedStack } from './counted-stack';
import { apiSearches, browserSearches, seedSearchApplicants, SEARCH_ROUND_BUDGET } from './search';
import { ARGS, serveDist, signedInOnApplicants } from './web-load';

/** Starts the stack on `offset`'s ports, seeds 10,000 applicants and prints the search figures. */
export async function searchAtSize(offset: number): Promise<void> {
  const { stack, counter, ports, stop } = await startCountedStack(offset);
  try {
    const call = async (path: string, init?: RequestInit) => {
      const res = await fetch(stack.apiUrl + path, init);
      if (res.status >= 400) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const { accessToken } = await call('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_DEMO.email, password: TEST_DEMO.password }),
    });
    const get = (path: string) => call(path, { headers: { authorization: `Bearer ${accessToken}` } });
    const { orgId } = await get('/api/account/me');
    await seedSearchApplicants(orgId, 10_000);

    const noMatch = '/api/applicants?limit=50&q=nobody%20here';
    await get(noMatch);
    const none = await counter.measure(() => get(noMatch));
    console.log(
      `\n  no match "nobody here": ${none.rounds} DynamoDB round trips (budget ≤ ${SEARCH_ROUND_BUDGET}) ` +
        `${none.rounds <= SEARCH_ROUND_BUDGET ? 'ok  ' : 'OVER'}, ${none.calls} calls, ${none.readUnits.toFixed(1)} read capacity units`,
    );
    await apiSearches(get, (fn) => counter.measure(fn));

    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
      stdio: 'inherit',
    });
    const server = await serveDist(ports.web, stack.apiUrl);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ARGS,
      headless: true,
    });
    try {
      const { context, page } = await signedInOnApplicants(
        browser,
        `https://localhost:${ports.web}`,
        TEST_DEMO.email,
        TEST_DEMO.password,
      );
      await browserSearches(page);
      await context.close();
    } finally {
      await browser.close();
      await new Promise((r) => server.close(r));
    }
  } finally {
    await stop();
  }
}
