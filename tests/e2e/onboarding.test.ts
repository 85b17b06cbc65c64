import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { waitForEmail } from '../support/inbox';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The 6-digit code in Cognito's confirmation e-mail, as the local SES inbox caught it. */
async function confirmationCode(email: string): Promise<string> {
  const mail = await waitForEmail(email, (m) => /code/i.test(m.subject), { timeoutMs: 15_000 });
  const match = /\b(\d{6})\b/.exec(`${mail.body.text ?? ''} ${mail.body.html ?? ''}`);
  if (!match) throw new Error('No 6-digit code in the confirmation e-mail');
  return match[1]!;
}

describe('onboarding a new manager', () => {
  it('goes from the landing page through sign-up to the dashboard and its welcome tour', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `onboarding-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Onboard-Passw0rd!';

    // The landing page: yearly pricing and the contact form.
    await page.goto('/');
    await page.waitForURL(/\/landing$/);
    await page.locator('[data-testid="billing-period"]').getByRole('button', { name: 'Yearly' }).click();
    await expect.poll(() => page.getByTestId('price-basic').innerText()).toContain('$135');
    // The contact form loads as its section comes into view.
    await page.getByRole('region', { name: 'Contact us' }).scrollIntoViewIfNeeded();
    await page.getByTestId('contact-first-name').locator('input').fill('Grace');
    await page.getByTestId('contact-email').locator('input').fill(email);
    await page.getByTestId('contact-message').locator('textarea').fill('We would like a demo for our team.');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Contact form submitted').first().waitFor();

    // Sign-up with the password policy shown as it is typed.
    await page.goto('/register');
    await page.getByTestId('register-name').locator('input').fill('Grace Hopper');
    await page.getByTestId('register-email').locator('input').fill(email);
    await page.getByTestId('register-password').locator('input').fill(password);
    await page.getByTestId('register-confirm-password').locator('input').fill(password);
    await expect.poll(() => page.locator('[data-testid="password-rule"][data-met="true"]').count()).toBe(5);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/confirmAccount\?email=/);

    // The code from the e-mail, then the organization.
    await page
      .getByTestId('confirm-code')
      .locator('input')
      .fill(await confirmationCode(email));
    await page.getByTestId('confirm-submit').click();
    await page.getByText('Name your organization').waitFor();
    await page.getByTestId('setup-organization-name').locator('input').fill('Hopper Hiring');
    await page.getByTestId('setup-submit').click();
    await page.waitForURL(/\/applicants$/);

    // The welcome tour starts once, is walked through, and stays closed after a reload.
    const tour = page.getByTestId('welcome-tour');
    await expect.poll(() => tour.getAttribute('data-step')).toBe('welcome');
    for (const step of ['applicants', 'templates', 'job-positions']) {
      await page.getByTestId('tour-next').click();
      await expect.poll(() => tour.getAttribute('data-step')).toBe(step);
    }
    await page.getByTestId('tour-finish').click();
    await tour.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('applicants-table').waitFor();
    // Once the manager is known (their e-mail in the top navigation) the tour would have started.
    await page.getByText(email).first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('welcome-tour').count()).toBe(0);
    await context.close();
  });
});
