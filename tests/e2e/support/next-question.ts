import type { Page } from 'playwright-core';

/**
 * Saves the answer on screen with Next and moves on to the next question. When the save brings a follow-up
 * question (docs/product.md#rule-follow-ups), the applicant leaves it unanswered: Next again moves on.
 * @returns whether a follow-up was asked.
 */
export async function nextQuestion(page: Page): Promise<boolean> {
  const heading = page.getByTestId('session-question-heading');
  const before = await heading.innerText();
  const followUp = page.getByTestId('session-follow-up-input');
  const moved = page.getByTestId('session-question-heading').filter({ hasNotText: before });
  // A follow-up already on screen was asked earlier: Next leaves it and moves on.
  const askedEarlier = await followUp.isVisible();
  await page.getByTestId('session-next').click();
  if (askedEarlier) {
    await moved.waitFor();
    return false;
  }
  await followUp.or(moved).first().waitFor();
  if (!(await followUp.isVisible())) return false;
  await page.getByTestId('session-next').click();
  await moved.waitFor();
  return true;
}
