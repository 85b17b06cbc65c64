import { randomUUID } from 'node:crypto';
import { api, newManagerInNewOrg } from '../support/api';

/** A new owner's position with three candidates, one of whose names would run as a formula. */
async function positionWithCandidates() {
  const owner = await newManagerInNewOrg('Export Co');
  const id = (await api('POST', '/api/jobPositions', { token: owner.token, body: { title: 'Analyst' } })).body
    .id as string;
  for (const firstName of ['Ada', '=HYPERLINK("http://x")', 'x;=cmd|calc']) {
    const created = await api('POST', '/api/applicants', {
      token: owner.token,
      body: {
        firstName,
        lastName: 'Tester',
        jobTitle: 'Analyst',
        email: `exp-${randomUUID().slice(0, 8)}@example.com`,
        jobPositionId: id,
      },
    });
    expect(created.status).toBe(201);
  }
  return { token: owner.token, id };
}

const exportsOf = async (token: string) =>
  ((await api('GET', '/api/audit?action=candidates.export&limit=100', { token })).body.items as any[]).map(
    (e) => e.targetId,
  );

describe('candidates export on the server', () => {
  it('writes the ranking CSV page by page, every cell quoted and formulas defused, and logs it once', async () => {
    const { token, id } = await positionWithCandidates();
    const pages: string[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `limit=1&cursor=${encodeURIComponent(cursor)}` : 'limit=1';
      const page = await api('GET', `/api/jobPositions/${id}/candidates/export?${query}`, { token });
      expect(page.status).toBe(200);
      pages.push(page.body.csv);
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const lines = pages.join('').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Rank,First name,Last name,E-mail,Job title,Score,Score source,Interview,Status,Scored at,Decision',
    );
    expect(lines).toHaveLength(4); // the header once, then one line per candidate
    for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]*","/);
    const names = lines.slice(1).map((l) => l.split('","')[1]);
    expect(names).toEqual(expect.arrayContaining(['Ada', `'=HYPERLINK(""http://x"")`, "x;'=cmd|calc"]));
    // The export is in the audit log though the browser sent nothing else: once, for its first page.
    expect(await exportsOf(token)).toEqual([id]);
  });

  it("refuses another organization's position and a bad cursor without logging anything", async () => {
    const { token, id } = await positionWithCandidates();
    const outsider = await newManagerInNewOrg('Other Co');
    const foreign = await api('GET', `/api/jobPositions/${id}/candidates/export`, { token: outsider.token });
    expect(foreign.status).toBe(404);
    expect(await exportsOf(outsider.token)).toEqual([]);
    const bad = await api('GET', `/api/jobPositions/${id}/candidates/export?cursor=nonsense`, { token });
    expect(bad.status).toBe(400);
    expect(await exportsOf(token)).toEqual([]);
  });
});
