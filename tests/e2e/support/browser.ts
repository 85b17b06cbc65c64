import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { tourStorageKey } from '../../../web/src/components/tour-steps';
import { api, signIn } from '../../support/api';
import { CHROMIUM_PATH } from './chromium';
import { fillSignInForm } from './sign-in-form';

/** Flags for headless Chromium on a machine with no network beyond loopback (docs/architecture.md#tests). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches Debian's Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
}

/** A fresh browser context (its own storage, like a separate person) with the app's base URL. */
export async function newContext(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('stack').appUrl, viewport });
  context.setDefaultTimeout(15_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

/**
 * Marks the welcome tour as completed for this manager in the page's storage, so its dialog does not
 * cover the dashboard in tests about other things (tests/e2e/onboarding.test.ts covers the tour).
 */
export async function skipWelcomeTour(page: Page, email: string, password: string) {
  const me = await api<{ userId: string }>('GET', '/api/account/me', {
    token: await signIn(email, password),
  });
  if (me.status !== 200) return;
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), tourStorageKey(me.body.userId));
}

/** Signs in through the /login form and waits for the applicants list to show (welcome tour already completed). */
export async function signInAs(
  page: Page,
  email = inject('stack').demoEmail,
  password = inject('stack').demoPassword,
) {
  await skipWelcomeTour(page, email, password);
  await page.goto('/login');
  await fillSignInForm(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/applicants$/);
  // What stays once signing in has settled: the list (a table, or cards on a phone), drawn inside the
  // dashboard after the login page's own redirect. A test's next page.goto started before that would be
  // cut off by it (net::ERR_ABORTED).
  await page.getByTestId('applicants-table').or(page.getByTestId('applicants-cards')).first().waitFor();
}
