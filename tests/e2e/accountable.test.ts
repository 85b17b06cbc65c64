import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { api, signInDemo } from '../support/api';
import { advanceDays } from '../support/clock';
import { waitForEmail } from '../support/inbox';
import { seedSelfIdentifiedSession } from '../support/sessions';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newContext, signInAs, skipWelcomeTour } from './support/browser';
import { fillSignInForm } from './support/sign-in-form';
import { endedQuarters } from '../../web/src/pages/reports/adverse-impact-page';
import {
  applicantStarts,
  applicantSubmits,
  DESKTOP,
  newApplicant,
  newSession,
  newTemplate,
  PHONE,
} from './support/manager-ux';

/**
 * Accountable hiring in the browser (docs/product.md#accountability): the applicant's self-identification
 * and request form after submitting, the request link from the decision e-mail days later, the managers'
 * requests list and explanation editor, the adverse-impact report of 60 self-identified applicants, the
 * owner's settings, an auditor's landing page, and the retention sweep that leaves the report's figures;
 * screenshots at 1366 and 390 px go to SHOTS.
 */
const SHOTS = process.env.SHOTS_DIR ?? join(process.cwd(), '.local', 'screenshots', 'accountable');
let browser: Browser;
let owner: string;
let orgId: string;
let jobPositionId: string;
const POSITION = `Support Engineer (audit ${Date.now().toString(36)})`;

/** 60 applicants by group: how many, how many a person advanced (advanced score 80, the others 40). */
const GROUPS = [
  ['male', 'white', 12, 6],
  ['male', 'asian', 10, 4],
  ['male', 'blackOrAfricanAmerican', 6, 2],
  ['female', 'white', 12, 6],
  ['female', 'asian', 8, 2],
  ['female', 'blackOrAfricanAmerican', 6, 3],
  ['male', 'hispanicOrLatino', 1, 1],
  ['declined', 'white', 3, 1],
  ['female', 'declined', 2, 0],
] as const;

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const reportFigures = async () =>
  (
    await api(
      'GET',
      `/api/reports/adverse-impact?jobPositionId=${jobPositionId}&measure=selection&period=${endedQuarters()[0]}`,
      { token: owner },
    )
  ).body as {
    total: number;
    categories: { category: string; rate: number | null; impactRatio: number | null }[];
  };

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signInDemo();
  orgId = (await api('GET', '/api/account/me', { token: owner })).body.orgId;
  jobPositionId = (await api('POST', '/api/jobPositions', { token: owner, body: { title: POSITION } })).body
    .id;
  const { now } = await advanceDays(0);
  // In the last quarter that has ended (the page's first choice): reports cover ended quarters only.
  const [year, quarter] = endedQuarters()[0]!.split('-Q').map(Number);
  const submittedAt = Date.UTC(year!, (quarter! - 1) * 3 + 1, 15);
  for (const [sex, race, n, advanced] of GROUPS)
    for (let i = 0; i < n; i++)
      await seedSelfIdentifiedSession({
        now,
        submittedAt,
        orgId,
        jobPositionId,
        interviewId: '01KAXD1T0000000000000000CC',
        sex,
        raceEthnicity: race,
        advanced: i < advanced,
      });
}, 180_000);
afterAll(() => browser?.close());

