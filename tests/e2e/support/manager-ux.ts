import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { normalizeAccessCode } from '../../../shared/access-code';
import { api } from '../../support/api';
import { generateTemplate } from '../../support/templates';

/** Where the browser tests leave their screenshots (kept out of git under `.local/`). */
export const SCREENSHOT_DIR = join(process.cwd(), '.local', 'screenshots');

/** Saves a screenshot as `<name>.png` in {@link SCREENSHOT_DIR}: the whole page, or what is in view. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** The two phone and desktop widths the manager screens are checked at, px. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** An applicant with an e-mail of its own, created through the API. */
export async function newApplicant(token: string, firstName = 'Grace', lastName = 'Hopper') {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api('POST', '/api/applicants', {
    token,
    body: { firstName, lastName, jobTitle: 'Frontend Developer', email },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, email, name: `${firstName} ${lastName}` };
}

/** An English template of `count` questions, written by the offline generator. */
export async function newTemplate(token: string, count = 2) {
  const template = await generateTemplate(token, {
    topic: 'Frontend Developer',
    language: 'English',
    numberOfQuestions: count,
    skills: 'React',
  });
  return template.id;
}

/** Assigns a template to an applicant through the API; returns the session id, its code and link path. */
export async function newSession(token: string, applicantId: string, interviewId: string) {
  const res = await api('POST', `/api/applicants/${applicantId}/AddSession`, {
    token,
    body: { applicantId, interviewId },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, code: res.body.accessCode as string, path: `/session/${res.body.id}` };
}

/** The applicant enters with the code in their own browser and answers the first question. */
export async function applicantStarts(page: Page, path: string, code: string, answer: string) {
  await page.goto(path);
  await page.getByLabel('Access code, part 1 of 3').click();
  await page.keyboard.type(normalizeAccessCode(code));
  await page.getByLabel('I have read this notice and want to start').check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await page.getByTestId('session-answer').locator('textarea').fill(answer);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Answer submitted').waitFor();
}

/** The applicant submits the interview from the session page. */
export async function applicantSubmits(page: Page) {
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Thank you!').waitFor();
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** An axe-core finding, reduced to what a report needs. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Findings inside Cloudscape's own markup that the app cannot change (printed, not counted): the AppLayout mobile toolbar puts `aria-` attributes on a plain element.
 */
const UPSTREAM_FINDINGS = [{ id: 'aria-allowed-attr', target: /awsui_mobile-toolbar-nav/ }];

/**
 * Runs axe-core (WCAG 2 A/AA rules) on the page as it is now and returns the critical and serious
 * findings, less the known ones in Cloudscape's own markup; each finding is printed with the screen's
 * name, for the report.
 */
export async function seriousAxeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const findings = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    })) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
  for (const f of findings)
    console.log(`axe ${screen}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`);
  return findings.filter(
    (f) => !UPSTREAM_FINDINGS.some((u) => u.id === f.id && f.targets.every((t) => u.target.test(t))),
  );
}
