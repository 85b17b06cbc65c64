import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAccessCode } from '../../shared/access-code';
import { signInDemo } from '../support/api';
import { launchBrowser, newContext, signInAs } from './support/browser';
import {
  applicantSubmits,
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

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInDemo();
});
afterAll(async () => {
  await browser?.close();
});

describe('a person decides (review, decision, history, audit)', () => {
  it('the applicant accepts the notice; the manager overrides a score, holds, sees both scores and the history; /audit lists it', async () => {
    const applicant = await newApplicant(token, 'Linus', 'Oversight');
    const session = await newSession(token, applicant.id, await newTemplate(token, 2));

    // The applicant, on a phone: Start stays disabled until the notice is accepted.
    const phone = await newContext(browser, PHONE);
    try {
      const page = await phone.newPage();
      await page.goto(session.path);
      await page.getByTestId('applicant-notice').waitFor();
      await expect.poll(() => page.getByTestId('notice-retention').textContent()).toContain('365 days');
      await page.getByLabel('Access code, part 1 of 3').click();
      await page.keyboard.type(normalizeAccessCode(session.code));
      const start = page.getByRole('button', { name: 'Start Interview' });
      expect(await start.isDisabled()).toBe(true);
      await page.getByLabel('I have read this notice and want to start').check();
      await start.click();
      await page
        .getByTestId('session-answer')
        .locator('textarea')
        .fill('I split state by owner and keep it close.');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Answer submitted').waitFor();
      await applicantSubmits(page);
    } finally {
      await phone.close();
    }

    // The manager, on a desktop.
    const desk = await newContext(browser, DESKTOP);
    try {
      const page = await desk.newPage();
      await signInAs(page);
      await page.goto(`/interviewsessions/${session.id}`);
      await page.getByTestId('details-result').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('details-notice-accepted').textContent()).not.toBe('-');

      const first = page.getByTestId('details-question').first();
      const aiScore = await first.getByTestId('details-score').textContent();
      await first.getByTestId('review-answer').click();
      await first.getByTestId('review-score-select').click();
      await page.getByRole('option', { name: '9/10', exact: true }).click();
      await first.getByTestId('review-reason').locator('textarea').fill('Names the trade-off the AI missed.');
      await first.getByTestId('save-review').click();
      await expect.poll(() => first.getByTestId('review-score').textContent()).toBe('9/10');
      // Both scores stay visible: the AI's and the person's.
      expect(await first.getByTestId('details-score').textContent()).toBe(aiScore);

      const panel = page.getByTestId('decision-panel');
      await panel.getByLabel('Hold').check();
      await panel.getByTestId('decision-reason').locator('textarea').fill('Second interview with the team.');
      await panel.getByTestId('save-decision').click();
      await expect.poll(() => page.getByTestId('session-decision').first().textContent()).toContain('Hold');
      await screenshot(page, 'oversight-details-1366');

      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByTestId('history-what');
      await expect
        .poll(() => history.allTextContents())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^AI score/),
            expect.stringMatching(/^Scored question 1 9\/10 \(AI \d+\/10\)/),
            expect.stringMatching(/^Decision: Hold/),
          ]),
        );
      expect(await seriousAxeFindings(page, 'session details with review and decision')).toEqual([]);

      await page.goto('/audit');
      const log = page.getByTestId('audit-table');
      await log.waitFor();
      await expect.poll(() => log.textContent()).toContain('Recorded a decision');
      const text = (await log.textContent()) ?? '';
      for (const action of ['Viewed a session’s answers', 'Reviewed an answer', 'Recorded a decision'])
        expect(text, `audit log lists "${action}"`).toContain(action);
      await screenshot(page, 'oversight-audit-1366');
    } finally {
      await desk.close();
    }
  });
});
