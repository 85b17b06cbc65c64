import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInDemo } from '../support/api';
import { launchBrowser, newContext, signInAs } from './support/browser';
import { nextQuestion } from './support/next-question';

const CONCISE = [
  'I tracked CSAT and FCR weekly; FCR is the share of issues solved on the first contact. I raised FCR from 64% to 78% with macros for our ten most common issues.',
  'I listen and acknowledge their frustration, stay calm, offer a fix such as a refund, and call them back the next day.',
];
const VAGUE = [
  'Customer service is very important to me and I always try to give the best possible experience to every customer. I believe that what matters most is that people feel valued, and in my previous jobs I worked in a great team where we always tried to do our best together.',
  'I think every situation is different and you have to adapt to each person. I am a very positive person with a lot of energy and I really enjoy working with people, so I keep a good attitude no matter what happens.',
];

/** A manager writes a template by hand; a concise-right and a long-vague applicant answer; the details view ranks them. */
describe('a template written by hand, scored with evidence (manager and applicants in Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let templateId = '';
  const topic = `Support Lead ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await signInAs(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const question = (n: number) => page.getByTestId('edit-question').nth(n).locator('textarea');

  it('writes two questions with key points, then edits the template into version 2', async () => {
    await page.goto('/createTemplate');
    await page.getByText('Write questions').click();
    await page.getByTestId('write-topic').locator('input').fill(topic);
    await question(0).nth(0).fill('How do you handle an angry customer?');
    await question(0)
      .nth(1)
      .fill('Listens and acknowledges feelings\nStays calm\nFocuses on a solution\nFollows up afterwards');
    await page.getByTestId('add-question').click();
    await question(1)
      .nth(0)
      .fill('Which customer service metrics have you worked with, and how did you improve yours?');
    await question(1)
      .nth(1)
      .fill(
        'Names metrics such as CSAT, FCR or NPS\nExplains what a metric measures\nDescribes a concrete improvement with a number',
      );
    await page.getByRole('button', { name: 'Move question 2 up' }).click();
    await page.getByTestId('save-questions').click();
    await page.waitForURL(/\/templates\/[0-9A-Z]{26}$/);
    templateId = page.url().split('/').at(-1)!;
    await page.getByTestId('question-text').first().waitFor();
    expect(await page.getByTestId('question-text').allTextContents()).toEqual([
      'Which customer service metrics have you worked with, and how did you improve yours?',
      'How do you handle an angry customer?',
    ]);
    expect(await page.getByTestId('template-provider').textContent()).toBe('written by hand');

    await page.getByTestId('edit-template').click();
    await question(1)
      .nth(1)
      .fill(
        'Listens and acknowledges feelings\nStays calm and professional\nFocuses on a solution\nFollows up afterwards',
      );
    await page.getByTestId('save-questions').click();
    await page.getByText('Template saved').waitFor();
    expect(await page.getByTestId('template-version').textContent()).toBe('2');
    expect(await page.getByTestId('question-key-points').nth(1).textContent()).toContain(
      'Stays calm and professional',
    );
  });

  it('ranks the concise, right applicant above the long, vague one and shows the quotes', async () => {
    const token = await signInDemo();
    const scored: Record<string, string> = {};
    for (const [who, answers] of [
      ['concise', CONCISE],
      ['vague', VAGUE],
    ] as const) {
      const applicant = await api('POST', '/api/applicants', {
        token,
        body: {
          firstName: who,
          lastName: 'Applicant',
          jobTitle: 'Support',
          email: `${who}-${randomUUID().slice(0, 6)}@example.com`,
        },
      });
      const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
        token,
        body: { applicantId: applicant.body.id, interviewId: templateId },
      });
      const applicantContext = await newContext(browser);
      const ap = await applicantContext.newPage();
      await ap.goto(`/session/${session.body.id}`);
      await ap.getByLabel('Access code, part 1 of 3').click();
      await ap.keyboard.type(session.body.accessCode.replace(/-/g, ''));
      await ap.getByLabel('I have read this notice and want to start').check();
      await ap.getByRole('button', { name: 'Start Interview' }).click();
      const box = ap.getByTestId('session-answer').locator('textarea');
      await box.fill(answers[0]!);
      await nextQuestion(ap);
      await box.fill(answers[1]!);
      await ap.getByRole('button', { name: 'Submit Interview' }).click();
      await ap.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect
        .poll(
          async () => (await api('GET', `/api/session/${session.body.id}/details`, { token })).body.status,
          { timeout: 30_000 },
        )
        .toBe('scored');
      await applicantContext.close();
      scored[who] = session.body.id;
    }

    const scoreOf = async (who: string) => {
      await page.goto(`/interviewsessions/${scored[who]}`);
      await page.getByTestId('details-result').waitFor();
      return Number((await page.getByTestId('details-result').textContent())!.match(/(\d+)\/100/)![1]);
    };
    const vague = await scoreOf('vague');
    expect(await page.locator('[data-testid="evidence-item"][data-verdict="covered"]').count()).toBe(0);
    const concise = await scoreOf('concise');
    expect(concise - vague).toBeGreaterThanOrEqual(40);
    const first = page.getByTestId('details-question').first();
    expect(await first.getByTestId('evidence-item').first().getAttribute('data-verdict')).toBe('covered');
    const quotes = await first.getByTestId('evidence-quote').allTextContents();
    expect(quotes.some((q) => q.includes('78%'))).toBe(true);
    for (const q of quotes) expect(CONCISE[0]).toContain(q);
  });
});
