import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newContext, signInAs } from './support/browser';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

/** Opens a page and lets it settle: its data loaded and its spinners gone. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  // Down to the bottom, so what loads as it comes into view (the landing page's contact form) is checked too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[class*="awsui_spinner"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** Every route of the app (web/src/app/router.tsx), checked with axe-core: no critical or serious violation. */
describe('accessibility of every page', () => {
  it('public pages', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    for (const path of [
      '/landing',
      '/pricing',
      '/terms',
      '/privacyPolicy',
      '/cookiePolicy',
      '/about',
      '/login',
      '/register',
      '/confirmAccount',
      '/forgotPassword',
      '/no-such-page',
    ]) {
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  it('manager pages, with an applicant, a template, a session and a job position to show', async () => {
    const token = await signInDemo();
    const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
    const applicant = await api('POST', '/api/applicants', {
      token,
      body: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst', email },
    });
    const template = await generateTemplate(token, {
      topic: 'Data Analyst',
      language: 'English',
      numberOfQuestions: 2,
    });
    const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token,
      body: { applicantId: applicant.body.id, interviewId: template.id },
    });
    const position = await api('POST', '/api/jobPositions', { token, body: { title: 'Data Analyst' } });

    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page);
    for (const path of [
      '/applicants',
      '/addapplicant',
      `/applicants/${applicant.body.id}`,
      `/modifyapplicant/${applicant.body.id}`,
      '/templates',
      '/createTemplate',
      `/templates/${template.id}`,
      '/interviewsessions',
      `/interviewsessions/${session.body.id}`,
      '/jobPositions',
      '/addJobPosition',
      `/jobPositionDetails/${position.body.id}`,
      '/team',
    ]) {
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
    // The dialogs of a session card.
    await visit(page, `/applicants/${applicant.body.id}`);
    await page.getByTestId('extend-deadline').click();
    await page.getByTestId('extend-modal').getByText('Days to add').waitFor();
    await expectNoSeriousA11yViolations(page, 'Extend deadline dialog');
  });
});
