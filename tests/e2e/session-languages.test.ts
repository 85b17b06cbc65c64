import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Language } from '../../shared/interview-options';
import { api, signInDemo } from '../support/api';
import { sessionLinkIn, waitForEmail } from '../support/inbox';
import { writeTemplate } from '../support/templates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newContext } from './support/browser';
import { foreignCatalogFragments } from './support/catalog-strings';

let browser: Browser;
let managerToken: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  managerToken = await signInDemo();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function context(viewport?: { width: number; height: number }) {
  const c = await newContext(browser, viewport);
  contexts.push(c);
  return c;
}

/** An applicant with a session of a template written in `language`; returns what the e-mail gives them. */
async function assign(language: Language, questions: string[], dueInDays?: number) {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const applicant = await api('POST', '/api/applicants', {
    token: managerToken,
    body: { firstName: 'Maria', lastName: 'Souza', jobTitle: 'Support', email },
  });
  expect(applicant.status).toBe(201);
  const template = await writeTemplate(managerToken, language, 'Suporte', questions);
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token: managerToken,
    body: { applicantId: applicant.body.id, interviewId: template.id, ...(dueInDays ? { dueInDays } : {}) },
  });
  expect(session.status).toBe(201);
  const mail = await waitForEmail(email);
  return {
    email,
    sessionId: session.body.id as string,
    code: session.body.accessCode as string,
    path: new URL(sessionLinkIn(mail)).pathname,
    mail,
  };
}

/** Fails when any English or Spanish catalog text (not shared with `tag`) is on the page. */
async function expectOnlyLanguage(page: Page, tag: string, where: string) {
  const text = `${await page.evaluate(() => document.body.innerText)}\n${await page.title()}`;
  const found = foreignCatalogFragments(tag).filter((f) => text.includes(f));
  expect(found, `${where}: English or Spanish on a ${tag} page`).toEqual([]);
}

