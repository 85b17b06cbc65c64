import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_PAGES, PUBLIC_PAGES } from '../../web/src/app/page-routes';
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

/** Pages that draw their content after their data came, with what shows once they have. */
const DRAWN_LATER: Record<string, string> = {
  // Swagger UI renders the operations of /api/openapi.json after fetching it.
  '/api-docs': '.swagger-ui .opblock',
};

/**
 * Opens a page and lets it settle: its data loaded and its spinners gone.
 * @throws when the router shows its error page instead (a page that fails to render has nothing to check).
 */
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
  const drawn = DRAWN_LATER[path];
  if (drawn) await page.locator(drawn).first().waitFor();
  expect(await page.getByTestId('route-error-page').count(), `${path} renders`).toBe(0);
}

/**
 * A route's path with its `:param` filled by a seeded item's id.
 * @throws Error for a route with a parameter this test seeds nothing for, so a new page is never skipped.
 */
function pathOf(pattern: string, ids: Record<string, string>): string {
  if (!pattern.includes(':')) return pattern;
  const id = ids[pattern];
  if (!id) throw new Error(`Nothing seeded for ${pattern}: seed an item for it in this test`);
  return pattern.replace(/:[^/]+/, id);
}

/** Items to show, made through the API, and the id each route with a parameter opens. */
async function seed(): Promise<Record<string, string>> {
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
  const webhook = await api('POST', '/api/webhooks', {
    token,
    body: { url: 'https://ats.example.com/hooks', events: ['session.scored'] },
  });
  return {
    '/session/:id': session.body.id,
    '/session/:id/requests': session.body.id,
    '/applicants/:id': applicant.body.id,
    '/modifyapplicant/:id': applicant.body.id,
    '/templates/:id': template.id,
    '/interviewsessions/:id': session.body.id,
    '/jobPositionDetails/:id': position.body.id,
    '/integrations/webhooks/:id': webhook.body.id,
  };
}

/**
 * Every route of the app, as the router lists them (web/src/app/page-routes.ts), checked with axe-core: no
 * critical or serious violation.
 */
describe('accessibility of every page', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = await seed();
  });

  it('public pages, and the page of an unknown path', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    for (const path of [...PUBLIC_PAGES.map((route) => pathOf(route.path, ids)), '/no-such-page']) {
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  it('manager pages, with an applicant, a template, a session, a job position and a webhook to show', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page);
    for (const path of MANAGER_PAGES.map((route) => pathOf(route.path, ids))) {
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
    // The dialogs of a session card.
    await visit(page, `/applicants/${ids['/applicants/:id']}`);
    await page.getByTestId('extend-deadline').click();
    await page.getByTestId('extend-modal').getByText('Days to add').waitFor();
    await expectNoSeriousA11yViolations(page, 'Extend deadline dialog');
  }, 300_000);
});
