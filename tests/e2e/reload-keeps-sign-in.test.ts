import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { api, signInDemo } from '../support/api';
import { launchBrowser, newContext, signInAs } from './support/browser';

/**
 * A manager who reloads the applicant profile quickly, while waiting for a score, stays signed in. Each
 * load redeems the stored refresh token; before, a refresh cut off by the next reload (`net::ERR_ABORTED`)
 * cleared it, and by the fourth reload the page was on /login for good.
 */
/**
 * Reloads the page without waiting for it to load. Chromium refuses `Page.reload` with "Not attached to an
 * active page" while the previous navigation's frame is being swapped; the reload is tried again then, as a
 * manager's repeated F5 would be.
 */
async function reloadWhileLoading(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.reload({ waitUntil: 'commit' });
      return;
    } catch (error) {
      if (attempt >= 5 || !/not attached to an active page/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quick reloads', () => {
  it('keep the manager signed in on the applicant profile', async () => {
    const created = await api('POST', '/api/applicants', {
      token: await signInDemo(),
      body: {
        firstName: 'Reload',
        lastName: 'Tester',
        jobTitle: 'Engineer',
        email: `reload-${randomUUID().slice(0, 8)}@example.com`,
      },
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page);
    await page.goto(`/applicants/${created.body.id}`);
    await page.locator('[data-testid="applicant-name"]').waitFor();
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/account/refresh')) refreshes++;
    });
    // Each reload starts before the previous load's refresh has answered.
    for (let i = 0; i < 6; i++) {
      const before = refreshes;
      await reloadWhileLoading(page);
      await expect.poll(() => refreshes, { timeout: 15_000 }).toBeGreaterThan(before);
    }
    await reloadWhileLoading(page);
    await page.waitForLoadState('load');
    await page.locator('[data-testid="applicant-name"]').waitFor();
    expect(page.url()).toMatch(new RegExp(`/applicants/${created.body.id}$`));
    expect(refreshes).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});
