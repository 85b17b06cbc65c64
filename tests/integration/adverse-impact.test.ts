import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { api, signIn, signInDemo } from '../support/api';
import { advanceDays } from '../support/clock';
import { seedSelfIdentifiedSession } from '../support/sessions';

/**
 * The adverse-impact report (docs/product.md#adverse-impact-report): 60 applicants to one job position
 * who self-identified after submitting, each with a person's decision and an AI score; the report's rates
 * and ratios are checked against a hand computation, and stay the same once the sessions' retention ends.
 */
let owner: string;
let orgId: string;
let jobPositionId: string;
const interviewId = '01KAXD1T0000000000000000AA';

/**
 * The 60 applicants, by group: how many, how many a person advanced. Every advanced applicant has the AI
 * score 80, every other one 40, so 25 of 60 score 80 and the median is 40.
 */
const GROUPS = [
  { sex: 'male', raceEthnicity: 'white', n: 12, advanced: 6 },
  { sex: 'male', raceEthnicity: 'asian', n: 10, advanced: 4 },
  { sex: 'male', raceEthnicity: 'blackOrAfricanAmerican', n: 6, advanced: 2 },
  { sex: 'female', raceEthnicity: 'white', n: 12, advanced: 6 },
  { sex: 'female', raceEthnicity: 'asian', n: 8, advanced: 2 },
  { sex: 'female', raceEthnicity: 'blackOrAfricanAmerican', n: 6, advanced: 3 },
  { sex: 'male', raceEthnicity: 'hispanicOrLatino', n: 1, advanced: 1 },
  { sex: 'declined', raceEthnicity: 'white', n: 3, advanced: 1 },
  { sex: 'female', raceEthnicity: 'declined', n: 2, advanced: 0 },
] as const;

/**
 * What the report must say, worked out by hand from {@link GROUPS}:
 * male 29 (13 advanced), female 28 (11); white 27 (13), asian 18 (6), black 12 (5), hispanic 1 (1 of 60
 * is under 2 %: excluded; under 5: suppressed). The highest rate of each group is the denominator.
 */
const EXPECTED = {
  male: { applicants: 29, rate: 13 / 29, impactRatio: 1 },
  female: { applicants: 28, rate: 11 / 28, impactRatio: 11 / 28 / (13 / 29) },
  white: { applicants: 27, rate: 13 / 27, impactRatio: 1 },
  asian: { applicants: 18, rate: 6 / 18, impactRatio: 6 / 18 / (13 / 27) },
  blackOrAfricanAmerican: { applicants: 12, rate: 5 / 12, impactRatio: 5 / 12 / (13 / 27) },
  'male:white': { applicants: 12, rate: 0.5, impactRatio: 1 },
  'male:asian': { applicants: 10, rate: 0.4, impactRatio: 0.8 },
  'male:blackOrAfricanAmerican': { applicants: 6, rate: 2 / 6, impactRatio: 2 / 6 / 0.5 },
  'female:white': { applicants: 12, rate: 0.5, impactRatio: 1 },
  'female:asian': { applicants: 8, rate: 0.25, impactRatio: 0.5 },
  'female:blackOrAfricanAmerican': { applicants: 6, rate: 0.5, impactRatio: 1 },
};

type Category = {
  category: string;
  applicants: number | null;
  rate: number | null;
  impactRatio: number | null;
  excluded: boolean;
  suppressed: boolean;
};

function expectHandComputation(categories: Category[]) {
  const by = new Map(categories.map((c) => [c.category, c]));
  for (const [category, want] of Object.entries(EXPECTED)) {
    const got = by.get(category)!;
    expect(got, category).toMatchObject({ applicants: want.applicants, excluded: false, suppressed: false });
    expect(got.rate, category).toBeCloseTo(want.rate, 10);
    expect(got.impactRatio, category).toBeCloseTo(want.impactRatio, 10);
  }
  expect(by.get('hispanicOrLatino')).toEqual({
    category: 'hispanicOrLatino',
    group: 'raceEthnicity',
    applicants: null,
    rate: null,
    impactRatio: null,
    excluded: true,
    suppressed: true,
  });
  expect(by.get('female:nativeHawaiianOrPacificIslander')).toMatchObject({
    applicants: null,
    suppressed: true,
  });
}