describe('accountable hiring in the browser', () => {
  it('report, settings, request link, explanation, auditor and the retention sweep', async () => {
    // The owner's settings: decision e-mails on, requests due in 30 days.
    const desk = await newContext(browser, DESKTOP);
    const manager = await desk.newPage();
    await signInAs(manager);
    await manager.goto('/team');
    const settings = manager.getByTestId('organization-settings');
    await settings.getByTestId('settings-record-days').locator('input').waitFor();
    await expect
      .poll(() => settings.getByTestId('settings-record-days').locator('input').inputValue())
      .toBe('1461');
    await settings.getByTestId('settings-decision-emails').locator('input').check();
    await settings.getByTestId('settings-save').click();
    await expect
      .poll(
        async () => (await api('GET', '/api/organization/settings', { token: owner })).body.decisionEmails,
        { timeout: 15_000 },
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(manager, 'settings');
    await settings.screenshot({ path: join(SHOTS, 'settings-1366.png') });

    // The report of the 60 seeded applicants.
    await manager.goto('/reports/adverse-impact');
    await manager.getByRole('button', { name: /Job position/ }).click();
    await manager.getByRole('option', { name: POSITION }).click();
    await manager.getByTestId('adverse-impact-intersection').waitFor();
    await expect.poll(() => manager.getByText('60 applicants').count()).toBe(1);
    await expectNoSeriousA11yViolations(manager, 'adverse-impact report');
    await shot(manager, 'report-1366');
    const before = await reportFigures();

    // A real applicant on a phone: submits, then self-identifies on the page.
    const applicant = await newApplicant(owner, 'Rosa', 'Request');
    const session = await newSession(owner, applicant.id, await newTemplate(owner, 2));
    const phone = await newContext(browser, PHONE);
    const applicantPage = await phone.newPage();
    await applicantStarts(
      applicantPage,
      session.path,
      session.code,
      'I triage by impact on customers first.',
    );
    await applicantSubmits(applicantPage);
    await applicantPage.getByTestId('self-identification-send').waitFor();
    await expectNoSeriousA11yViolations(applicantPage, 'after submitting');
    await shot(applicantPage, 'after-submit-390');
    await applicantPage.getByRole('radio', { name: 'Female' }).check();
    await applicantPage.getByTestId('self-identification-send').click();
    await applicantPage.getByText('Thank you, your answers were saved.').waitFor();

    // A person rejects and e-mails the decision.
    let flagged: string[] = [];
    await expect
      .poll(
        async () => {
          const d = await api('GET', `/api/session/${session.id}/details`, { token: owner });
          flagged = (d.body.questions ?? [])
            .filter(
              (q: { needsReview?: boolean; injectionSuspected?: boolean }) =>
                q.needsReview || q.injectionSuspected,
            )
            .map((q: { id: string }) => q.id);
          return d.body.status;
        },
        { timeout: 30_000 },
      )
      .toBe('scored');
    const decided = await api('POST', `/api/session/${session.id}/decision`, {
      token: owner,
      body: {
        decision: 'reject',
        reason: 'Other applicants showed more incident experience',
        flaggedSeen: flagged,
      },
    });
    expect(decided.status).toBe(201);
    // A person sends the drafted feedback report too (decision 0162); the link's page shows it.
    await api('PUT', '/api/organization/settings', { token: owner, body: { feedbackReports: 'review' } });
    const feedback = await api('POST', `/api/session/${session.id}/feedback`, { token: owner });
    const sentFeedback = await api('POST', `/api/session/${session.id}/feedback/send`, {
      token: owner,
      body: { text: feedback.body.text },
    });
    expect(sentFeedback.status).toBe(200);
    expect((await api('POST', `/api/session/${session.id}/decision-email`, { token: owner })).status).toBe(
      200,
    );
    const mail = await waitForEmail(applicant.email, (e) => e.subject.includes('the decision'));
    const link = /\/session\/\S+\/requests#\S+/.exec(mail.body.text ?? '')![0];

    // Three days later the applicant token has ended; the link opens the request form.
    await advanceDays(3);
    const later = await (await newContext(browser, PHONE)).newPage();
    await later.goto(link);
    await later.getByTestId('request-send').waitFor();
    await later.getByTestId('feedback').waitFor();
    expect(later.url()).not.toContain('#');
    await later.getByRole('textbox').fill('Which parts of my answer were missing?');
    await later.getByTestId('request-send').click();
    await later.getByTestId('request-sent').waitFor();
    await later.getByTestId('request-status').waitFor();
    await expectNoSeriousA11yViolations(later, 'request link');
    await shot(later, 'request-link-390');
    await later.setViewportSize({ width: 1366, height: 900 });
    await shot(later, 'request-link-1366');

    // The manager edits the drafted explanation and sends it.
    await manager.goto('/requests');
    await manager
      .getByRole('row', { name: /Rosa Request/ })
      .getByRole('radio')
      .check();
    const answer = manager.getByTestId('request-answer').locator('textarea');
    await expect
      .poll(() => answer.inputValue(), { timeout: 20_000 })
      .toContain('Other applicants showed more incident experience');
    await answer.fill(`${await answer.inputValue()}\n\nYou are welcome to apply again next year.`);
    await expectNoSeriousA11yViolations(manager, 'explanation editor');
    await shot(manager, 'explanation-1366');
    const narrow = await desk.newPage();
    await narrow.setViewportSize(PHONE);
    await narrow.goto('/requests');
    await narrow
      .getByRole('row', { name: /Rosa Request/ })
      .getByRole('radio')
      .check();
    await expect
      .poll(() => narrow.getByTestId('request-answer').locator('textarea').inputValue(), { timeout: 20_000 })
      .toContain('Other applicants');
    await shot(narrow, 'explanation-390');
    await manager.getByRole('button', { name: 'Send', exact: true }).click();
    const explained = await waitForEmail(applicant.email, (e) => e.subject.includes('answers your request'));
    expect(explained.body.text).toContain('You are welcome to apply again next year.');
    expect(explained.body.text).toContain('Other applicants showed more incident experience');

    // The report at 390 px.
    await narrow.goto('/reports/adverse-impact');
    await narrow.getByRole('button', { name: /Job position/ }).click();
    await narrow.getByRole('option', { name: POSITION }).click();
    await narrow.getByTestId('adverse-impact-intersection').waitFor();
    await shot(narrow, 'report-390');

    // An auditor lands on the report, and sees only it in the navigation.
    const { env } = inject('stack');
    const email = `auditor-${Date.now().toString(36)}@example.com`;
    const userId = await ensureUser(
      env.COGNITO_ENDPOINT!,
      env.USER_POOL_ID!,
      email,
      'Audit-Passw0rd!',
      'Ada Auditor',
    );
    const { db } = await import('../../functions/data/service');
    await db.entities.membership.create({ userId, orgId, email, name: 'Ada Auditor', role: 'auditor' }).go();
    const auditorPage = await (await newContext(browser, DESKTOP)).newPage();
    await skipWelcomeTour(auditorPage, email, 'Audit-Passw0rd!');
    await auditorPage.goto('/login');
    await fillSignInForm(auditorPage, email, 'Audit-Passw0rd!');
    await auditorPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await auditorPage.waitForURL(/\/reports\/adverse-impact$/);
    await auditorPage.getByRole('heading', { name: 'Adverse-impact report' }).waitFor();
    const nav = await auditorPage.getByTestId('side-navigation').getByRole('link').allTextContents();
    expect(nav).toEqual(['Hiring Platform', 'Adverse impact', 'Sign out']);
    await shot(auditorPage, 'auditor-landing-1366');

    // A year on, the retention sweep removes the sessions' answers; the decision record and the figures stay.
    await advanceDays(366);
    const { data: answers } = await db.entities.answer.query
      .byQuestion({ sessionId: session.id })
      .go({ pages: 'all' });
    expect(answers).toHaveLength(0);
    const { data: record } = await db.entities.decisionRecord.get({ orgId, sessionId: session.id }).go();
    expect(record).toMatchObject({
      decision: 'reject',
      decisionReason: 'Other applicants showed more incident experience',
    });
    expect(await reportFigures()).toEqual(before);
    await manager.goto('/reports/adverse-impact');
    await manager.getByRole('button', { name: /Job position/ }).click();
    await manager.getByRole('option', { name: POSITION }).click();
    await manager.getByTestId('adverse-impact-intersection').waitFor();
    await shot(manager, 'report-after-sweep-1366');
  }, 300_000);
});
