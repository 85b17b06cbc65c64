/**
 * Search at size (docs/decisions/0100-search-index-items-per-prefix.md): seeds 10,000 applicants with their
 * search index entries straight into DynamoDB Local (batched writes, a few batches in flight), then finds
 * the oldest of them by a last-name prefix, its e-mail and a job-title word: through the API (requests,
 * DynamoDB round trips and read capacity per search) and in Chromium (time to the first matching row).
 */
import type { Page, Request } from 'playwright-core';
import type { RoundTrips } from './dynamodb-counter';

/** Sequential DynamoDB rounds of one search (membership and index Query, then the page's applicants). */
export const SEARCH_ROUND_BUDGET = 3;
/** From the last keystroke to the first matching row on screen, ms (includes the 300 ms typing pause). */
export const FIRST_MATCH_BUDGET_MS = 1000;
/** API requests a search needs to show its match. */
const REQUEST_BUDGET = 1;

/** The oldest applicant of the seeded organization: the one a search used to find last. */
export const OLDEST = {
  firstName: 'Margarethe',
  lastName: 'Vandenberghe',
  jobTitle: 'Geophysicist',
  email: 'margarethe.vandenberghe@northwind.example',
};

/** What a manager types, by kind of search. */
export const SEARCHES = [
  ['last-name prefix', 'vandenb'],
  ['e-mail', OLDEST.email],
  ['job-title word', 'geophys'],
] as const;

const FIRST = ['Ana', 'Bruno', 'Chloé', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Inés', 'Jonas', 'Keiko'];
const FIRST2 = [
  'Lars',
  'Maya',
  'Nils',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sven',
  'Tomás',
  'Uma',
  'Vera',
  'Wei',
];
const LAST = [
  'García',
  'Smith',
  'Müller',
  'Rossi',
  'Kowalski',
  'Nguyen',
  'Dubois',
  'Van Dijk',
  'Vance',
  'Jensen',
];
const LAST2 = [
  'Andersen',
  'Okafor',
  'Silva',
  'Novak',
  'Haddad',
  'Tanaka',
  'Larsen',
  'Moreau',
  'Fischer',
  'Costa',
];
const TITLES = [
  'Backend Engineer',
  'Data Analyst',
  'Product Manager',
  'Frontend Developer',
  'Account Executive',
  'QA Tester',
  'Site Reliability Engineer',
  'UX Designer',
];
const DOMAINS = ['example.com', 'mail.example', 'corp.example', 'northwind.example'];

/**
 * Writes `count` applicants into the organization, the oldest first ({@link OLDEST}), each with its index
 * entries, as the product's create writes them (none with `index: false`, as before the search index);
 * in batches of 25, 8 batches in flight.
 */
export async function seedSearchApplicants(
  orgId: string,
  count: number,
  { index = true }: { index?: boolean } = {},
): Promise<void> {
  const { db } = await import('../functions/data/service');
  const { newId } = await import('../functions/data/attributes');
  const { applicantDocument, termsOf } = await import('../functions/data/search-index');
  const { putTerms } = await import('../functions/data/search-terms');
  const oldest = { orgId, applicantId: newId(), ...OLDEST };
  await new Promise((r) => setTimeout(r, 5));
  const firsts = [...FIRST, ...FIRST2];
  const lasts = [...LAST, ...LAST2];
  const rest = Array.from({ length: count - 1 }, (_, i) => {
    const firstName = firsts[i % firsts.length]!;
    const lastName = lasts[Math.floor(i / firsts.length) % lasts.length]!;
    return {
      orgId,
      applicantId: newId(),
      firstName,
      lastName,
      jobTitle: TITLES[i % TITLES.length]!,
      email: `${firstName.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')}${i}@${DOMAINS[i % DOMAINS.length]}`,
    };
  });
  const items = [oldest, ...rest];
  const terms = index ? items.flatMap((a) => termsOf(applicantDocument(a))) : [];
  const start = performance.now();
  const { unprocessed } = await db.entities.applicant.put(items).go({ concurrency: 8 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} applicants not written`);
  await putTerms(terms);
  console.log(
    `\n  seeded ${count} applicants and ${terms.length} search entries in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

const ok = (good: boolean) => (good ? 'ok  ' : 'OVER');

/** Each search through the API, once warm: requests, DynamoDB rounds and calls, read capacity. */
export async function apiSearches(
  call: (path: string) => Promise<{ items: { id: string; lastName: string }[] }>,
  measure: (fn: () => Promise<unknown>) => Promise<RoundTrips>,
): Promise<void> {
  console.log('\nSearch with 10,000 applicants: the oldest one, on the first request (decision record 0100)');
  for (const [name, text] of SEARCHES) {
    const path = `/api/applicants?limit=50&q=${encodeURIComponent(text)}`;
    await call(path);
    let answer: { items: { lastName: string }[] } = { items: [] };
    const t = await measure(async () => (answer = await call(path)));
    const found = answer.items.some((a) => a.lastName === OLDEST.lastName);
    console.log(
      `  ${name.padEnd(17)} "${text}": ${found ? 'found' : 'NOT FOUND'} in 1 request (budget ${REQUEST_BUDGET}) ${ok(found)}; ` +
        `${t.rounds} DynamoDB round trips (budget ≤ ${SEARCH_ROUND_BUDGET}) ${ok(t.rounds <= SEARCH_ROUND_BUDGET)}, ` +
        `${t.calls} calls (${Object.entries(t.operations)
          .map(([op, n]) => `${op} ${n}`)
          .join(', ')}), ${t.readUnits.toFixed(1)} read capacity units`,
    );
  }
}

/**
 * Each search in the applicants page as a manager types it: the time from the last keystroke to the first
 * row of the oldest applicant, and the list requests it took. `page` is signed in.
 */
export async function browserSearches(page: Page): Promise<void> {
  console.log(
    '\nSearch in Chromium, 10,000 applicants (production build): last keystroke → first matching row',
  );
  for (const [name, text] of SEARCHES) {
    await page.goto('/applicants');
    const rows = page.locator('[data-testid="applicants-table"] tbody tr');
    await rows.first().waitFor({ timeout: 60_000 });
    let requests = 0;
    let sent = NaN;
    let answered = NaN;
    const isList = (req: Request) => new URL(req.url()).pathname === '/api/applicants';
    const onRequest = (req: Request) => {
      if (!isList(req)) return;
      requests++;
      sent = performance.now();
    };
    const onFinished = (req: Request) => {
      if (isList(req)) answered = performance.now();
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    const box = page.getByRole('searchbox', { name: 'Filter applicants' });
    await box.fill(text.slice(0, -1));
    const start = performance.now();
    await box.press(text.slice(-1));
    await rows.filter({ hasText: OLDEST.lastName }).first().waitFor({ timeout: 30_000 });
    const ms = performance.now() - start;
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    console.log(
      `  ${name.padEnd(17)} ${ms.toFixed(0)} ms (budget ≤ ${FIRST_MATCH_BUDGET_MS}) ${ok(ms <= FIRST_MATCH_BUDGET_MS)}; ` +
        `${requests} list request(s) while typing (budget ${REQUEST_BUDGET}) ${ok(requests <= REQUEST_BUDGET)}; ` +
        `request sent at ${(sent - start).toFixed(0)} ms, answered at ${(answered - start).toFixed(0)} ms`,
    );
  }
}
