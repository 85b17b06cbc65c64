import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signInAs } from './support/browser';

const applicant = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  jobTitle: 'Data Analyst',
  email: 'katherine.johnson@example.com',
  salaryExpectation: '85000',
  phone: '+1 555 010 3000',
  resumeUrl: 'https://example.com/katherine.pdf',
  bio: 'Trajectory analysis and careful verification.',
  education: 'BSc Mathematics and French',
  workExperience: 'NASA Langley, 33 years',
  certifications: 'None',
  languages: 'English, French',
  technicalSkills: 'SQL, Python, Orbital mechanics',
  softSkills: 'Rigor, Mentoring',
};

const field = (page: Page, name: string) =>
  page.locator(`[data-testid="applicant-${name}"] input, [data-testid="applicant-${name}"] textarea`).first();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('applicants in the browser', () => {
  it('guards manager pages, then adds, finds, edits and deletes an applicant, and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    // Signed out: a manager page sends you to /login.
    await page.goto('/applicants');
    await page.waitForURL(/\/login$/);

    await signInAs(page);
    const nav = page.locator('[data-testid="side-navigation"]');
    for (const label of ['Applicants', 'Interview Templates', 'Job Positions', 'Sign out']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }

    // Add: required fields and formats are checked before anything is sent.
    await page.locator('[data-testid="add-applicant-button"]').click();
    await page.waitForURL(/\/addapplicant$/);
    await page.locator('[data-testid="applicant-submit"]').click();
    await page.getByText('First name is required').waitFor();
    for (const [name, value] of Object.entries(applicant)) await field(page, name).fill(value);
    await field(page, 'email').fill('not-an-email');
    await page.locator('[data-testid="applicant-submit"]').click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await field(page, 'email').fill(applicant.email);
    await page.locator('[data-testid="applicant-submit"]').click();
    await page.getByText('Applicant added').waitFor();
    await page.waitForURL(/\/applicants\/[0-9A-Z]{26}$/);
    await expect(page.locator('[data-testid="applicant-name"]').innerText()).resolves.toContain(
      'Katherine Johnson',
    );
    const skills = page.locator('[data-testid="applicant-technical-skills"]');
    for (const tag of ['SQL', 'Python', 'Orbital mechanics'])
      await skills.getByText(tag, { exact: true }).waitFor();
    await page.getByText('NASA Langley, 33 years').waitFor();

    // The list finds it by filter; Details opens the profile.
    await page.locator('[data-testid="applicant-go-back"]').click();
    await page.waitForURL(/\/applicants$/);
    await page.locator('[data-testid="applicants-filter"] input').fill('Katherine');
    const row = page.locator('[data-testid="applicants-table"] tbody tr').filter({ hasText: 'Johnson' });
    await row.waitFor();
    await row.locator('[data-testid="applicant-details-link"]').click();
    await page.waitForURL(/\/applicants\/[0-9A-Z]{26}$/);

    // Edit: prefilled, "Update Applicant", "Applicant updated".
    await page.locator('[data-testid="applicant-edit"]').click();
    await page.waitForURL(/\/modifyapplicant\//);
    await expect(field(page, 'firstName').inputValue()).resolves.toBe('Katherine');
    await field(page, 'jobTitle').fill('Senior Data Analyst');
    await page.getByRole('button', { name: 'Update Applicant' }).click();
    await page.getByText('Applicant updated').waitFor();
    await page.getByText('Senior Data Analyst').first().waitFor();

    // Delete with confirmation: gone from the list.
    await page.locator('[data-testid="applicant-delete"]').click();
    await page.locator('[data-testid="delete-applicant-confirm"]').click();
    await page.getByText('Applicant deleted').waitFor();
    await page.waitForURL(/\/applicants$/);
    await page.locator('[data-testid="applicants-filter"] input').fill('Katherine');
    await page.locator('[data-testid="applicants-no-match"]').waitFor();

    // Sign out: manager pages redirect to /login again.
    await nav.getByRole('link', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await page.goto('/applicants');
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('sends the manager to /login when the API answers 401', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page);
    // A token the API no longer accepts (e.g. revoked): the next call answers 401.
    await page.route(
      (url) => url.pathname === '/api/applicants',
      (route) =>
        route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    await page.reload();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