/** A manager of the demo organization with the given role, made as an operator would. */
async function newManager(role: 'member'): Promise<{ token: string; userId: string }> {
  const { env } = inject('stack');
  const email = `auditor-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Audit-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Ada Auditor');
  const { db } = await import('../../functions/data/service');
  await db.entities.membership.create({ userId, orgId, email, name: 'Ada Auditor', role }).go();
  return { token: await signIn(email, password), userId };
}

const report = (token: string, query = '') =>
  api('GET', `/api/reports/adverse-impact?jobPositionId=${jobPositionId}${query}`, { token });

let sessionIds: string[] = [];

beforeAll(async () => {
  owner = await signInDemo();
  orgId = (await api('GET', '/api/account/me', { token: owner })).body.orgId;
  jobPositionId = (
    await api('POST', '/api/jobPositions', { token: owner, body: { title: 'Backend Developer (audit)' } })
  ).body.id;
  const { now } = await advanceDays(0);
  const seeds = GROUPS.flatMap((g) =>
    Array.from({ length: g.n }, (_, i) => [g.sex, g.raceEthnicity, i < g.advanced] as const),
  );
  expect(seeds).toHaveLength(60);
  sessionIds = [];
  for (const [sex, raceEthnicity, advanced] of seeds)
    sessionIds.push(
      await seedSelfIdentifiedSession({
        now,
        orgId,
        jobPositionId,
        interviewId,
        sex,
        raceEthnicity,
        advanced,
      }),
    );
}, 120_000);

describe('adverse-impact report', () => {
  it('publishes the lists an applicant chooses from, declined included', async () => {
    const options = await api('GET', '/api/self-identification/options');
    expect(options.status).toBe(200);
    expect(options.body.sex).toEqual(['male', 'female', 'declined']);
    expect(options.body.raceEthnicity).toContain('nativeHawaiianOrPacificIslander');
    expect(options.body.raceEthnicity.at(-1)).toBe('declined');
  });

  it('gives selection rates and impact ratios that match a hand computation', async () => {
    const res = await report(owner, '&measure=selection');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(60);
    expect(res.body.unknown).toEqual({ sex: 3, raceEthnicity: 2, intersection: 5 });
    expect(res.body.warning).toBeUndefined();
    expectHandComputation(res.body.categories);
  });

  it('reports AI scores apart: the share above the median score', async () => {
    const res = await report(owner, '&measure=scoring');
    expect(res.status).toBe(200);
    expect(res.body.median).toBe(40);
    // Those above the median (80) are exactly those advanced, so the figures are the same by construction.
    expectHandComputation(res.body.categories);
  });

  it('warns under the chosen sample size, and filters by template and dates', async () => {
    expect((await report(owner, '&minSample=100')).body.warning).toMatch(/60 applicants/);
    expect((await report(owner, '&interviewId=01KAXD1T0000000000000000BB')).body.total).toBe(0);
    const { now } = await advanceDays(0);
    const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
    expect((await report(owner, `&from=${tomorrow}`)).body.total).toBe(0);
    expect((await report(owner, '&from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('exports the same figures as CSV', async () => {
    const res = await fetch(
      `${inject('stack').apiUrl}/api/reports/adverse-impact?jobPositionId=${jobPositionId}&format=csv`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('measure,group,category,applicants,rate,impactRatio,excluded,suppressed');
    expect(lines).toContain('selection,sex,female,28,0.3929,0.8764,false,false');
    expect(lines).toContain('selection,raceEthnicity,hispanicOrLatino,,,,true,true');
    expect(lines.at(-1)).toBe('selection,all,all,60,,,,');
  });

  it('is for the owner and auditors only; an auditor sees nothing else', async () => {
    const member = await newManager('member');
    expect((await report(member.token)).status).toBe(403);
    const named = await api('PUT', `/api/team/members/${member.userId}/auditor`, {
      token: owner,
      body: { auditor: true },
    });
    expect(named.status).toBe(200);
    expect(named.body.role).toBe('auditor');
    const auditor = member.token;
    expect((await report(auditor)).status).toBe(200);
    expect((await api('GET', '/api/applicants', { token: auditor })).status).toBe(403);
    expect((await api('GET', `/api/session/${sessionIds[0]}/details`, { token: auditor })).status).toBe(403);
    expect((await api('GET', '/api/account/me', { token: auditor })).body.role).toBe('auditor');
    expect(
      (
        await api('PUT', `/api/team/members/${member.userId}/auditor`, {
          token: auditor,
          body: { auditor: false },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses self-identification before submitting, and values outside the lists', async () => {
    const { db } = await import('../../functions/data/service');
    const { newApplicantToken } = await import('../../functions/sessions');
    const id = sessionIds[0]!;
    const { now } = await advanceDays(0);
    await db.entities.session.patch({ sessionId: id }).set({ status: 'open' }).go();
    const token = newApplicantToken();
    await db.entities.applicantToken
      .create({
        tokenHash: token.hash,
        sessionId: id,
        accessCodeHash: 'seeded',
        // On the product's clock, which earlier test files may have moved on.
        expiresAt: Math.floor(now / 1000) + 3600,
      })
      .go();
    const early = await api('POST', `/api/session/${id}/self-identification`, {
      token: token.token,
      body: { sex: 'female', raceEthnicity: 'asian' },
    });
    expect(early.status).toBe(409);
    await db.entities.session.patch({ sessionId: id }).set({ status: 'scored' }).go();
    const odd = await api('POST', `/api/session/${id}/self-identification`, {
      token: token.token,
      body: { sex: 'other', raceEthnicity: 'asian' },
    });
    expect(odd.status).toBe(400);
    expect(odd.body.details['sex']).toBeDefined();
    expect(
      (
        await api('POST', `/api/session/${id}/self-identification`, {
          body: { sex: 'male', raceEthnicity: 'white' },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps the figures and the decision records once the sessions’ content is removed', async () => {
    const swept = await advanceDays(31);
    expect(swept.purged).toBeGreaterThanOrEqual(60);
    const { db } = await import('../../functions/data/service');
    expect((await db.entities.session.get({ sessionId: sessionIds[0]! }).go()).data).toBeNull();
    const { data: records } = await db.entities.decisionRecord.query.byOrg({ orgId }).go({ pages: 'all' });
    const kept = records.filter((r) => sessionIds.includes(r.sessionId));
    expect(kept).toHaveLength(60);
    expect(kept.filter((r) => r.decision === 'advance')).toHaveLength(25);
    expect(JSON.stringify(kept)).not.toMatch(/example\.com|Applicant /);
    const after = await report(owner, '&measure=selection');
    expect(after.body.total).toBe(60);
    expectHandComputation(after.body.categories);
    expectHandComputation((await report(owner, '&measure=scoring')).body.categories);
  });
});
