import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { api, signInDemo } from '../support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newContext, signInAs } from './support/browser';

/**
 * A new applicant's interview with follow-ups, in English and in Japanese: a vague answer gets a
 * follow-up answered on the same screen and edited (the details view says it is the second version), a
 * pasted answer shows as pasted on the manager's details view, and a 2-minute question limit refuses a late
 * save on that question until the manager grants ×2 extra time. Screenshots of the
 * screens go to FOLLOW_UP_SHOTS when it is set.
 */

let browser: Browser;
let token: string;
const contexts: BrowserContext[] = [];
const SHOTS = process.env.FOLLOW_UP_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInDemo();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function context(width: number) {
  const c = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
  contexts.push(c);
  return c;
}

const CASES = {
  English: {
    tag: 'en',
    questions: [
      {
        text: 'How do you handle an angry customer?',
        keyPoints: ['Listens without interrupting', 'Offers a concrete fix'],
      },
      { text: 'Describe a problem you solved.', keyPoints: ['Names the problem', 'Explains the solution'] },
    ],
    vague: 'I am good with people and I stay positive.',
    specific:
      'Last March a customer shouted about a double charge. I listened without interrupting for five minutes, then offered a concrete fix: a refund of 40 euros within 2 days.',
    addition: 'She stayed a customer.',
    pasted:
      'A billing export failed every night. I found the time-zone bug in the job, fixed it and added a check. '.repeat(
        3,
      ),
  },
  Japanese: {
    tag: 'ja',
    questions: [
      {
        text: '怒っているお客様にどう対応しますか？',
        keyPoints: ['最後まで話を聞く', '具体的な解決策を示す'],
      },
      { text: '解決した問題を説明してください。', keyPoints: ['問題を説明する', '解決策を説明する'] },
    ],
    vague: '人と話すのが得意です。',
    specific:
      '昨年3月、二重請求に怒ったお客様の話を最後まで話を聞くことから始め、5分間遮りませんでした。その後、具体的な解決策を示すため、2日以内に4000円を返金しました。',
    addition: 'その方は今もお客様です。',
    pasted:
      '毎晩の請求データの出力が失敗していました。ジョブの時差の不具合を見つけて直し、確認を追加しました。'.repeat(
        3,
      ),
  },
} as const;

