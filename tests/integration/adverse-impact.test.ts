import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { api, signIn, signInDemo } from '../support/api';
import { advanceDays } from '../support/clock';
import {
  CUSTOM,
  expectDisclosureControlled,
  GROUPS,
  truth,
  type Category,
} from '../support/adverse-impact-sample';
import { seedSelfIdentifiedSession } from '../support/sessions';

/**
 * The adverse-impact report (docs/product.md#adverse-impact-report) under disclosure control
 * (docs/compliance.md#disclosure-control): 57 applicants to one job position who submitted in the last
 * quarter that has ended and self-identified, each with a person's decision and an AI score. Every figure
 * shown must be the true one; every group of fewer than 5 must stay out of reach of subtraction.
 */
let owner: string;
let orgId: string;
let jobPositionId: string;
let period: string;
const interviewId = '01KAXD1T0000000000000000AA';
/** A custom interview made for one applicant of the same position. */
const customInterviewId = '01KAXD1T0000000000000000CC';

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
  api('GET', `/api/reports/adverse-impact?jobPositionId=${jobPositionId}&period=${period}${query}`, {
    token,
  });

let sessionIds: string[] = [];

beforeAll(async () => {
  owner = await signInDemo();
  orgId = (await api('GET', '/api/account/me', { token: owner })).body.orgId;
  jobPositionId = (
    await api('POST', '/api/jobPositions', { token: owner, body: { title: 'Backend Developer (audit)' } })
  ).body.id;
  const { now } = await advanceDays(0);
  // The middle of the last quarter that has ended, on the product's clock.
  const today = new Date(now);
  const quarterStart = Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1);
  const submittedAt = quarterStart - 45 * 86_400_000;
  const at = new Date(submittedAt);
  period = `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
  const seeds: (readonly [string, string, boolean, string])[] = GROUPS.flatMap((g) =>
    Array.from({ length: g.n }, (_, i) => [g.sex, g.raceEthnicity, i < g.advanced, interviewId] as const),
  );
  seeds.push([CUSTOM.sex, CUSTOM.raceEthnicity, CUSTOM.advanced, customInterviewId]);
  expect(seeds).toHaveLength(57);
  sessionIds = [];
  for (const [sex, raceEthnicity, advanced, interview] of seeds)
    sessionIds.push(
      await seedSelfIdentifiedSession({
        now,
        submittedAt,
        orgId,
        jobPositionId,
        interviewId: interview,
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

  it('gives selection rates and impact ratios that are true wherever shown, under disclosure control', async () => {
    const res = await report(owner, '&measure=selection');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(57);
    expect(res.body.warning).toBeUndefined();
    expectDisclosureControlled(res.body);
    // The large groups keep their figures: 12 white women, 6 of them advanced.
    expect(res.body.categories.find((c: Category) => c.category === 'female:white')).toMatchObject({
      applicants: 12,
      rate: 0.5,
    });
  });

  it('reports AI scores apart: the share above the median score', async () => {
    const res = await report(owner, '&measure=scoring');
    expect(res.status).toBe(200);
    expect(res.body.median).toBe(40);
    // Those above the median (80) are exactly those advanced, so the same rules hold on the same truth.
    expectDisclosureControlled(res.body);
  });

  it('door: one advanced applicant in a group of one shows no rate that is theirs (before: male 1/23 > 0 gave it away)', async () => {
    const { body } = await report(owner, '&measure=selection');
    const byName = new Map<string, Category>(body.categories.map((c: Category) => [c.category, c]));
    expect(byName.get('male:hispanicOrLatino')).toMatchObject({ applicants: null, rate: null });
    expect(byName.get('hispanicOrLatino')).toMatchObject({ applicants: null, rate: null });
    // Nothing shown differs from a table without them by exactly one advanced person.
    for (const c of body.categories as Category[])
      if (c.rate !== null) expect(Math.min(truth(c).s, truth(c).n - truth(c).s)).toBeGreaterThanOrEqual(5);
  });

  it('door: periods are whole ended quarters, day ranges are refused (before: from/to a day apart showed who submitted)', async () => {
    const days = await api(
      'GET',
      `/api/reports/adverse-impact?jobPositionId=${jobPositionId}&period=${period}&from=2026-01-01&to=2026-01-02`,
      { token: owner },
    );
    expect(days.status).toBe(400);
    expect(days.body.details['query.from']).toEqual([
      'Reports cover a whole calendar quarter: name it as period=YYYY-Qn, not days',
    ]);
    const noPeriod = await api('GET', `/api/reports/adverse-impact?jobPositionId=${jobPositionId}`, {
      token: owner,
    });
    expect(noPeriod.status).toBe(400);
    const month = await api(
      'GET',
      `/api/reports/adverse-impact?jobPositionId=${jobPositionId}&period=2026-03`,
      {
        token: owner,
      },
    );
    expect(month.status).toBe(400);
    const { now } = await advanceDays(0);
    const today = new Date(now);
    const current = `${today.getUTCFullYear()}-Q${Math.floor(today.getUTCMonth() / 3) + 1}`;
    const open = await api(
      'GET',
      `/api/reports/adverse-impact?jobPositionId=${jobPositionId}&period=${current}`,
      {
        token: owner,
      },
    );
    expect(open.status).toBe(400);
    expect(open.body.details.period).toBeDefined();
  });

  it('door: a filter narrower than 5 applicants is refused, and so is one whose rest is (before: a custom interview showed its one applicant)', async () => {
    const custom = await report(owner, `&interviewId=${customInterviewId}`);
    expect(custom.status).toBe(400);
    expect(custom.body.details.interviewId).toBeDefined();
    // The main interview leaves one applicant of the position out: position minus it would be theirs.
    const main = await report(owner, `&interviewId=${interviewId}`);
    expect(main.status).toBe(400);
    expect(main.body.details.interviewId).toBeDefined();
    const empty = (
      await api('POST', '/api/jobPositions', { token: owner, body: { title: 'Backend Developer (empty)' } })
    ).body.id;
    const tooFew = await api('GET', `/api/reports/adverse-impact?jobPositionId=${empty}&period=${period}`, {
      token: owner,
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.details.jobPositionId).toBeDefined();
  });

  it('warns under the chosen sample size', async () => {
    expect((await report(owner, '&minSample=100')).body.warning).toMatch(/57 applicants/);
  });

  it('exports the same figures as CSV', async () => {
    const res = await fetch(
      `${inject('stack').apiUrl}/api/reports/adverse-impact?jobPositionId=${jobPositionId}&period=${period}&format=csv`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('measure,group,category,applicants,rate,impactRatio,excluded,suppressed');
    expect(lines).toContain('selection,intersection,female:white,12,0.5000,0.9167,false,false');
    expect(lines).toContain('selection,raceEthnicity,hispanicOrLatino,,,,false,true');
    expect(lines.at(-1)).toBe('selection,all,all,57,,,,');
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
    const before = await report(owner, '&measure=selection');
    const swept = await advanceDays(31);
    expect(swept.purged).toBeGreaterThanOrEqual(57);
    const { db } = await import('../../functions/data/service');
    expect((await db.entities.session.get({ sessionId: sessionIds[0]! }).go()).data).toBeNull();
    const { data: records } = await db.entities.decisionRecord.query.byOrg({ orgId }).go({ pages: 'all' });
    const kept = records.filter((r) => sessionIds.includes(r.sessionId));
    expect(kept).toHaveLength(57);
    expect(kept.filter((r) => r.decision === 'advance')).toHaveLength(24);
    expect(JSON.stringify(kept)).not.toMatch(/example\.com|Applicant /);
    const after = await report(owner, '&measure=selection');
    expect(after.body.total).toBe(57);
    expectDisclosureControlled(after.body);
    expect(after.body).toEqual(before.body);
    expectDisclosureControlled((await report(owner, '&measure=scoring')).body);
  });
});
