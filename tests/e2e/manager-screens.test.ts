import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';
import { launchBrowser, newContext, signInAs } from './support/browser';
import {
  DESKTOP,
  newApplicant,
  newSession,
  newTemplate,
  PHONE,
  screenshot,
  seriousAxeFindings,
} from './support/manager-ux';

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

/** Opens a Cloudscape Select by its test id and picks the first option matching `option`. */
async function choose(page: Page, selectTestId: string, option: RegExp | string) {
  await page.locator(`[data-testid="${selectTestId}"] button`).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Checks the one-time code dialog: link, code, e-mail line, and "link + code" on the clipboard. */
async function checkCodeModal(page: Page, email: string) {
  const modal = page.getByTestId('one-time-code');
  const code = (await modal.getByTestId('one-time-code-value').innerText()).trim();
  expect(code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
  const link = (await modal.getByTestId('one-time-code-link').innerText()).trim();
  expect(link).toMatch(/\/session\/[0-9A-Z]{26}$/);
  expect(await modal.textContent()).toContain(`e-mailed to ${email}`);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await modal.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(clipboard).toBe(code);
  await page.keyboard.press('Escape'); // closes the "Copied" popover, not the dialog
  await modal.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect.poll(clipboard).toBe(link);
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Copy link and code' }).click();
  await expect.poll(clipboard).toContain(link);
  expect(await clipboard()).toContain(code);
}

describe('the one-time access code dialog', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows link, code and copy buttons after Create Session on the profile at ${viewport.width} px`, async () => {
      const applicant = await newApplicant(token, 'Dorothy', 'Vaughan');
      await newSession(token, applicant.id, templateId);
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await signInAs(page);
        await page.goto(`/applicants/${applicant.id}`);
        await page.getByTestId('session-card').first().waitFor();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await screenshot(page, `profile-${viewport.width}`);
        expect(await seriousAxeFindings(page, `profile ${viewport.width}px`)).toEqual([]);

        await page.getByTestId('create-session').click();
        await choose(page, 'create-session-template', /Frontend Developer/);
        await page.getByTestId('create-session-submit').click();
        await page.getByTestId('one-time-code').waitFor();
        await screenshot(page, `one-time-code-${viewport.width}`, false);
        expect(await seriousAxeFindings(page, `one-time code ${viewport.width}px`)).toEqual([]);
        await checkCodeModal(page, applicant.email);
        await page.getByTestId('one-time-code-done').click();
        await expect.poll(() => page.getByTestId('session-card').count()).toBe(2);
      } finally {
        await context.close();
      }
    });
  }

  it('is the same dialog in the job position flow', async () => {
    const applicant = await newApplicant(token, 'Mae', 'Jemison');
    const position = await api('POST', '/api/jobPositions', {
      token,
      body: { title: 'Flight Engineer', description: 'Runs the experiments on board.' },
    });
    expect(position.status).toBe(201);
    const id = position.body.id as string;
    expect(
      (
        await api('POST', `/api/jobPositions/${id}/candidates`, {
          token,
          body: { applicantId: applicant.id },
        })
      ).status,
    ).toBeLessThan(300);
    await generateTemplate(
      token,
      { jobPositionId: id, numberOfQuestions: 2, language: 'English' },
      '/api/interviews/GenerateCustomForJobPosition',
    );

    const context = await newContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await signInAs(page);
      await page.goto(`/jobPositionDetails/${id}?tab=candidates`);
      await page.getByTestId('candidate-create-session').first().click();
      await choose(page, 'create-session-template', /Flight Engineer/);
      await page.getByTestId('create-session-submit').click();
      await page.getByTestId('one-time-code').waitFor();
      await checkCodeModal(page, applicant.email);
    } finally {
      await context.close();
    }
  });
});

describe('/interviewsessions and the lists at 390 px and 1366 px', () => {
  it('shows cards with the row as a link on a phone and the full table on a desktop', async () => {
    const applicant = await newApplicant(token, 'Annie', 'Easley');
    await newSession(token, applicant.id, templateId);
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await signInAs(page);
        const phone = viewport.width === PHONE.width;
        // The applicants list too: no sideways scrolling to reach a profile on a phone.
        await page.getByTestId(phone ? 'applicants-cards' : 'applicants-table').waitFor();
        await page.goto('/interviewsessions');
        await page.getByTestId(phone ? 'sessions-cards' : 'sessions-table').waitFor();
        await page.getByText('Annie Easley').first().waitFor();
        await screenshot(page, `interviewsessions-${viewport.width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await seriousAxeFindings(page, `/interviewsessions ${viewport.width}px`)).toEqual([]);
        if (phone) {
          await page.getByTestId('card-link').filter({ hasText: 'Annie Easley' }).first().click();
          await page.waitForURL(/\/interviewsessions\/[0-9A-Z]{26}$/);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('the organization’s default interview language and the role bio', () => {
  it('shows "10 questions in Spanish" by Generate, follows the setting, and quotes the bio as the role', async () => {
    const manager = await newManagerInNewOrg('Lingua Ltd');
    const context = await newContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await signInAs(page, manager.email, 'Other-Passw0rd!');
      await page.goto('/createTemplate');
      await expect
        .poll(() => page.getByTestId('template-summary').textContent())
        .toBe('10 questions in Spanish');

      await page.goto('/team');
      await choose(page, 'settings-default-language', /^English$/);
      await page.getByTestId('settings-save').click();
      await page.getByText('New interview templates start in English.').waitFor();

      await page.goto('/createTemplate');
      await expect
        .poll(() => page.getByTestId('template-summary').textContent())
        .toBe('10 questions in English');
      await page.locator('[data-testid="template-topic"] input').fill('Backend Developer');
      await page
        .locator('[data-testid="template-bio"] textarea')
        .fill('Builds the payment APIs of a small team');
      await page.getByTestId('generate-template').click();
      await page.waitForURL(/\/templates\/[0-9A-Z]{26}$/);
      await page.getByText('Question 1', { exact: true }).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('role is described as: “Builds the payment APIs of a small team');
      expect(text).not.toMatch(/Your background mentions|En tu perfil mencionas/);
    } finally {
      await context.close();
    }
  });
});

describe('a second applicant with the same e-mail', () => {
  it('warns with a link to the existing one, and can still be added deliberately', async () => {
    const existing = await newApplicant(token, 'Evelyn', 'Boyd');
    const context = await newContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await signInAs(page);
      await page.goto('/addapplicant');
      const field = (name: string) =>
        page
          .locator(`[data-testid="applicant-${name}"] input, [data-testid="applicant-${name}"] textarea`)
          .first();
      await field('firstName').fill('Eve');
      await field('lastName').fill('Boyd');
      await field('jobTitle').fill('Mathematician');
      await field('email').fill(existing.email.toUpperCase());
      await page.getByTestId('applicant-submit').click();
      const warning = page.getByTestId('duplicate-applicant');
      await warning.waitFor();
      // Add is below the form and the warning above it: the warning takes the focus, so it is in view.
      await expect
        .poll(() =>
          page.evaluate(() => !!document.activeElement?.closest('[data-testid="duplicate-applicant"]')),
        )
        .toBe(true);
      expect(await warning.getByTestId('duplicate-applicant-link').getAttribute('href')).toBe(
        `/applicants/${existing.id}`,
      );
      expect(page.url()).toMatch(/\/addapplicant$/);

      await warning.getByTestId('duplicate-add-anyway').click();
      await page.getByText('Applicant added').waitFor();
      await page.waitForURL(/\/applicants\/[0-9A-Z]{26}$/);
      expect(page.url()).not.toContain(existing.id);
    } finally {
      await context.close();
    }
  });
});

describe('navigation feedback', () => {
  it('shows progress while the next page loads, a readable loading badge, the top of the page and a favicon', async () => {
    const context = await newContext(browser, PHONE);
    try {
      const page = await context.newPage();
      // The Team page's code and the applicants list answer slowly, as on a busy machine.
      await page.route('**/src/pages/team/team-page.tsx*', async (route) => {
        await new Promise((r) => setTimeout(r, 3_000));
        await route.continue();
      });
      await signInAs(page);
      await page.getByTestId('applicants-cards').waitFor();

      await page.goto('/applicants');
      await page.getByTestId('applicants-cards').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('[data-testid="nav-team"]').dispatchEvent('click');
      await page.getByTestId('navigation-progress').waitFor();
      await page.waitForURL(/\/team$/);
      await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The Team tables keep a column subset on a phone: no sideways scrolling.
      await page.getByTestId('team-members').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await page.route(
        (url) => url.pathname === '/api/team',
        async (route) => {
          await new Promise((r) => setTimeout(r, 2_000));
          await route.continue();
        },
      );
      await page.reload();
      const badge = page.getByTestId('global-loading');
      await badge.waitFor();
      // Polled while the held request keeps the badge up: a remount between finding and reading it reads ''.
      await expect
        .poll(() => badge.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 1_500 })
        .toBe('rgb(255, 255, 255)');

      const icon = await page.request.get('/favicon.ico');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/image/);
      expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
