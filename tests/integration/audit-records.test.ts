import { routes } from '../../shared/routes';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { submitAndScore, interviewed, newMember } from '../support/interviewed';

/**
 * What stays on record: a session's review and decision history (appended to, never changed), the audit
 * log and the subject access export; who may read them, and that none reaches another organization.
 */
let owner: string;
let member: string;
let outsider: string;

beforeAll(async () => {
  owner = await signInDemo();
  const me = await api('GET', '/api/account/me', { token: owner });
  member = await newMember(me.body.orgId);
  outsider = (await newManagerInNewOrg()).token;
});

describe('review and decision history', () => {
  it('never lets a route change or delete a history entry, and keeps other organizations out', async () => {
    const { id, questions, applicantToken } = await interviewed(owner, () => 'I would add an index.');
    await submitAndScore(owner, id, applicantToken);
    const path = `/api/session/${id}/answers/${questions[0]!.id}/review`;
    await api('PUT', path, { token: owner, body: { score: 3, reason: 'First look' } });
    await api('POST', `/api/session/${id}/decision`, {
      token: owner,
      body: { decision: 'hold', reason: 'Later' },
    });
    const before = (await api('GET', `/api/session/${id}/history`, { token: owner })).body.items;

    // Another organization sees none of it and changes nothing.
    for (const [method, url, body] of [
      ['GET', `/api/session/${id}/history`, undefined],
      ['PUT', path, { score: 0, reason: 'Outsider' }],
      ['POST', `/api/session/${id}/decision`, { decision: 'reject', reason: 'Outsider' }],
    ] as const) {
      expect((await api(method, url, { token: outsider, body })).status).toBe(404);
    }
    expect((await api('GET', `/api/session/${id}/history`)).status).toBe(401);

    // No route of the table writes to a history path; writing to one is refused.
    const historyWrites = Object.values(routes).filter(
      (r) => r.path.includes('history') && r.method !== 'GET',
    );
    expect(historyWrites).toEqual([]);
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const res = await api(method, `/api/session/${id}/history`, { token: owner, body: {} });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const entry = await api(method, `/api/session/${id}/history/${before[0].id}`, {
        token: owner,
        body: {},
      });
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }

    // Reviewing and deciding again append; the earlier entries stay exactly as they were.
    await api('PUT', path, { token: member, body: { score: 8, reason: 'Second look' } });
    await api('POST', `/api/session/${id}/decision`, {
      token: member,
      body: { decision: 'advance', reason: 'Agreed' },
    });
    const after = (await api('GET', `/api/session/${id}/history`, { token: owner })).body.items;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((e: any) => e.kind)).toEqual(['review', 'decision']);
    const details = (await api('GET', `/api/session/${id}/details`, { token: owner })).body;
    expect(details.questions[0].review).toMatchObject({ score: 8, reason: 'Second look' });
    expect(details.decision).toMatchObject({ decision: 'advance', by: { name: 'Mia Member' } });
  });
});

describe('audit log', () => {
  it('records views, reviews, decisions, exports and deletions for the owner only, and keeps them after deletion', async () => {
    const { id, questions, applicantToken } = await interviewed(owner, () => 'I would add an index.');
    await submitAndScore(owner, id, applicantToken);
    await api('PUT', `/api/session/${id}/answers/${questions[0]!.id}/review`, {
      token: member,
      body: { score: 4, reason: 'Thin' },
    });
    await api('POST', `/api/session/${id}/decision`, {
      token: owner,
      body: { decision: 'hold', reason: 'Later' },
    });
    const details = (await api('GET', `/api/session/${id}/details`, { token: owner })).body;
    expect((await api('DELETE', `/api/applicants/${details.applicantId}`, { token: owner })).status).toBe(
      204,
    );

    // Members and other organizations cannot read it.
    expect((await api('GET', '/api/audit', { token: member })).status).toBe(403);
    const theirs = await api('GET', '/api/audit?limit=100', { token: outsider });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(id);

    const log = (await api('GET', '/api/audit?limit=100', { token: owner })).body.items as any[];
    const aboutSession = log.filter((e) => e.targetId === id).map((e) => e.action);
    expect(aboutSession).toEqual(
      expect.arrayContaining(['session.view', 'session.review', 'session.decision']),
    );
    expect(log.find((e) => e.action === 'session.review' && e.targetId === id).by.name).toBe('Mia Member');
    expect(log.some((e) => e.action === 'applicant.delete' && e.targetId === details.applicantId)).toBe(true);
    expect(JSON.stringify(log)).not.toContain('I would add an index');
    const decisions = (await api('GET', '/api/audit?action=session.decision&limit=100', { token: owner }))
      .body.items;
    expect(decisions.every((e: any) => e.action === 'session.decision')).toBe(true);
    expect((await api('GET', '/api/audit?action=nonsense', { token: owner })).status).toBe(400);
    // The session's own data is gone with the applicant; the log is not.
    expect((await api('GET', `/api/session/${id}/details`, { token: owner })).status).toBe(404);
  });
});

describe('subject access export', () => {
  it('exports an applicant with answers, reviews and history as JSON, audited, and only within the organization', async () => {
    const { id, questions, applicantToken } = await interviewed(owner, () => 'I would add an index.');
    await submitAndScore(owner, id, applicantToken);
    await api('PUT', `/api/session/${id}/answers/${questions[0]!.id}/review`, {
      token: owner,
      body: { score: 5, reason: 'Fair' },
    });
    const applicantId = (await api('GET', `/api/session/${id}/details`, { token: owner })).body.applicantId;
    expect((await api('GET', `/api/applicants/${applicantId}/export`, { token: outsider })).status).toBe(404);
    const exported = await api('GET', `/api/applicants/${applicantId}/export`, { token: member });
    expect(exported.status).toBe(200);
    expect(exported.body.applicant.id).toBe(applicantId);
    expect(exported.body.sessions[0].session.questions[0].answer.text).toBe('I would add an index.');
    expect(exported.body.sessions[0].history.map((e: any) => e.kind)).toEqual([
      'follow-up',
      'follow-up',
      'follow-up',
      'ai-score',
      'review',
    ]);
    const log = (await api('GET', '/api/audit?action=applicant.export', { token: owner })).body.items;
    expect(log[0]).toMatchObject({
      action: 'applicant.export',
      targetId: applicantId,
      by: { name: 'Mia Member' },
    });
  });
});
