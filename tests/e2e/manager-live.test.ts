import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInDemo } from '../support/api';
import { launchBrowser, newContext, signInAs, skipWelcomeTour } from './support/browser';
import {
  applicantStarts,
  applicantSubmits,
  newApplicant,
  newSession,
  newTemplate,
  seriousAxeFindings,
} from './support/manager-ux';
import { fillSignInForm } from './support/sign-in-form';

let browser: Browser;
let token: string;
let templateId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInDemo();
  templateId = await newTemplate(token, 2);
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByTestId('session-card').first();

describe('live session state on the profile (two browsers)', () => {
  it('shows the applicant’s answer, the submit and the score while the manager only watches', async () => {
    const applicant = await newApplicant(token);
    const session = await newSession(token, applicant.id, templateId);
    const manager = await newContext(browser);
    const applicantBrowser = await newContext(browser, { width: 390, height: 844 });
    try {
      const watch = await manager.newPage();
      await signInAs(watch);
      await watch.goto(`/applicants/${applicant.id}`);
      await expect
        .poll(() => card(watch).getByTestId('session-answers').textContent())
        .toBe('answered 0 of 2');

      const answering = await applicantBrowser.newPage();
      await applicantStarts(answering, session.path, session.code, 'State lives close to where it is used.');
      await expect
        .poll(() => card(watch).getByTestId('session-answers').textContent(), { timeout: 15_000 })
        .toBe('answered 1 of 2');

      await applicantSubmits(answering);
      await expect
        .poll(() => card(watch).getByTestId('session-open-badge').textContent(), { timeout: 15_000 })
        .toBe('Closed');
      await card(watch).getByTestId('session-score').waitFor({ timeout: 20_000 });
      expect(await seriousAxeFindings(watch, 'profile with a scored session')).toEqual([]);
    } finally {
      await manager.close();
      await applicantBrowser.close();
    }
  });
});

describe('Check For Completion', () => {
  it('says how far the applicant got, submits it for the applicant, who is told the company submitted it', async () => {
    const applicant = await newApplicant(token);
    const session = await newSession(token, applicant.id, templateId);
    const manager = await newContext(browser);
    const applicantBrowser = await newContext(browser);
    try {
      const answering = await applicantBrowser.newPage();
      await applicantStarts(answering, session.path, session.code, 'A first answer.');

      const page = await manager.newPage();
      await signInAs(page);
      await page.goto(`/applicants/${applicant.id}`);
      await card(page).getByTestId('check-completion').click();
      const explanation = page.getByTestId('submit-explanation');
      await expect
        .poll(() => explanation.textContent())
        .toContain('has answered 1 of 2 questions and has not submitted');
      await page.getByTestId('session-confirm-ok').click();
      await page.getByText('Session submitted').waitFor();

      await answering.reload();
      const closed = answering.getByTestId('session-submitted-by-company');
      await closed.waitFor();
      expect(await closed.textContent()).toMatch(/submitted this interview for you/);
      expect(await answering.getByText(/Your answers were submitted/).count()).toBe(0);
    } finally {
      await manager.close();
      await applicantBrowser.close();
    }
  });

  it('on a card that still says Open, reads the session again and only checks scoring of a submitted one', async () => {
    const applicant = await newApplicant(token);
    const session = await newSession(token, applicant.id, templateId);
    const manager = await newContext(browser);
    const applicantBrowser = await newContext(browser);
    try {
      const page = await manager.newPage();
      await signInAs(page);
      // The profile keeps its first answer, as a card would between two polls.
      let stale: unknown;
      await page.route(
        (url) => url.pathname === `/api/applicants/${applicant.id}`,
        async (route) => {
          if (stale === undefined) stale = await (await route.fetch()).json();
          await route.fulfill({ json: stale });
        },
      );
      let forced = false;
      page.on('request', (r) => {
        if (r.url().endsWith('/force')) forced = true;
      });
      await page.goto(`/applicants/${applicant.id}`);
      await card(page).getByTestId('check-completion').waitFor();

      const answering = await applicantBrowser.newPage();
      await applicantStarts(answering, session.path, session.code, 'Only one answer.');
      await applicantSubmits(answering);

      await card(page).getByTestId('check-completion').click();
      const explanation = page.getByTestId('submit-explanation');
      await expect.poll(() => explanation.textContent()).toMatch(/already submitted/);
      expect(await explanation.textContent()).not.toContain('can no longer answer');
      await page.getByTestId('session-confirm-ok').click();
      await page.getByTestId('session-confirm-modal').waitFor({ state: 'detached' });
      expect(forced).toBe(false);
    } finally {
      await manager.close();
      await applicantBrowser.close();
    }
  });
});

describe('one sign-in for the tabs of a browser session', () => {
  it('opens a second tab signed in, keeps no tokens in localStorage, and signs out everywhere at once', async () => {
    const applicant = await newApplicant(token, 'Mary', 'Jackson');
    const context = await newContext(browser);
    const stranger = await newContext(browser);
    try {
      const first = await context.newPage();
      await signInAs(first);
      const second = await context.newPage();
      await second.goto(`/applicants/${applicant.id}`);
      await second.getByTestId('applicant-name').getByText('Mary Jackson').waitFor();

      const storage = (page: Page) =>
        page.evaluate(() => ({
          local: JSON.stringify(localStorage),
          session: JSON.stringify(sessionStorage),
        }));
      for (const page of [first, second]) expect((await storage(page)).local).not.toMatch(/eyJ|hiring\.auth/);
      // Only the tab that signed in keeps a refresh token, and only in its sessionStorage.
      expect((await storage(first)).session).toContain('hiring.auth.refresh');
      expect((await storage(second)).session).not.toContain('hiring.auth');

      // The tab that signed in survives a reload.
      await first.reload();
      await first.getByTestId('applicants-table').waitFor();

      // Another browser session is not signed in.
      const other = await stranger.newPage();
      await other.goto(`/applicants/${applicant.id}`);
      await other.waitForURL(/\/login$/);

      await first.locator('[data-testid="nav-sign-out"]').click();
      await first.waitForURL(/\/login$/);
      await second.waitForURL(/\/login$/);
      await second.reload();
      await second.waitForURL(/\/login$/);
    } finally {
      await context.close();
      await stranger.close();
    }
  });
});

describe('sign-in to the applicants list', () => {
  it('needs no page code after the click: the dashboard and list load while the manager types', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const { demoEmail: email, demoPassword: password } = inject('stack');
      await skipWelcomeTour(page, email, password);
      await page.goto('/login');
      await page.waitForLoadState('networkidle');
      // The form's first use starts fetching the manager pages; a person takes seconds to type, the test
      // fills at once, so it waits as long as that fetching goes on (no new request for a second).
      let lastRequest = Date.now();
      page.on('request', () => (lastRequest = Date.now()));
      await fillSignInForm(page, email, password);
      await expect
        .poll(() => Date.now() - lastRequest, { timeout: 30_000, interval: 200 })
        .toBeGreaterThan(1_000);
      const modules: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (/\.(tsx?|m?js)$/.test(path)) modules.push(path);
      });
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/applicants$/);
      await page.locator('[data-testid="applicants-table"] tbody tr').first().waitFor();
      expect(modules).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
