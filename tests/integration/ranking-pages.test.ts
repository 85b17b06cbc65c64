import { randomUUID } from 'node:crypto';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';
import { scoredInterview } from '../support/sessions';

let token: string;

beforeAll(async () => {
  token = await signInDemo();
});

async function newCandidate(firstName: string, jobPositionId: string) {
  const res = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName,
      lastName: 'Ranked',
      jobTitle: 'Engineer',
      email: `rank-${randomUUID().slice(0, 8)}@example.com`,
      jobPositionId,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; firstName: string };
}

/** Every page of the ranking at `limit` a page: the rows in order and how many pages it took. */
async function walk(jobPositionId: string, limit: number) {
  const rows: { name: string; rank: number | null; score: number | null }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api('GET', `/api/jobPositions/${jobPositionId}/candidates?${query}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(limit);
    for (const c of page.body.items)
      rows.push({
        name: c.applicant.firstName,
        rank: c.rank,
        score: c.session?.effectiveScore?.score ?? null,
      });
    cursor = page.body.nextCursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

describe('ranking pages', () => {
  it('walks the ranking page by page: every candidate once, best score first, ties by scoring time, then by name', async () => {
    const position = (await api('POST', '/api/jobPositions', { token, body: { title: 'Ranked pages' } })).body
      .id;
    const template = (
      await generateTemplate(
        token,
        { jobPositionId: position, numberOfQuestions: 2, language: 'English' },
        '/api/interviews/GenerateCustomForJobPosition',
      )
    ).id;
    // Unscored candidates, linked in an order that is not their name order.
    for (const name of ['Zoe', 'Émile', 'Adam', 'Marta']) await newCandidate(name, position);
    const weakFirst = await newCandidate('Wanda', position);
    const strong = await newCandidate('Stella', position);
    const weakSecond = await newCandidate('Walt', position);
    await scoredInterview(token, weakFirst.id, template, () => 'Not sure.');
    await scoredInterview(
      token,
      strong.id,
      template,
      (kp) => kp.join('. ') + '. In production I measured it.',
    );
    const waltRun = await scoredInterview(token, weakSecond.id, template, () => 'Not sure.');

    const whole = await walk(position, 100);
    expect(whole.pages).toBe(1);
    expect(whole.rows.map((r) => r.name)).toEqual([
      'Stella',
      'Wanda',
      'Walt',
      'Adam',
      'Émile',
      'Marta',
      'Zoe',
    ]);
    // Equal scores share a rank; unscored candidates have none.
    expect(whole.rows.map((r) => r.rank)).toEqual([1, 2, 2, null, null, null, null]);
    expect(whole.rows[1]!.score).toBe(whole.rows[2]!.score);
    expect(whole.rows[0]!.score).toBeGreaterThan(whole.rows[1]!.score!);

    // Two at a time: the same rows in the same order with the same ranks, the tie split across pages.
    const paged = await walk(position, 2);
    expect(paged.pages).toBe(4);
    expect(paged.rows).toEqual(whole.rows);

    // A person's review moves the candidate: Walt reviewed to 10 on every answer goes first.
    for (const q of waltRun.questions)
      expect(
        (
          await api('PUT', `/api/session/${waltRun.id}/answers/${q.id}/review`, {
            token,
            body: { score: 10, reason: 'Explained it well in the call.' },
          })
        ).status,
      ).toBe(200);
    // Renaming an unscored candidate moves them among the unscored.
    const applicants = (await api('GET', `/api/jobPositions/${position}/candidates?limit=100`, { token }))
      .body.items;
    const zoeApplicant = applicants.find((c: any) => c.applicant.firstName === 'Zoe').applicant;
    const { id, createdAt: _c, updatedAt: _u, ...fields } = zoeApplicant;
    expect(
      (await api('PUT', `/api/applicants/${id}`, { token, body: { ...fields, firstName: 'Aaron' } })).status,
    ).toBe(200);

    const after = await walk(position, 3);
    expect(after.rows.map((r) => r.name)).toEqual([
      'Walt',
      'Stella',
      'Wanda',
      'Aaron',
      'Adam',
      'Émile',
      'Marta',
    ]);
    expect(after.rows.map((r) => r.rank)).toEqual([1, 2, 3, null, null, null, null]);
    expect(after.rows[0]!.score).toBe(100);
    expect(after.rows.filter((r) => r.name === 'Zoe')).toEqual([]);
  });

  it('refuses a page larger than 100, a made-up cursor and a cursor of another position or organization', async () => {
    const a = (await api('POST', '/api/jobPositions', { token, body: { title: 'Cursor A' } })).body.id;
    const b = (await api('POST', '/api/jobPositions', { token, body: { title: 'Cursor B' } })).body.id;
    for (const name of ['One', 'Two', 'Three']) await newCandidate(name, a);
    await newCandidate('Four', b);
    expect((await api('GET', `/api/jobPositions/${a}/candidates?limit=101`, { token })).status).toBe(400);
    expect((await api('GET', `/api/jobPositions/${a}/candidates?limit=0`, { token })).status).toBe(400);
    const first = await api('GET', `/api/jobPositions/${a}/candidates?limit=1`, { token });
    expect(first.body.items).toHaveLength(1);
    const cursor = encodeURIComponent(first.body.nextCursor);
    for (const bad of [
      'not-a-cursor',
      Buffer.from('{"k":"x","n":0,"r":null,"s":null}').toString('base64url'),
    ]) {
      const res = await api('GET', `/api/jobPositions/${a}/candidates?cursor=${bad}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.details).toHaveProperty(['query.cursor']);
    }
    expect((await api('GET', `/api/jobPositions/${b}/candidates?cursor=${cursor}`, { token })).status).toBe(
      400,
    );
    const other = await newManagerInNewOrg();
    expect(
      (await api('GET', `/api/jobPositions/${a}/candidates?cursor=${cursor}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('unlinks every candidate when the position is deleted, in batches', async () => {
    const position = (await api('POST', '/api/jobPositions', { token, body: { title: 'Deleted with many' } }))
      .body.id;
    const linked = await Promise.all(
      Array.from({ length: 12 }, (_, i) => newCandidate(`Many${i}`, position)),
    );
    expect((await api('DELETE', `/api/jobPositions/${position}`, { token })).status).toBe(204);
    for (const c of linked) {
      const profile = await api('GET', `/api/applicants/${c.id}`, { token });
      expect(profile.body.jobPositionId).toBeUndefined();
    }
  });
});
