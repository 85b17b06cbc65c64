import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { api, signInDemo } from '../support/api';
import { accessCodeIn, sessionLinkIn, waitForEmail } from '../support/inbox';
import { launchBrowser, newContext, signInAs } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Cloudscape Select by its visible name. */
async function choose(page: Page, selectTestId: string, option: RegExp | string) {
  await page.locator(`[data-testid="${selectTestId}"] button`).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The parts of an interview template (`GET /api/interviews/{id}`) a strong answer is written from. */
interface Template {
  questions: { order: number; keyPoints: string[] }[];
}

/** Answers every question of a session as the applicant would, then submits it. */
async function completeInterview(email: string, template: Template, strong: boolean) {
  const mail = await waitForEmail(email);
  const sessionId = sessionLinkIn(mail).split('/').pop()!;
  const auth = await api('POST', `/api/session/${sessionId}/auth`, {
    body: { code: accessCodeIn(mail), noticeAccepted: true },
  });
  expect(auth.status).toBe(200);
  const token = auth.body.token as string;
  const session = await api('GET', `/api/session/${sessionId}`, { token });
  for (const question of session.body.questions as { id: string; order: number }[]) {
    const keyPoints: string[] = template.questions.find((q) => q.order === question.order)?.keyPoints ?? [];
    const response = strong ? keyPoints.join('. ') || 'A complete answer' : 'Not sure';
    const saved = await api('POST', '/api/session/SaveAnswer', {
      token,
      body: { sessionId, questionId: question.id, response },
    });
    expect(saved.status).toBe(200);
  }
  const finished = await api('POST', `/api/session/${sessionId}/finish`, { token });
  expect(finished.status).toBe(200);
  return sessionId;
}

describe('job positions in the browser', () => {
  it('creates a position, writes its template, links and interviews two candidates, and ranks them', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Platform Engineer ${suffix}`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page);

    // New Job position → Confirm → the list.
    await page.goto('/jobPositions');
    await page.locator('[data-testid="add-job-position-button"]').click();
    await page.waitForURL(/\/addJobPosition$/);
    // The first visit compiles the page's Cloudscape modules in Vite; later steps use the default timeout.
    await page.locator('[data-testid="job-position-title"] input').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="job-position-title"] input').fill(title);
    await page.locator('[data-testid="job-position-technicalSkills"] textarea').fill('Kubernetes, Go');
    await page.locator('[data-testid="job-position-confirm"]').click();
    await page.getByText('Job position created').waitFor();
    await page.waitForURL(/\/jobPositions$/);

    // Open it from the list.
    await page.locator('[data-testid="job-positions-filter"] input').fill(suffix);
    await page.getByRole('link', { name: `Details of ${title}` }).click();
    await page.waitForURL(/\/jobPositionDetails\/[0-9A-Z]{26}$/);
    await expect(page.locator('[data-testid="job-position-title"]').innerText()).resolves.toBe(title);
    const positionUrl = page.url().split('?')[0]!;

    // Interview templates tab: a custom template of 3 questions in English.
    await page.getByRole('tab', { name: 'Interview templates' }).click();
    await page.locator('[data-testid="create-custom-template"]').click();
    await page.locator('[data-testid="custom-template-count"] input').fill('3');
    await choose(page, 'custom-template-language', /^English$/);
    await page.locator('[data-testid="custom-template-submit"]').click();
    // What stays: the template's row, whose state turns Ready once its questions are written.
    await page.getByTestId('job-position-templates').getByText('Ready', { exact: true }).waitFor();
    await page.locator('[data-testid="view-template"]').first().waitFor();

    // Two applicants made through the API, linked through the UI.
    const managerToken = await signInDemo();
    const people = [
      { firstName: 'Strong', lastName: `Candidate${suffix}`, strong: true },
      { firstName: 'Weak', lastName: `Candidate${suffix}`, strong: false },
    ].map((p) => ({ ...p, email: `${p.firstName.toLowerCase()}-${suffix}@example.com` }));
    for (const p of people) {
      const created = await api('POST', '/api/applicants', {
        token: managerToken,
        body: { firstName: p.firstName, lastName: p.lastName, jobTitle: 'Engineer', email: p.email },
      });
      expect(created.status).toBe(201);
    }
    await page.getByRole('tab', { name: 'Candidates' }).click();
    for (const p of people) {
      await page.locator('[data-testid="link-applicant"]').click();
      await choose(page, 'link-applicant-select', new RegExp(`${p.firstName} ${p.lastName}`));
      await page.locator('[data-testid="link-applicant-confirm"]').click();
      await page.locator('[data-testid="link-applicant-modal"]').waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: `${p.firstName} ${p.lastName}` }).waitFor();
    }

    // A session for each from the Candidates tab; the one-time access code is shown.
    for (const p of people) {
      await page.getByRole('button', { name: `Create session for ${p.firstName} ${p.lastName}` }).click();
      await choose(page, 'create-session-template', new RegExp(title));
      await page.locator('[data-testid="create-session-submit"]').click();
      await expect(page.locator('[data-testid="one-time-code-value"]').innerText()).resolves.toMatch(
        /^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/,
      );
      await page.locator('[data-testid="one-time-code-done"]').click();
    }

    // Both interviews are answered and submitted by the applicants.
    const positionId = positionUrl.split('/').pop()!;
    const position = await api('GET', `/api/jobPositions/${positionId}`, { token: managerToken });
    const templateId = position.body.customInterviews[0].id as string;
    const template = (await api<Template>('GET', `/api/interviews/${templateId}`, { token: managerToken }))
      .body;
    expect(template.questions).toHaveLength(3);
    for (const p of people) await completeInterview(p.email, template, p.strong);

    // Once scored, the ranking puts the strong candidate first, and the chart shows both.
    const scoreCells = page.locator('[data-testid="candidate-score"]');
    for (let attempt = 0; attempt < 30; attempt++) {
      await page.goto(`${positionUrl}?tab=candidates`);
      await page.locator('[data-testid="candidates-table"]').waitFor();
      await page.getByRole('link', { name: `Strong Candidate${suffix}` }).waitFor();
      if ((await scoreCells.count()) === 2) break;
      await page.waitForTimeout(1000);
    }
    expect(await scoreCells.count()).toBe(2);
    const firstRow = page.locator('[data-testid="candidates-table"] tbody tr').first();
    await expect(firstRow.innerText()).resolves.toMatch(new RegExp(`^\\s*1\\s+Strong Candidate${suffix}`));
    const [strongScore, weakScore] = (await scoreCells.allInnerTexts()).map((t) => Number(t.split('/')[0]));
    expect(strongScore).toBeGreaterThan(weakScore!);
    await page.locator('[data-testid="candidate-scores-chart"] svg').first().waitFor();
    // Compare the two side by side.
    await page.getByRole('checkbox', { name: `Compare Strong Candidate${suffix}` }).check();
    await page.getByRole('checkbox', { name: `Compare Weak Candidate${suffix}` }).check();
    await page.locator('[data-testid="compare-candidates"]').click();
    await page.locator('[data-testid="compare-answer"]').first().waitFor();
    await expect(page.locator('[data-testid="compare-answer"]').allInnerTexts()).resolves.toContain(
      'Not sure',
    );
    await context.close();
  });
});
