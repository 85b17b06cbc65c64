import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, normalizeAccessCode } from '../../shared/access-code';
import { api, signInDemo } from '../support/api';
import { accessCodeIn, sessionLinkIn, waitForEmail } from '../support/inbox';
import { generateTemplate } from '../support/templates';
import { nextQuestion } from './support/next-question';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
let managerToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  managerToken = await signInDemo();
});

afterAll(async () => {
  await browser?.close();
});

/** Sets up what the applicant receives: an applicant, a 3-question template, a session and its e-mail. */
async function assignInterview() {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const applicant = await api('POST', '/api/applicants', {
    token: managerToken,
    body: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Frontend Developer', email },
  });
  expect(applicant.status).toBe(201);
  const template = await generateTemplate(managerToken, {
    topic: 'Frontend Developer',
    language: 'English',
    numberOfQuestions: 3,
    skills: 'React',
  });
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token: managerToken,
    body: { applicantId: applicant.body.id, interviewId: template.id },
  });
  expect(session.status).toBe(201);
  const mail = await waitForEmail(email);
  return {
    sessionId: session.body.id as string,
    code: accessCodeIn(mail),
    path: new URL(sessionLinkIn(mail)).pathname,
  };
}

/** A well-formed code that differs from `code` in its first character. */
function wrongCodeFor(code: string): string {
  const c = normalizeAccessCode(code);
  const other = [...ACCESS_CODE_ALPHABET].find((ch) => ch !== c[0])!;
  return other + c.slice(1);
}

/** The applicant's session page, by its labels and test ids. */
function sessionPage(page: Page) {
  const box = (n: number) => page.getByLabel(`Access code, part ${n} of 3`);
  return {
    box,
    start: page.getByRole('button', { name: 'Start Interview' }),
    heading: page.getByTestId('session-question-heading'),
    answer: page.getByTestId('session-answer').locator('textarea'),
    savedAnswer: page.getByTestId('session-saved-answer'),
    next: page.getByRole('button', { name: 'Next' }),
    submit: page.getByRole('button', { name: 'Submit Interview' }),
    async typeCode(code: string) {
      const c = normalizeAccessCode(code);
      await box(1).click();
      await page.keyboard.type(c); // focus moves on by itself after every third character
    },
  };
}

async function waitForScore(sessionId: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const details = await api('GET', `/api/session/${sessionId}/details`, { token: managerToken });
    if (details.body.status === 'scored') return details.body;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The session was not scored');
}

describe('applicant session page', () => {
  let context: BrowserContext;
  let otherDevice: BrowserContext;

  afterAll(async () => {
    await context?.close();
    await otherDevice?.close();
  });

  it('enters with the access code, answers, survives a reload, submits, and the manager sees a score', async () => {
    const { sessionId, code, path } = await assignInterview();
    context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    const s = sessionPage(page);

    await page.goto(path);
    await expect
      .poll(() => page.getByText(/Welcome to your interview with .*: 3 questions/).isVisible(), {
        // The first visit to the page loads its code; on a busy machine that takes seconds.
        timeout: 15_000,
      })
      .toBe(true);
    // The notice comes first; Start stays off until it is accepted.
    await page.getByText('Before you start').waitFor();
    await page.getByLabel('I have read this notice and want to start').check();

    // A wrong code: the server's message, the boxes kept.
    await s.typeCode(wrongCodeFor(code));
    await expect.poll(() => s.box(3).inputValue()).toBe(normalizeAccessCode(code).slice(6));
    await s.start.click();
    await page
      .getByTestId('access-code-error')
      .getByText(/not right.*tries left/)
      .waitFor();
    expect(await s.box(1).inputValue()).toHaveLength(3);

    // The right code, pasted (with dashes, lower case) into the first box.
    await page.evaluate((text) => navigator.clipboard.writeText(text), code.toLowerCase());
    await s.box(1).focus();
    await page.keyboard.press('Control+V');
    expect(
      [await s.box(1).inputValue(), await s.box(2).inputValue(), await s.box(3).inputValue()].join('-'),
    ).toBe(code);
    await s.start.click();
    await page.getByText('Question 1 of 3', { exact: true }).waitFor();

    await s.answer.fill('Components keep state close to where it is used.');
    await nextQuestion(page);
    await page.getByText('Question 2 of 3', { exact: true }).waitFor();
    await s.answer.fill('I would memoise the expensive list.');

    // A reload keeps the applicant in the interview, on the same question, with the draft.
    await page.reload();
    await page.getByText('Question 2 of 3', { exact: true }).waitFor();
    await expect.poll(() => s.answer.inputValue()).toBe('I would memoise the expensive list.');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Question 1 of 3', { exact: true }).waitFor();
    await expect
      .poll(() => s.savedAnswer.textContent())
      .toBe('Components keep state close to where it is used.');
    await nextQuestion(page);
    await nextQuestion(page);
    await page.getByText('Question 3 of 3', { exact: true }).waitFor();
    await s.answer.fill('Write a failing test first, then fix it.');

    await s.submit.click();
    await page.getByText("You can't change answers afterwards. 3 of 3 questions answered.").waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Thank you!').waitFor();

    // Opening the link again shows Thank You, in this tab and on another device (a fresh context).
    await page.goto(path);
    await page.getByText('Thank you!').waitFor();
    expect(await page.getByLabel('Access code, part 1 of 3').count()).toBe(0);
    otherDevice = await newContext(browser);
    const other = await otherDevice.newPage();
    await other.goto(path);
    await other.getByText('Thank you!').waitFor();
    expect(await other.getByLabel('Access code, part 1 of 3').count()).toBe(0);

    const scored = await waitForScore(sessionId);
    expect(scored.result.score).toEqual(expect.any(Number));
    const answers = (scored.questions as { answer?: { text: string } }[]).map((q) => q.answer?.text);
    expect(answers).toEqual([
      'Components keep state close to where it is used.',
      'I would memoise the expensive list.',
      'Write a failing test first, then fix it.',
    ]);
  });
});
