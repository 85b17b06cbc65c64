import { api, newManagerInNewOrg } from '../support/api';
import { expectCursorBoundToQuery, ids, list, walk } from '../support/lists';
import { writeTemplate } from '../support/templates';

/**
 * Server-side lists (docs/decisions/0062-server-side-lists.md): each suite works in an organization of
 * its own, so the expected rows are exactly the ones it wrote.
 */

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
