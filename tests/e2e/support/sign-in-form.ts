import type { Page } from 'playwright-core';

/**
 * Types a manager's e-mail and password into the /login form already shown, without submitting it.
 * Free of test-runner imports, so `npm run bench` uses it too.
 */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
}
