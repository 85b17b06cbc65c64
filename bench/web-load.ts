/**
 * The production web build (`vite build`) in Chromium, as CloudFront serves it: over HTTP/2 (TLS with a
 * throw-away certificate), files gzip-compressed, `/assets/*` cacheable, `/api` and `/runtime-config.json`
 * passed to the local API. Figures come from
 * the browser's own request log (bytes on the wire), not from the build output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { fillSignInForm } from '../tests/e2e/support/sign-in-form';
import { lighthouseScores } from './lighthouse';
import { ACCEPT_SELF_SIGNED, forwardableHeaders, localhostCertificate } from './local-tls';
import { browserSearches, seedSearchApplicants } from './search';

const DIST = 'dist/web';
/** Chromium's flags for the bench (headless, no sandbox, the local certificate accepted). */
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  ACCEPT_SELF_SIGNED,
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Budgets of the first load of `/landing` (KiB on the wire); `/login` is printed without one. */
const JS_BUDGET_KIB = 200;
const CSS_BUDGET_KIB = 60;
/** Budget from opening `/applicants` (10,000 applicants) to its first row, ms. */
const FIRST_ROWS_BUDGET_MS = 1500;

/** Serves `dist/web` on `port` over HTTP/2 as CloudFront does, `/api` passed to `apiUrl`. */
export function serveDist(port: number, apiUrl: string): Promise<Http2SecureServer> {
  const api = new URL(apiUrl);
  // HTTP/2 like CloudFront (docs/decisions/0073-bench-serves-http2-like-cloudfront.md).
  const server = createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path.startsWith('/api/') || path === '/runtime-config.json') {
      const forward = request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: forwardableHeaders(req.headers),
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, forwardableHeaders(up.headers));
          up.pipe(res);
        },
      );
      req.pipe(forward);
      return;
    }
    let file = join(DIST, normalize(path));
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory())
      file = join(DIST, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (
      /^(text|application\/json|image\/svg)/.test(type) &&
      /gzip/.test(String(req.headers['accept-encoding']))
    ) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Loaded {
  js: number;
  css: number;
  blockingCss: number;
  fonts: number;
  other: number;
  files: number;
}

/** Opens `path` in a fresh context and sums what the browser downloaded until the network is idle. */
async function firstLoad(page: Page, url: string): Promise<Loaded> {
  const sizes: Promise<{ type: string; bytes: number; url: string }>[] = [];
  const onFinished = (req: Request) => {
    sizes.push(
      req
        .sizes()
        .then((s) => ({ type: req.resourceType(), bytes: s.responseBodySize, url: req.url() }))
        .catch(() => ({ type: 'gone', bytes: 0, url: req.url() })),
    );
  };
  page.on('requestfinished', onFinished);
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  page.off('requestfinished', onFinished);
  // Render-blocking: the stylesheets the HTML document itself links (chunks add theirs later).
  const html = (await document?.text()) ?? '';
  const blocking = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => new URL(m[1]!, url).href,
  );
  const all = await Promise.all(sizes);
  const sum = (f: (r: { type: string; url: string }) => boolean) =>
    all.filter(f).reduce((n, r) => n + r.bytes, 0) / 1024;
  return {
    js: sum((r) => r.type === 'script'),
    css: sum((r) => r.type === 'stylesheet'),
    blockingCss: sum((r) => r.type === 'stylesheet' && blocking.includes(r.url)),
    fonts: sum((r) => r.type === 'font'),
    other: sum((r) => !['script', 'stylesheet', 'font'].includes(r.type)),
    files: all.length,
  };
}

const ok = (good: boolean) => (good ? 'ok  ' : 'OVER');

/**
 * A fresh context on the served build at `appUrl`, signed in through /login as the manager, and the
 * applicants list with its first row drawn (waited for up to 60 s).
 * @returns the context (the caller closes it), its page and the list's rows.
 */
export async function signedInOnApplicants(
  browser: Browser,
  appUrl: string,
  email: string,
  password: string,
) {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 1366, height: 900 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await fillSignInForm(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const rows = page.locator('[data-testid="applicants-table"] tbody tr');
  await rows.first().waitFor({ timeout: 60_000 });
  return { context, page, rows };
}

/**
 * Builds the web app, serves it on `port` and prints the first load of `/landing` and `/login`, then
 * seeds 10,000 applicants and times `/applicants` to its first row, and a search to its first match.
 */
export async function webLoad(opts: {
  port: number;
  apiUrl: string;
  token: string;
  email: string;
  password: string;
}) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const server = await serveDist(opts.port, opts.apiUrl);
  const appUrl = `https://localhost:${opts.port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
  try {
    console.log(
      '\nWeb first load (production build in Chromium; KiB on the wire, gzip, from the request log)',
    );
    for (const path of ['/landing', '/login']) {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        ignoreHTTPSErrors: true,
      });
      const r = await firstLoad(await context.newPage(), appUrl + path);
      await context.close();
      // The size budgets are the landing page's; /login (a Cloudscape form) is held to its Lighthouse scores.
      const budgeted = path === '/landing';
      const js = budgeted ? `(budget ≤ ${JS_BUDGET_KIB}) ${ok(r.js <= JS_BUDGET_KIB)}` : '(no budget)';
      const css = budgeted
        ? `(budget ≤ ${CSS_BUDGET_KIB}) ${ok(r.blockingCss <= CSS_BUDGET_KIB)}`
        : '(no budget)';
      console.log(
        `  ${path.padEnd(9)} JS ${r.js.toFixed(1)} KiB ${js} render-blocking CSS ${r.blockingCss.toFixed(1)} KiB ${css} ` +
          `all CSS ${r.css.toFixed(1)} KiB, fonts ${r.fonts.toFixed(1)} KiB, other ${r.other.toFixed(1)} KiB, ${r.files} requests`,
      );
    }
    await lighthouseScores(appUrl, ['/landing', '/login']);

    await seedApplicants(opts.apiUrl, opts.token, 10_000);
    console.log('\n/applicants with 10,000 applicants (production build, signed in, Chromium)');
    const { context, page, rows } = await signedInOnApplicants(browser, appUrl, opts.email, opts.password);
    const times: number[] = [];
    let apiBytes = 0;
    let listRequests = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/applicants') listRequests++;
    });
    page.on('requestfinished', (req) => {
      if (new URL(req.url()).pathname === '/api/applicants')
        void req
          .sizes()
          .then((s) => (apiBytes += s.responseBodySize))
          .catch(() => undefined);
    });
    for (let i = 0; i < 3; i++) {
      apiBytes = 0;
      listRequests = 0;
      const start = performance.now();
      await page.goto('/applicants');
      await rows.first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - start);
    }
    await page.waitForLoadState('networkidle');
    times.sort((a, b) => a - b);
    const median = times[1]!;
    console.log(
      `  open /applicants → first row: median ${median.toFixed(0)} ms of 3 (budget ≤ ${FIRST_ROWS_BUDGET_MS}) ${ok(median <= FIRST_ROWS_BUDGET_MS)}; ` +
        `/api/applicants downloaded on the last visit: ${(apiBytes / 1024).toFixed(1)} KiB in ${listRequests} request(s) (budget 1) ${ok(listRequests === 1)}`,
    );
    await browserSearches(page);
    await context.close();
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

/** Writes `count` applicants into the demo organization straight into the table (`search.ts`). */
async function seedApplicants(apiUrl: string, token: string, count: number) {
  const me = (await (
    await fetch(`${apiUrl}/api/account/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { orgId: string };
  await seedSearchApplicants(me.orgId, count);
}
