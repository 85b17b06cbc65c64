import { inject } from 'vitest';
import { api, newManagerInNewOrg } from '../support/api';
import { ids, list, walk } from '../support/lists';
import { newOpenSession } from '../support/sessions';

/**
 * The search index (docs/decisions/0100-search-index-items-per-prefix.md): a search finds its match on the
 * first request whatever the organization's size, and the index follows every write. Each suite works in
 * an organization of its own.
 */

/** The data layer, pointed at the test stack's table. */
async function data() {
  Object.assign(process.env, inject('stack').env);
  const { db } = await import('../../functions/data/service');
  const index = await import('../../functions/data/search-index');
  const terms = await import('../../functions/data/search-terms');
  return { db, ...index, ...terms };
}

/** How many index entries the organization holds for one list and prefix. */
async function entries(orgId: string, kind: 'applicant' | 'session', prefix: string) {
  const { db } = await data();
  const { data: found } = await db.entities.searchTerm.query
    .byPrefix({ orgId, kind, prefix })
    .go({ pages: 'all' });
  return found.length;
}

describe('search index: found on the first request', () => {
  let token: string;
  let orgId: string;
  let oldest: string;
  // More than the 750 items a search used to read per request (decision record 0062).
  const SIZE = 800;

  beforeAll(async () => {
    ({ token, orgId } = await newManagerInNewOrg('Search Index Big'));
    const first = await api('POST', '/api/applicants', {
      token,
      body: {
        firstName: 'Wilhelmina',
        lastName: 'Quisling',
        jobTitle: 'Harbour Pilot',
        email: 'w.q@fjord.example',
      },
    });
    expect(first.status).toBe(201);
    oldest = first.body.id;
    // Newer applicants straight into the table, more than a search used to read. Their entries are left
    // out to keep the test quick on a disk-backed emulator: they share no prefix with the oldest, so a
    // search for it reads none of them either way.
    const { db } = await data();
    const { newId } = await import('../../functions/data/attributes');
    // Short words, so seeding stays quick: few entries each.
    const items = Array.from({ length: SIZE }, (_, i) => ({
      orgId,
      applicantId: newId(),
      firstName: 'Jo',
      lastName: 'Li',
      jobTitle: 'QA',
      email: `${i}@x.io`,
    }));
    await db.entities.applicant.put(items).go({ concurrency: 8 });
  });

  it('answers the oldest of 800+ applicants by the beginnings of its names, e-mail and job title', async () => {
    for (const q of [
      'wi',
      'Wilhel',
      'quis',
      'QUISLING',
      'w.q@fj',
      'fjord',
      'harb',
      'pilot',
      'wilhelmina pilot',
    ]) {
      const res = await api('GET', `/api/applicants?limit=25&q=${encodeURIComponent(q)}`, { token });
      expect(res.status).toBe(200);
      expect(ids(res.body.items), q).toEqual([oldest]);
      expect(res.body.nextCursor, q).toBeNull();
    }
  });

  it('looks an applicant up by e-mail in one answer, any case, and answers an empty list for none', async () => {
    const res = await api('GET', '/api/applicants?email=W.Q%40Fjord.Example', { token });
    expect(res.status).toBe(200);
    expect(ids(res.body.items)).toEqual([oldest]);
    expect(res.body.nextCursor).toBeNull();
    const none = await api('GET', '/api/applicants?email=nobody%40fjord.example', { token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ items: [], nextCursor: null });
    expect((await api('GET', '/api/applicants?email=not-an-address', { token })).status).toBe(400);
  });
});