async function interview(language: keyof typeof CASES, extra: object = {}) {
  const c = CASES[language];
  const template = await api('POST', '/api/interviews', {
    token,
    body: { topic: `Support ${language}`, language, questions: c.questions, ...extra },
  });
  expect(template.status).toBe(201);
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Aiko',
      lastName: 'Tanaka',
      jobTitle: 'Support',
      email: `a-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.body.id },
  });
  expect(session.status).toBe(201);
  return { id: session.body.id as string, code: session.body.accessCode as string };
}

async function enter(page: Page, s: { id: string; code: string }) {
  await page.goto(`/session/${s.id}`);
  await page.getByTestId('session-welcome').waitFor();
  await page.getByTestId('accept-notice').locator('input').check();
  await page.getByTestId('access-code-1').locator('input').click();
  await page.keyboard.type(s.code.replace(/-/g, ''));
  await page.getByTestId('start-interview').click();
  await page.getByTestId('session-question-heading').waitFor();
}

/** Pastes `text` into the answer box as a clipboard paste would (the page records the paste's size). */
async function paste(page: Page, text: string) {
  const box = page.getByTestId('session-answer').locator('textarea');
  await box.focus();
  await box.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await box.fill(text);
}

describe.each(Object.keys(CASES) as (keyof typeof CASES)[])('follow-ups in %s', (language) => {
  it('asks a follow-up on the same screen, and shows a pasted answer as pasted to the manager', async () => {
    const c = CASES[language];
    const s = await interview(language);
    const page = await (await context(1366)).newPage();
    await enter(page, s);
    await page.getByTestId('session-answer').locator('textarea').fill(c.vague);
    await page.getByTestId('session-next').click();
    await page.getByTestId('session-follow-up-input').waitFor();
    const asked = await page.getByTestId('session-follow-up-text').innerText();
    expect(Object.values((CATALOGS[c.tag] as any).followUp)).toContain(asked.trim());
    // Still on question 1, the saved answer above the follow-up.
    expect(await page.getByTestId('session-saved-answer').innerText()).toBe(c.vague);
    await expectNoSeriousA11yViolations(page, `${language} follow-up`);
    await shot(page, `${c.tag}-1-follow-up-asked-1366`);
    await page.getByTestId('session-follow-up-input').locator('textarea').fill(c.specific);
    await page.getByTestId('session-follow-up-send').click();
    await page.getByTestId('session-follow-up-answer').waitFor();
    await shot(page, `${c.tag}-1-follow-up-answered-1366`);
    // The same open interview on a phone (a token is per tab: the applicant enters again), where the
    // applicant edits the follow-up's answer: a second version, the one scored.
    const phone = await (await context(390)).newPage();
    await enter(phone, s);
    await phone.getByTestId('session-follow-up-answer').waitFor();
    await shot(phone, `${c.tag}-1-follow-up-answered-390`);
    const edited = `${c.specific} ${c.addition}`;
    await phone.getByTestId('session-follow-up-edit').click();
    await phone.getByTestId('session-follow-up-input').locator('textarea').fill(edited);
    await shot(phone, `${c.tag}-1-follow-up-editing-390`);
    await phone.getByTestId('session-follow-up-send').click();
    await phone.getByTestId('session-follow-up-answer').filter({ hasText: c.addition }).waitFor();
    await shot(phone, `${c.tag}-1-follow-up-edited-390`);
    await page.getByTestId('session-next').click();
    await page.getByTestId('session-question-heading').filter({ hasText: '2' }).waitFor();
    await paste(page, c.pasted);
    await page.getByTestId('session-submit').click();
    await page.getByTestId('submit-confirm').click();
    await page.getByTestId('session-thank-you').waitFor();

    const manager = await (await context(1366)).newPage();
    await signInAs(manager);
    await manager.goto(`/interviewsessions/${s.id}`);
    await manager.getByTestId('details-follow-up').first().waitFor();
    // The edited answer, and that it is the second version.
    expect(await manager.getByTestId('details-follow-up-answer').first().innerText()).toBe(edited);
    expect(await manager.getByTestId('details-follow-up-version').first().innerText()).toMatch(/version 2/);
    const signals = await manager.getByTestId('details-signals').last().innerText();
    expect(signals).toMatch(/pasted/i);
    await expectNoSeriousA11yViolations(manager, `${language} details with follow-up`);
    await shot(manager, `${c.tag}-2-details-thread-and-paste-1366`);
    const managerPhone = await (await context(390)).newPage();
    await signInAs(managerPhone);
    await managerPhone.goto(`/interviewsessions/${s.id}`);
    await managerPhone.getByTestId('details-follow-up-version').first().waitFor();
    await shot(managerPhone, `${c.tag}-2-details-thread-and-paste-390`);
  });

  it('refuses a save past a 2-minute question limit with a clear message, and takes it with ×2 extra time', async () => {
    const c = CASES[language];
    const s = await interview(language, { timeLimits: { perQuestionSeconds: 120 }, followUps: 0 });
    const page = await (await context(1366)).newPage();
    await enter(page, s);
    await page.getByTestId('session-answer').locator('textarea').fill(c.specific);
    const clock = (advanceMinutes: number) =>
      fetch(`${inject('stack').apiUrl}/local/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-local-secret': inject('stack').localSecret },
        body: JSON.stringify({ advanceMinutes }),
      });
    expect((await clock(3)).status).toBe(200);
    await page.getByTestId('session-next').click();
    // The refusal shows on the late question itself: Next waited for the save and stayed.
    await page.getByTestId('session-time-over').waitFor();
    const catalog = CATALOGS[c.tag] as any;
    expect(await page.getByTestId('session-time-over-message').innerText()).toBe(
      catalog.errors.TimeLimitExceeded,
    );
    expect(await page.getByTestId('session-time-over').innerText()).toContain(
      catalog.page.timeOverHeader.replace('{{number}}', '1'),
    );
    expect(await page.getByTestId('session-question-heading').innerText()).toBe(
      catalog.page.questionOf.replace('{{current}}', '1').replace('{{total}}', '2'),
    );
    expect(await page.getByTestId('session-time-over-region').getAttribute('aria-live')).toBe('assertive');
    // The typed answer is still on the screen.
    expect(await page.getByTestId('session-answer').locator('textarea').inputValue()).toBe(c.specific);
    await expectNoSeriousA11yViolations(page, `${language} late save refused`);
    await shot(page, `${c.tag}-3-time-limit-refused-1366`);
    // On a phone too: the late save is refused on its question.
    const phone = await (await context(390)).newPage();
    await enter(phone, s);
    await phone.getByTestId('session-answer').locator('textarea').fill(c.vague);
    await phone.getByTestId('session-next').click();
    await phone.getByTestId('session-time-over').waitFor();
    await shot(phone, `${c.tag}-3-time-limit-refused-390`);
    const granted = await api('POST', `/api/session/${s.id}/accommodation`, {
      token,
      body: { extraTimeFactor: 2, reason: 'Screen reader user' },
    });
    expect(granted.status).toBe(200);
    // A visibly different answer, so the saved one shown afterwards is the one saved with extra time.
    const edited = `${c.specific} ${c.addition}`;
    await page.getByTestId('session-answer').locator('textarea').fill(edited);
    await page.getByTestId('session-next').click();
    await page.getByTestId('session-question-heading').filter({ hasText: '2' }).waitFor();
    await page.getByTestId('session-previous').click();
    expect(await page.getByTestId('session-saved-answer').innerText()).toBe(edited);
    await shot(page, `${c.tag}-3-time-limit-extra-time-saved-1366`);
  });
});
