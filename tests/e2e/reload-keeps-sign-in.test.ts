import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { api, signInDemo } from '../support/api';
import { launchBrowser, newContext, signInAs } from './support/browser';

/**
 * A manager who reloads the applicant profile quickly, while waiting for a score, stays signed in. Each
 * load redeems the stored refresh token; before, a refresh cut off by the next reload (`net::ERR_ABORTED`)
 * cleared it, and by the fourth reload the page was on /login for good.
 */
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
      const refreshing = page.waitForRequest((r) => r.url().endsWith('/api/account/refresh'));
      await page.reload({ waitUntil: 'commit' });
      await refreshing;
    }
    await page.reload();
    await page.locator('[data-testid="applicant-name"]').waitFor();
    expect(page.url()).toMatch(new RegExp(`/applicants/${created.body.id}$`));
    expect(refreshes).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});
