import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { api, newManagerInNewOrg } from '../support/api';
import { launchBrowser, newContext, signInAs } from './support/browser';

/** Last names in the order the applicants are created (the list shows the newest first). */
const LAST_NAMES = [
  'Quinn',
  'Baker',
  'Young',
  'Adams',
  'Nolan',
  'Ellis',
  'Park',
  'Hayes',
  'Irwin',
  'Diaz',
  'Grant',
  'Fox',
];

let browser: Browser;
let manager: { token: string; email: string };
beforeAll(async () => {
  browser = await launchBrowser();
  manager = await newManagerInNewOrg('Paging Ltd');
  for (const [i, lastName] of LAST_NAMES.entries()) {
    const res = await api('POST', '/api/applicants', {
      token: manager.token,
      body: {
        firstName: `Person${i}`,
        lastName,
        jobTitle: 'Engineer',
        email: `${lastName.toLowerCase()}-${i}@example.com`,
      },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The list requests (`GET /api/applicants`) the page completes from now on, as URLs. Requests the app
 * cancels do not count: in development React mounts each component twice, and the first mount's request
 * is aborted.
 */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/applicants') seen.push(url);
  });
  return seen;
}

const rows = (page: Page) => page.locator('[data-testid="applicants-table"] tbody tr');
const lastNameColumn = (page: Page) => rows(page).locator('td:nth-child(2)').allInnerTexts();
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /Applicants/ });

/** Signs the manager in on a new page, which opens /applicants; returns it with its list requests. */
async function openApplicants(context: BrowserContext) {
  const page = await context.newPage();
  const requests = listRequests(page);
  await signInAs(page, manager.email, 'Other-Passw0rd!');
  await expect.poll(() => rows(page).count()).toBe(10);
  return { page, requests };
}

describe('/applicants reads one page at a time from the server', () => {
  it('asks for the first page only, then for the next with its cursor, and counts honestly', async () => {
    const context = await newContext(browser);
    try {
      const { page, requests } = await openApplicants(context);
      await page.waitForLoadState('networkidle');
      expect(requests).toHaveLength(1);
      expect(requests[0]!.searchParams.get('limit')).toBe('10');
      expect(requests[0]!.searchParams.has('cursor')).toBe(false);
      expect(await heading(page).innerText()).toContain('(10+)');
      expect(await lastNameColumn(page)).toEqual([...LAST_NAMES].reverse().slice(0, 10));

      await page.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => lastNameColumn(page)).toEqual(['Baker', 'Quinn']);
      await expect.poll(() => requests.length).toBe(2);
      expect(requests[1]!.searchParams.get('cursor')).toBeTruthy();
      expect(await heading(page).innerText()).toContain('(12)');

      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect.poll(async () => (await lastNameColumn(page))[0]).toBe('Fox');
    } finally {
      await context.close();
    }
  });

  // Needs the server's search and sort (docs/decisions/0062-server-side-lists.md).
  it('finds an applicant past the first page by search, and sorts by name on the server', async () => {
    const context = await newContext(browser);
    try {
      const { page, requests } = await openApplicants(context);

      await page.locator('[data-testid="applicants-filter"] input').fill('quinn');
      await expect.poll(() => lastNameColumn(page)).toEqual(['Quinn']);
      expect(requests.at(-1)!.searchParams.get('q')).toBe('quinn');
      expect(await heading(page).innerText()).toContain('(1)');

      await page.locator('[data-testid="applicants-filter"] input').fill('');
      await expect.poll(() => rows(page).count()).toBe(10);
      await page.getByRole('columnheader', { name: 'Last Name' }).click();
      await expect.poll(() => lastNameColumn(page)).toEqual([...LAST_NAMES].sort().slice(0, 10));
      expect(requests.at(-1)!.searchParams.get('sort')).toBe('name');
      expect(requests.at(-1)!.searchParams.get('order')).toBe('asc');
    } finally {
      await context.close();
    }
  });
});
