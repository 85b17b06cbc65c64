import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from './chromium';

/** Flags for headless Chromium on a machine with no network beyond loopback (TOOLCHAIN.md). */
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
export async function newContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('stack').appUrl, viewport });
  context.setDefaultTimeout(15_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

/** Signs in through the /login form and waits for the applicants list. */
export async function signInAs(page: Page, email = inject('stack').demoEmail, password = inject('stack').demoPassword) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/applicants$/);
}
