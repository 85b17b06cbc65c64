import { api, newManagerInNewOrg } from '../support/api';
import { expectCursorBoundToQuery, ids, list, walk } from '../support/lists';

/**
 * Server-side lists (docs/decisions/0062-server-side-lists.md): each suite works in an organization of
 * its own, so the expected rows are exactly the ones it wrote.
 */

describe('applicants: sorted, searched and paged on the server', () => {
  let token: string;
  let otherToken: string;
  const byName = new Map<string, string>();
  const people = [
    { firstName: 'José', lastName: 'García', jobTitle: 'Backend Engineer', email: 'jgarcia@ejemplo.es' },
    { firstName: 'Ana', lastName: 'Álvarez', jobTitle: 'Data Analyst', email: 'ana.a@example.com' },
    { firstName: 'Zoë', lastName: 'Zimmer', jobTitle: 'Ingeniería de Datos', email: 'zz@example.com' },
    {
      firstName: 'Bruno',
      lastName: 'Bäcker',
      jobTitle: 'Frontend Developer',
      email: 'bruno@mullerbau.example',
    },
    { firstName: 'Émile', lastName: 'García López', jobTitle: 'QA Tester', email: 'emile@example.com' },
  ];

  beforeAll(async () => {
    token = (await newManagerInNewOrg('Lists Applicants')).token;
    otherToken = (await newManagerInNewOrg('Lists Applicants Other')).token;
    for (const person of people) {
      const res = await api('POST', '/api/applicants', { token, body: person });
      expect(res.status).toBe(201);
      byName.set(person.lastName, res.body.id);
    }
    // Another organization's José García never shows.
    await api('POST', '/api/applicants', {
      token: otherToken,
      body: { ...people[0], email: 'other-jose@example.com' },
    });
  });

  it('sorts by last name then first name, ignoring case and accents, both ways, and by creation', async () => {
    const asc = ['Álvarez', 'Bäcker', 'García', 'García López', 'Zimmer'].map((n) => byName.get(n));
    expect(ids(await list(token, '/api/applicants?sort=name&order=asc'))).toEqual(asc);
    expect(ids(await list(token, '/api/applicants?sort=name&order=desc'))).toEqual([...asc].reverse());
    const created = people.map((p) => byName.get(p.lastName));
    expect(ids(await list(token, '/api/applicants?sort=createdAt&order=asc'))).toEqual(created);
    expect(ids(await list(token, '/api/applicants'))).toEqual([...created].reverse());
  });

  it('searches first name, last name, job title and e-mail, ignoring case and accents', async () => {
    const found = async (q: string) =>
      ids(await list(token, `/api/applicants?q=${encodeURIComponent(q)}&sort=name&order=asc`));
    expect(await found('JOSE')).toEqual([byName.get('García')]);
    expect(await found('zoe')).toEqual([byName.get('Zimmer')]);
    expect(await found('alvarez')).toEqual([byName.get('Álvarez')]);
    expect(await found('garcía')).toEqual([byName.get('García'), byName.get('García López')]);
    expect(await found('BACKER')).toEqual([byName.get('Bäcker')]);
    expect(await found('INGENIERIA')).toEqual([byName.get('Zimmer')]);
    expect(await found('analyst')).toEqual([byName.get('Álvarez')]);
    expect(await found('mullerbau')).toEqual([byName.get('Bäcker')]);
    expect(await found('ejemplo.es')).toEqual([byName.get('García')]);
    // Every word must match somewhere: "josé backend" is one applicant, "josé analyst" none.
    expect(await found('josé backend')).toEqual([byName.get('García')]);
    expect(await found('josé analyst')).toEqual([]);
    // Items come back as the API shape, without the stored folded copies.
    const [item] = await list(token, '/api/applicants?q=jose');
    expect(item).toMatchObject({ firstName: 'José', lastName: 'García' });
    expect(Object.keys(item!).filter((k) => k.endsWith('Folded'))).toEqual([]);
  });

  it('follows an edit: the new name sorts and is found, the old one is not', async () => {
    const id = byName.get('Zimmer')!;
    const res = await api('PUT', `/api/applicants/${id}`, {
      token,
      body: { ...people[2], lastName: 'Ábalos' },
    });
    expect(res.status).toBe(200);
    expect(ids(await list(token, '/api/applicants?q=abalos'))).toEqual([id]);
    expect(ids(await list(token, '/api/applicants?q=zimmer'))).toEqual([]);
    expect(ids(await list(token, '/api/applicants?sort=name&order=asc&limit=1'))).toEqual([id]);
    await api('PUT', `/api/applicants/${id}`, { token, body: people[2] });
  });

  it('walks every page of a sort and of a search with a small limit: each item exactly once', async () => {
    const all = await walk(token, '/api/applicants?sort=name&order=asc&limit=2');
    expect(all.pages).toBe(3);
    expect(new Set(ids(all.items)).size).toBe(5);
    const search = await walk(token, '/api/applicants?q=e&sort=name&order=desc&limit=1');
    // "e" is in every applicant's name, title or e-mail.
    expect(search.pages).toBeGreaterThan(1);
    expect(ids(search.items).sort()).toEqual([...byName.values()].sort());
  });

  it('refuses a cursor with another search, sort or order (400)', async () => {
    await expectCursorBoundToQuery(token, '/api/applicants?q=garcia&sort=name&order=asc&limit=1', [
      '/api/applicants?q=jose&sort=name&order=asc&limit=1',
      '/api/applicants?sort=name&order=asc&limit=1',
      '/api/applicants?q=garcia&sort=name&order=desc&limit=1',
      '/api/applicants?q=garcia&sort=createdAt&order=asc&limit=1',
    ]);
  });

  it("never shows another organization's applicants, nor takes their cursors", async () => {
    expect(ids(await list(otherToken, '/api/applicants?q=garcia'))).toHaveLength(1);
    expect(
      ids(await list(otherToken, '/api/applicants?q=garcia')).some((id) => [...byName.values()].includes(id)),
    ).toBe(false);
    const mine = await api('GET', '/api/applicants?sort=name&order=asc&limit=1', { token });
    const theirs = await api(
      'GET',
      `/api/applicants?sort=name&order=asc&limit=1&cursor=${encodeURIComponent(mine.body.nextCursor)}`,
      { token: otherToken },
    );
    expect(theirs.status).toBe(400);
  });
});
