import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInDemo } from '../support/api';
import { accessCodeIn, waitForEmail } from '../support/inbox';
import { launchBrowser, newContext, signInAs } from './support/browser';

/** The manager side of interview templates and sessions, in Chromium on the whole local stack. */
describe('interview templates and sessions (manager)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let templateId = '';
  const topic = `Backend Developer ${randomUUID().slice(0, 6)}`;

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

  it('generates a template with the defaults: 10 questions in Spanish', async () => {
    await page.goto('/createTemplate');
    await page.getByTestId('template-topic').locator('input').fill(topic);
    await page.keyboard.press('Escape');
    await page.getByTestId('template-bio').locator('textarea').fill('Builds payment APIs.');
    await page.getByTestId('generate-template').click();

    await page.waitForURL(/\/templates\/[0-9A-Z]{26}$/, { timeout: 30_000 });
    templateId = page.url().split('/').at(-1)!;
    // What stays: the template's state once every question is written.
    await page.getByTestId('template-summary').getByText('Ready', { exact: true }).waitFor();
    await page.getByTestId('template-topic-title').waitFor();
    expect(await page.getByTestId('template-topic-title').textContent()).toBe(topic);
    expect(await page.getByTestId('template-language-value').textContent()).toBe('Spanish');
    expect(await page.getByTestId('question-text').count()).toBe(10);
    const texts = await page.getByTestId('question-text').allTextContents();
    expect(texts.some((t) => t.includes('¿'))).toBe(true);
    expect(await page.getByText('Question 10', { exact: true }).isVisible()).toBe(true);
  });

  it('assigns the template from the profile and shows the access code the applicant was e-mailed', async () => {
    const token = await signInDemo();
    const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
    const created = await api('POST', '/api/applicants', {
      token,
      body: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Backend Developer', email },
    });
    expect(created.status).toBe(201);

    await page.goto(`/applicants/${created.body.id}`);
    await page.getByTestId('create-session').click();
    const modal = page.getByTestId('create-session-modal');
    const create = modal.getByTestId('create-session-submit');
    expect(await create.isDisabled()).toBe(true);
    await modal.getByTestId('create-session-template').locator('button').first().click();
    await page.keyboard.type(topic.split(' ').at(-1)!);
    await page.getByRole('option', { name: new RegExp(topic) }).click();
    await create.click();

    await page.getByTestId('one-time-code-value').waitFor();
    const shown = (await page.getByTestId('one-time-code-value').textContent())!.trim();
    expect(shown).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect(await page.getByTestId('one-time-code').textContent()).toContain(`e-mailed to ${email}`);
    await page.getByTestId('one-time-code-done').click();

    const card = page.getByTestId('session-card');
    await card.waitFor();
    expect(await card.getByTestId('session-open-badge').textContent()).toBe('Open');
    expect(await card.getByTestId('masked-code').textContent()).toBe('•••-•••-•••');
    expect(await card.getByTestId('session-topic').textContent()).toBe(topic);

    const mail = await waitForEmail(email);
    expect(accessCodeIn(mail)).toBe(shown);
    expect(templateId).not.toBe('');
  });
});
