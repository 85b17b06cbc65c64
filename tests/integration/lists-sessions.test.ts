import { api, newManagerInNewOrg } from '../support/api';
import { expectCursorBoundToQuery, ids, list, walk } from '../support/lists';
import { generateTemplate, writeTemplate } from '../support/templates';

/**
 * Server-side lists (docs/decisions/0062-server-side-lists.md): each suite works in an organization of
 * its own, so the expected rows are exactly the ones it wrote.
 */

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
    const generated = await generateTemplate(token, {
      topic: 'Backend Developer',
      language: 'English',
      numberOfQuestions: 2,
    });
    const spanish = await writeTemplate(token, 'Spanish', 'Análisis de Datos', ['¿Cómo limpias datos?']);
    const s1 = await newSession(token, 'José', 'García', 'jose.garcia@ejemplo.es', generated.id);
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
    for (const q of generated.questions as { id: string }[]) {
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
