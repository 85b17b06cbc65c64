import { api, newManagerInNewOrg, type ApiAnswer } from '../support/api';
import { writeTemplate } from '../support/templates';

/**
 * Server-side lists (docs/decisions/0062-server-side-lists.md): each suite works in an organization of
 * its own, so the expected rows are exactly the ones it wrote.
 */

type Item = { id: string } & Record<string, unknown>;

const ids = (items: Item[]) => items.map((i) => i.id);

/** Every page of `path` (a query string without cursor), following `nextCursor`. */
async function walk(token: string, path: string): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: ApiAnswer = await api(
      'GET',
      cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
      {
        token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages++;
    if (pages > 50) throw new Error(`${path}: more than 50 pages`);
  } while (cursor);
  return { items, pages };
}

async function list(token: string, path: string): Promise<Item[]> {
  const res = await api('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

/** A cursor used with another search, sort or order is a 400 with the JSON error body. */
async function expectCursorBoundToQuery(token: string, first: string, others: string[]) {
  const page = await api('GET', first, { token });
  expect(page.body.nextCursor).toBeTruthy();
  const cursor = encodeURIComponent(page.body.nextCursor);
  for (const other of others) {
    const res = await api('GET', `${other}&cursor=${cursor}`, { token });
    expect(res.status, other).toBe(400);
    expect(res.body).toMatchObject({
      error: 'ValidationFailed',
      details: { 'query.cursor': expect.any(Array) },
    });
  }
  // The same query goes on.
  expect((await api('GET', `${first}&cursor=${cursor}`, { token })).status).toBe(200);
}

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

describe('interview templates and job positions: sorted by title, searched by title and topic', () => {
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    token = (await newManagerInNewOrg('Lists Titles')).token;
    otherToken = (await newManagerInNewOrg('Lists Titles Other')).token;
  });

  it('sorts and searches templates by their topic, follows an edit, and pages', async () => {
    const topics = ['Ingeniería de Datos', 'backend developer', 'Análisis Financiero', 'Zoología aplicada'];
    const made: Record<string, string> = {};
    for (const topic of topics)
      made[topic] = (await writeTemplate(token, 'Spanish', topic, ['¿Por qué?'])).id;
    await writeTemplate(otherToken, 'Spanish', 'Ingeniería de Datos', ['¿Qué?']);
    const asc = ['Análisis Financiero', 'backend developer', 'Ingeniería de Datos', 'Zoología aplicada'].map(
      (t) => made[t],
    );
    expect(ids(await list(token, '/api/interviews?sort=title&order=asc'))).toEqual(asc);
    expect(ids(await list(token, '/api/interviews?sort=title&order=desc'))).toEqual([...asc].reverse());
    expect(ids(await list(token, '/api/interviews?sort=createdAt&order=asc'))).toEqual(
      topics.map((t) => made[t]),
    );
    expect(ids(await list(token, '/api/interviews?q=INGENIERIA'))).toEqual([made['Ingeniería de Datos']]);
    expect(ids(await list(token, '/api/interviews?q=analisis%20financ'))).toEqual([
      made['Análisis Financiero'],
    ]);
    expect(ids(await list(token, '/api/interviews?q=zoolog&sort=title'))).toEqual([
      made['Zoología aplicada'],
    ]);

    // An edit changes the topic: the list follows.
    const id = made['backend developer']!;
    const current = (await api('GET', `/api/interviews/${id}`, { token })).body;
    const edited = await api('PUT', `/api/interviews/${id}`, {
      token,
      body: {
        topic: 'Ética profesional',
        language: 'Spanish',
        version: current.version,
        questions: current.questions.map((q: any) => ({
          id: q.id,
          text: q.text,
          keyPoints: ['Una razón clara'],
        })),
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(ids(await list(token, '/api/interviews?q=etica'))).toEqual([id]);
    expect(ids(await list(token, '/api/interviews?q=backend'))).toEqual([]);

    const walked = await walk(token, '/api/interviews?q=a&sort=title&order=asc&limit=1');
    expect(walked.pages).toBeGreaterThan(1);
    expect(ids(walked.items).sort()).toEqual(Object.values(made).sort());
    await expectCursorBoundToQuery(token, '/api/interviews?sort=title&order=asc&limit=1', [
      '/api/interviews?sort=title&order=desc&limit=1',
      '/api/interviews?q=a&sort=title&order=asc&limit=1',
      '/api/interviews?sort=createdAt&order=asc&limit=1',
    ]);
  });

  it('sorts and searches job positions by title, follows an edit, and pages', async () => {
    const titles = ['Señor Developer', 'analista contable', 'Ópera Técnica', 'Zapatero'];
    const made: Record<string, string> = {};
    for (const title of titles) {
      const res = await api('POST', '/api/jobPositions', { token, body: { title } });
      expect(res.status).toBe(201);
      made[title] = res.body.id;
    }
    await api('POST', '/api/jobPositions', { token: otherToken, body: { title: 'Señor Developer' } });
    const asc = ['analista contable', 'Ópera Técnica', 'Señor Developer', 'Zapatero'].map((t) => made[t]);
    expect(ids(await list(token, '/api/jobPositions?sort=title&order=asc'))).toEqual(asc);
    expect(ids(await list(token, '/api/jobPositions?sort=title&order=desc'))).toEqual([...asc].reverse());
    expect(ids(await list(token, '/api/jobPositions?sort=createdAt&order=desc'))).toEqual(
      titles.map((t) => made[t]).reverse(),
    );
    expect(ids(await list(token, '/api/jobPositions?q=SENOR'))).toEqual([made['Señor Developer']]);
    expect(ids(await list(token, '/api/jobPositions?q=tecnica%20opera'))).toEqual([made['Ópera Técnica']]);
    expect(ids(await list(token, '/api/jobPositions?q=ANALISTA'))).toEqual([made['analista contable']]);

    const id = made['Zapatero']!;
    expect((await api('PUT', `/api/jobPositions/${id}`, { token, body: { title: 'Ábaco' } })).status).toBe(
      200,
    );
    expect(ids(await list(token, '/api/jobPositions?sort=title&order=asc&limit=1'))).toEqual([id]);
    expect(ids(await list(token, '/api/jobPositions?q=zapatero'))).toEqual([]);

    const walked = await walk(token, '/api/jobPositions?q=o&sort=title&order=asc&limit=1');
    expect(walked.pages).toBeGreaterThan(1);
    expect(ids(walked.items).sort()).toEqual(Object.values(made).sort());
    await expectCursorBoundToQuery(token, '/api/jobPositions?q=o&sort=title&order=asc&limit=1', [
      '/api/jobPositions?q=e&sort=title&order=asc&limit=1',
      '/api/jobPositions?q=o&sort=createdAt&order=asc&limit=1',
    ]);
  });
});

describe('sessions: sorted by applicant name, searched, filtered by status and decision', () => {
  let token: string;
  let otherToken: string;
  const session: Record<string, string> = {};

  async function newSession(
    asToken: string,
    firstName: string,
    lastName: string,
    email: string,
    templateId: string,
  ) {
    const applicant = await api('POST', '/api/applicants', {
      token: asToken,
      body: { firstName, lastName, jobTitle: 'Tester', email },
    });
    const res = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token: asToken,
      body: { applicantId: applicant.body.id, interviewId: templateId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; accessCode: string };
  }

  beforeAll(async () => {
    token = (await newManagerInNewOrg('Lists Sessions')).token;
    otherToken = (await newManagerInNewOrg('Lists Sessions Other')).token;
    const generated = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Backend Developer', language: 'English', numberOfQuestions: 2 },
    });
    const spanish = await writeTemplate(token, 'Spanish', 'Análisis de Datos', ['¿Cómo limpias datos?']);
    const s1 = await newSession(token, 'José', 'García', 'jose.garcia@ejemplo.es', generated.body.id);
    const s2 = await newSession(token, 'Ana', 'Álvarez', 'ana@example.com', spanish.id);
    const s3 = await newSession(token, 'Zoë', 'Zimmer', 'zoe@example.com', spanish.id);
    session.jose = s1.id;
    session.ana = s2.id;
    session.zoe = s3.id;
    const theirs = await writeTemplate(otherToken, 'Spanish', 'Análisis de Datos', ['¿Qué?']);
    await newSession(otherToken, 'José', 'García', 'jose@other.example', theirs.id);

    // José answers and submits; the offline scorer scores; the manager holds him.
    const auth = await api('POST', `/api/session/${s1.id}/auth`, {
      body: { code: s1.accessCode, noticeAccepted: true },
    });
    expect(auth.status).toBe(200);
    for (const q of generated.body.questions as { id: string }[]) {
      await api('POST', '/api/session/SaveAnswer', {
        token: auth.body.token,
        body: {
          sessionId: s1.id,
          questionId: q.id,
          response: 'I would design the API, cache reads and test it.',
        },
      });
    }
    expect((await api('POST', `/api/session/${s1.id}/finish`, { token: auth.body.token })).status).toBe(200);
    let status = '';
    for (let i = 0; i < 50 && status !== 'scored'; i++) {
      status = (await api('GET', `/api/session/${s1.id}/details`, { token })).body.status;
      if (status !== 'scored') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('scored');
    const decided = await api('POST', `/api/session/${s1.id}/decision`, {
      token,
      body: { decision: 'hold', reason: 'Second round' },
    });
    expect(decided.status).toBe(201);

    // Zoë's deadline passes: her session lists as expired.
    const { db } = await import('../../functions/data/service');
    await db.entities.session.patch({ sessionId: s3.id }).set({ dueAt: '2000-01-01T00:00:00.000Z' }).go();
  });

  it('sorts by the applicant name both ways, and by creation', async () => {
    const asc = [session.ana, session.jose, session.zoe];
    expect(ids(await list(token, '/api/session?sort=applicantName&order=asc'))).toEqual(asc);
    expect(ids(await list(token, '/api/session?sort=applicantName&order=desc'))).toEqual([...asc].reverse());
    expect(ids(await list(token, '/api/session?sort=createdAt&order=asc'))).toEqual([
      session.jose,
      session.ana,
      session.zoe,
    ]);
  });

  it("searches the applicant's name and e-mail and the template's topic, ignoring case and accents", async () => {
    const found = async (q: string) =>
      ids(await list(token, `/api/session?q=${encodeURIComponent(q)}&sort=applicantName&order=asc`)).sort();
    expect(await found('GARCIA')).toEqual([session.jose]);
    expect(await found('jose')).toEqual([session.jose]);
    expect(await found('álvarez')).toEqual([session.ana]);
    expect(await found('zoe@')).toEqual([session.zoe]);
    expect(await found('ejemplo.es')).toEqual([session.jose]);
    expect(await found('ANALISIS')).toEqual([session.ana, session.zoe].sort());
    expect(await found('backend developer')).toEqual([session.jose]);
    expect(await found('analisis jose')).toEqual([]);
  });

  it('filters by status and by decision, alone and with a search', async () => {
    const filtered = async (query: string) => ids(await list(token, `/api/session?${query}`)).sort();
    expect(await filtered('status=scored')).toEqual([session.jose]);
    expect(await filtered('status=open')).toEqual([session.ana]);
    expect(await filtered('status=expired')).toEqual([session.zoe]);
    expect(await filtered('status=submitted')).toEqual([]);
    expect(await filtered('decision=hold')).toEqual([session.jose]);
    expect(await filtered('decision=none')).toEqual([session.ana, session.zoe].sort());
    expect(await filtered('decision=advance')).toEqual([]);
    expect(await filtered('decision=none&q=analisis&status=open')).toEqual([session.ana]);
    expect((await api('GET', '/api/session?status=maybe', { token })).status).toBe(400);
  });

  it('walks every page with a small limit, and binds the cursor to the filters', async () => {
    const walked = await walk(token, '/api/session?sort=applicantName&order=asc&limit=1');
    expect(walked.pages).toBe(3);
    expect(ids(walked.items)).toEqual([session.ana, session.jose, session.zoe]);
    const searched = await walk(token, '/api/session?q=example&decision=none&limit=1');
    expect(ids(searched.items).sort()).toEqual([session.ana, session.zoe].sort());
    await expectCursorBoundToQuery(token, '/api/session?decision=none&limit=1', [
      '/api/session?decision=hold&limit=1',
      '/api/session?decision=none&status=open&limit=1',
      '/api/session?decision=none&sort=applicantName&limit=1',
    ]);
  });

  it("never shows another organization's sessions", async () => {
    const mine = new Set(Object.values(session));
    const theirs = await list(otherToken, '/api/session?q=garcia');
    expect(theirs).toHaveLength(1);
    expect(theirs.some((s) => mine.has(s.id))).toBe(false);
  });
});
