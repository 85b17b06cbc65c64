/**
 * Sign-in to the applicants list in headless Chromium, as a manager feels it: from the click on
 * "Sign in" to the first applicant row, with where the time goes (token exchange, membership, the
 * applicants call, JavaScript modules loaded after the click). Each run uses a fresh browser context,
 * so nothing is cached. Standalone: `tsx bench/sign-in.ts http://localhost:5173 [email] [password]`.
 */
import { chromium, type Request } from 'playwright-core';
import { fillSignInForm } from '../tests/e2e/support/sign-in-form';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

interface Phase {
  name: string;
  ms: number;
}

/** One sign-in: total ms from the click to the first row, and the API calls and modules on the way. */
async function once(appUrl: string, email: string, password: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const loadStart = performance.now();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const loginPageMs = performance.now() - loadStart;
    // Let the idle-time preloads of the login page finish, as they would while a person types.
    await page.waitForLoadState('networkidle');
    await fillSignInForm(page, email, password);

    const phases: Phase[] = [];
    let modules = 0;
    const clickAt = performance.now();
    const onDone = (request: Request) => {
      const url = new URL(request.url());
      const t = request.timing();
      if (url.pathname.startsWith('/api/')) {
        phases.push({ name: `${request.method()} ${url.pathname}`, ms: t.responseEnd });
      } else if (/\.(tsx?|js|css)$|\/node_modules\//.test(url.pathname)) modules++;
    };
    page.on('requestfinished', onDone);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[data-testid="applicants-table"] tbody tr').first().waitFor({ timeout: 30_000 });
    const totalMs = performance.now() - clickAt;
    page.off('requestfinished', onDone);
    await context.close();
    return { loginPageMs, totalMs, phases, modules };
  } finally {
    await browser.close();
  }
}

/** Prints `runs` sign-ins and their median. */
export async function benchSignIn(appUrl: string, email: string, password: string, runs = 5) {
  console.log(`\nSign-in to the applicants list (Chromium, fresh context each run, ${appUrl})`);
  const totals: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await once(appUrl, email, password);
    totals.push(r.totalMs);
    const calls = r.phases.map((p) => `${p.name} ${p.ms.toFixed(0)} ms`).join(', ');
    console.log(
      `  run ${i + 1}: click → first row ${r.totalMs.toFixed(0)} ms; /login ready ${r.loginPageMs.toFixed(0)} ms;` +
        ` modules after the click: ${r.modules}; ${calls}`,
    );
  }
  totals.sort((a, b) => a - b);
  console.log(`  median click → first row: ${totals[Math.floor(totals.length / 2)]!.toFixed(0)} ms`);
}

if (process.argv[1]?.endsWith('sign-in.ts')) {
  const [appUrl = 'http://localhost:5173', email = 'demo@hiring.local', password = 'Demo-Passw0rd!'] =
    process.argv.slice(2);
  await benchSignIn(appUrl, email, password, Number(process.env.RUNS ?? 5));
}