async function moveClock(minutes: number) {
  const res = await fetch(`${inject('stack').apiUrl}/local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-secret': inject('stack').localSecret },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  expect(res.status).toBe(200);
}

/** Presses Tab until the focused element matches `selector` (at most 40 times): keyboard reachability. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const SHOTS = process.env.SHOTS_DIR ?? join(process.cwd(), '.local', 'screenshots', 'applicant');

/** Screenshots of the page at 1366 and 390 px wide (then back to 1366), checked with axe at 390 px. */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Enters the code with "Practice first" (decision 0161), answers the practice and its follow-up, then every
 * question, and submits; the thank-you page shows the transcript (decision 0160). Language and axe are
 * checked on each screen.
 */
async function takeInterview(page: Page, tag: string, code: string, answers: string[]) {
  await page.getByTestId('session-welcome').waitFor();
  await expectOnlyLanguage(page, tag, 'welcome');
  await expectNoSeriousA11yViolations(page, `${tag} welcome`);
  await page.getByTestId('accept-notice').locator('input').check();
  await page.getByTestId('access-code-1').locator('input').click();
  await page.keyboard.type(code.replace(/-/g, ''));
  await page.getByTestId('practice-first').click();
  await page.getByTestId('practice-not-counted').waitFor();
  await page.getByTestId('practice').locator('textarea').first().fill(answers[0]!);
  await page.getByTestId('practice-send').click();
  await page.getByTestId('practice-follow-up').waitFor();
  await expectOnlyLanguage(page, tag, 'practice');
  await shots(page, `practice-${tag}`);
  await page.getByTestId('practice-start').click();
  for (const [i, answer] of answers.entries()) {
    await page
      .getByTestId('session-question-heading')
      .filter({ hasText: String(i + 1) })
      .waitFor();
    await page.getByTestId('session-answer').locator('textarea').fill(answer);
    await expectOnlyLanguage(page, tag, `question ${i + 1}`);
    await expectNoSeriousA11yViolations(page, `${tag} question ${i + 1}`);
    if (i < answers.length - 1) await page.getByTestId('session-next').click();
  }
  await page.getByTestId('session-submit').click();
  await page.getByTestId('submit-confirm').waitFor();
  await expectOnlyLanguage(page, tag, 'submit dialog');
  await expectNoSeriousA11yViolations(page, `${tag} submit dialog`);
  await page.getByTestId('submit-confirm').click();
  await page.getByTestId('session-thank-you').waitFor();
  await expectOnlyLanguage(page, tag, 'thank you');
  await expectNoSeriousA11yViolations(page, `${tag} thank you`);
  await page.getByTestId('transcript').getByText(answers[0]!).waitFor();
  await expectOnlyLanguage(page, tag, 'transcript');
  await shots(page, `transcript-${tag}`);
}

describe('the applicant side in the interview language', () => {
  it('reads entirely in Portuguese, e-mail included', async () => {
    const s = await assign('Portuguese', [
      'Como você lida com um cliente irritado?',
      'Descreva um problema que resolveu.',
    ]);
    expect(s.mail.subject).toContain('Sua entrevista com');
    expect(s.mail.body.text).toContain('Envie suas respostas até');
    const page = await (await context()).newPage();
    await page.goto(s.path);
    await page.getByTestId('session-welcome').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'pt',
      'ltr',
    ]);
    expect(await page.getByTestId('session-due').textContent()).toMatch(/Envie suas respostas até .*\d{4}/);
    await takeInterview(page, 'pt', s.code, ['Escuto com calma.', 'Corrigi uma falha de cobrança.']);
  });

  it('reads entirely in Arabic, right to left', async () => {
    const s = await assign('Arabic', ['كيف تتعامل مع عميل غاضب؟', 'صف مشكلة صعبة قمت بحلها.']);
    expect(s.mail.subject).toContain('مقابلتك مع');
    const page = await (await context()).newPage();
    await page.goto(s.path);
    await page.getByTestId('session-welcome').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await takeInterview(page, 'ar', s.code, ['أستمع بهدوء.', 'أصلحت خطأ في الفواتير.']);
  });
});

describe('deadlines on the applicant side', () => {
  it('reminds a 1-day session at half-time on the runner clock, then explains the expired link', async () => {
    const s = await assign('English', ['How do you handle an angry customer?'], 1);
    await moveClock(12 * 60 + 1);
    const reminder = await waitForEmail(s.email, (e) => e.subject.startsWith('Reminder:'));
    expect(reminder.body.text).toContain(`/session/${s.sessionId}`);
    expect(reminder.body.text).toContain('Please submit your answers by');

    await moveClock(12 * 60 + 1);
    const page = await (await context()).newPage();
    await page.goto(s.path);
    await page.getByTestId('session-expired').waitFor();
    expect(await page.getByTestId('session-expired').textContent()).toMatch(
      /The deadline of this interview was .*your saved answers are kept; ask .* for more time/i,
    );
    expect(await page.getByTestId('access-code-1').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'expired link');

    // The manager extends it: the same link works again.
    const extended = await api('POST', `/api/session/${s.sessionId}/extend`, {
      token: managerToken,
      body: { days: 1 },
    });
    expect(extended.status).toBe(200);
    await page.reload();
    await page.getByTestId('session-welcome').waitFor();
  });
});

describe('keyboard and zoom', () => {
  it('takes the whole interview with the keyboard alone at 200 % zoom (640 px wide)', async () => {
    const s = await assign('English', ['First question?', 'Second question?']);
    const page = await (await context({ width: 640, height: 450 })).newPage();
    await page.goto(s.path);
    await page.getByTestId('session-welcome').waitFor();
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);

    await tabTo(page, '[data-testid="accept-notice"] input');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="access-code-1"] input');
    await page.keyboard.type(s.code.replace(/-/g, '')); // focus moves on by itself after every third character
    await tabTo(page, '[data-testid="start-interview"]');
    await page.keyboard.press('Enter');
    await page.getByText('Question 1 of 2', { exact: true }).waitFor();
    expect(await noSideScroll()).toBe(true);
    expect(await page.getByTestId('session-progress-announcement').textContent()).toBe(
      'Question 1 of 2: 50% of the interview',
    );

    await tabTo(page, '[data-testid="session-answer"] textarea');
    await page.keyboard.type('Typed without a mouse.');
    expect(await page.getByTestId('session-characters-left').textContent()).toBe(
      '9,978 of 10,000 characters left',
    );
    await tabTo(page, '[data-testid="session-next"]');
    await page.keyboard.press('Enter');
    await page.getByText('Question 2 of 2', { exact: true }).waitFor();
    await page.getByText('Answer submitted').waitFor();
    await tabTo(page, '[data-testid="session-answer"] textarea');
    await page.keyboard.type('Still no mouse.');
    await tabTo(page, '[data-testid="session-submit"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('submit-confirm').waitFor();
    await tabTo(page, '[data-testid="submit-confirm"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('session-thank-you').waitFor();
    expect(await noSideScroll()).toBe(true);

    const details = await api('GET', `/api/session/${s.sessionId}/details`, { token: managerToken });
    expect(details.body.questions.map((q: { answer?: { text: string } }) => q.answer?.text)).toEqual([
      'Typed without a mouse.',
      'Still no mouse.',
    ]);
  });
});