describe('search index: kept true on every write', () => {
  let token: string;
  let orgId: string;

  beforeAll(async () => {
    ({ token, orgId } = await newManagerInNewOrg('Search Index Writes'));
  });

  it('narrows by every word and keeps the sorts of the list', async () => {
    const people = [
      ['Marta', 'Ruiz', 'Data Analyst'],
      ['Mario', 'Rossi', 'Data Engineer'],
      ['Marek', 'Nowak', 'Data Analyst'],
      ['Ana', 'Marín', 'Data Analyst'],
    ];
    const made: string[] = [];
    for (const [firstName, lastName, jobTitle] of people) {
      const res = await api('POST', '/api/applicants', {
        token,
        body: { firstName, lastName, jobTitle, email: `${firstName!.toLowerCase()}@narrow.example` },
      });
      made.push(res.body.id);
    }
    const found = async (query: string) => ids(await list(token, `/api/applicants?${query}`));
    // "mar" begins a first or last name of all four; with "analyst", three; by name: Marín, Nowak, Ruiz.
    expect(await found('q=mar&sort=createdAt&order=asc')).toEqual(made);
    expect(await found('q=mar%20analyst&sort=name&order=asc')).toEqual([made[3], made[2], made[0]]);
    expect(await found('q=analyst%20mar&sort=createdAt&order=desc')).toEqual([made[3], made[2], made[0]]);
    expect(await found('q=mario%20analyst')).toEqual([]);
  });

  it('removes the entries of a deleted applicant and of its sessions (erasure)', async () => {
    const session = await newOpenSession(token, 'Eraseme', 1);
    expect(ids(await list(token, '/api/applicants?q=erasem'))).toEqual([session.applicantId]);
    expect(ids(await list(token, '/api/session?q=erasem'))).toEqual([session.id]);
    expect(await entries(orgId, 'session', 'erasem')).toBe(1);
    expect((await api('DELETE', `/api/applicants/${session.applicantId}`, { token })).status).toBe(204);
    expect(ids(await list(token, '/api/applicants?q=erasem'))).toEqual([]);
    expect(ids(await list(token, '/api/session?q=erasem'))).toEqual([]);
    expect(await entries(orgId, 'applicant', 'erasem')).toBe(0);
    expect(await entries(orgId, 'session', 'erasem')).toBe(0);
  });

  it('removes the entries of a session the retention purge deletes', async () => {
    const session = await newOpenSession(token, 'Purgeme', 1);
    expect(await entries(orgId, 'session', 'purgem')).toBe(1);
    const { db } = await data();
    const { data: item } = await db.entities.session.get({ sessionId: session.id }).go();
    const raw = (await db.entities.session.get({ sessionId: session.id }).go({ data: 'raw' }))
      .data as unknown as {
      Item: Record<string, unknown>;
    };
    expect(item).not.toBeNull();
    await db.entities.session.delete({ sessionId: session.id }).go();
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const { deleteExpiredSessions } = await import('../../functions/retention/handler');
    await deleteExpiredSessions({
      Records: [
        {
          eventName: 'REMOVE',
          userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
          dynamodb: { OldImage: marshall(raw.Item, { removeUndefinedValues: true }) },
        },
      ],
    });
    expect(await entries(orgId, 'session', 'purgem')).toBe(0);
  });

  it('indexes items written before the index with the backfill: resumable and idempotent', async () => {
    const { db } = await data();
    const { newId } = await import('../../functions/data/attributes');
    const { backfillOrganization } = await import('../../functions/data/search-backfill');
    // Written without entries, as before the index existed.
    const before = Array.from({ length: 30 }, (_, i) => ({
      orgId,
      applicantId: newId(),
      firstName: `Backfilled${i}`,
      lastName: 'Olderson',
      jobTitle: 'Archivist',
      email: `old${i}@archive.example`,
    }));
    await db.entities.applicant.put(before).go({ concurrency: 4 });
    expect(await list(token, '/api/applicants?q=olderson&limit=100')).toHaveLength(0);

    // Stopped after its first page, then started again from where it was.
    const positions: unknown[] = [];
    await expect(
      backfillOrganization(
        orgId,
        (p) => {
          positions.push(p.next);
          throw new Error('stopped');
        },
        undefined,
        10,
      ),
    ).rejects.toThrow('stopped');
    expect(positions[0]).toMatchObject({ kind: 'applicant' });
    const partial = await list(token, '/api/applicants?q=olderson&limit=100');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(30);
    const reports: number[] = [];
    await backfillOrganization(orgId, (p) => void reports.push(p.items), positions[0] as never, 10);
    expect(reports.length).toBeGreaterThan(1);
    const walked = await walk(token, '/api/applicants?q=olderson&limit=7&sort=name&order=asc');
    expect(new Set(ids(walked.items)).size).toBe(30);
    expect(walked.items).toHaveLength(30);
    const all = await api('GET', '/api/applicants?q=archivist%20olderson&limit=100', { token });
    expect(all.body.items).toHaveLength(30);
    // Run again: the same entries, no duplicates.
    await backfillOrganization(orgId, () => undefined);
    expect(await entries(orgId, 'applicant', 'olders')).toBe(30);
  }, 120_000);
});
