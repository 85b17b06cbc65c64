import { randomUUID } from 'node:crypto';
import { securityHeaders } from '../../shared/security-headers';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';

let token: string;

const newApplicantBody = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Input',
  lastName: 'Tester',
  jobTitle: 'Developer',
  email: `input-${randomUUID().slice(0, 8)}@example.com`,
  ...extra,
});

/** Every applicant of an organization, straight from the table. */
async function applicantsOf(orgId: string) {
  const { db } = await import('../../functions/data/service');
  return (await db.entities.applicant.query.byId({ orgId }).go({ pages: 'all' })).data;
}

beforeAll(async () => {
  token = await signInDemo();
});

describe('hostile paths', () => {
  it('answers 400 to malformed %-escapes and dot segments and keeps serving', async () => {
    const position = await api('POST', '/api/jobPositions', { token, body: { title: 'Dot segment target' } });
    const id = position.body.id as string;
    const refused = [
      ['GET', '/api/session/%E0%A4%A/intro'],
      ['GET', '/api/applicants/%'],
      ['DELETE', `/api/jobPositions/${id}/candidates/..`],
      ['DELETE', `/api/jobPositions/${id}/candidates/%2e%2E`],
      ['GET', `/api/jobPositions/${id}/./candidates`],
    ];
    for (const [method, path] of refused) {
      const res = await api(method!, path!, { token });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'ValidationFailed', message: expect.any(String) });
    }
    // The position is still there and the server still answers.
    expect((await api('GET', `/api/jobPositions/${id}`, { token })).status).toBe(200);
  });

  it('refuses bodies over the route limit (413, the API error shape) and over API Gateway’s 10 MB', async () => {
    // API Gateway's payload quota: https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html
    const before = (await api('GET', '/api/jobPositions?limit=100', { token })).body.items.length;
    const overRoute = await api('POST', '/api/jobPositions', {
      token,
      body: { title: 'Too long', description: 'x'.repeat(130 * 1024) },
    });
    expect(overRoute.status).toBe(413);
    expect(overRoute.body).toEqual({ error: 'PayloadTooLarge', message: expect.any(String) });
    const overGateway = await api('POST', '/api/jobPositions', {
      token,
      rawBody: JSON.stringify({ title: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(overGateway.status).toBe(413);
    // Refused by the gateway before any function runs: not the API's error shape.
    expect(overGateway.body).not.toHaveProperty('error');
    expect((await api('GET', '/api/jobPositions?limit=100', { token })).body.items).toHaveLength(before);
  });

  it('sends the security headers CloudFront sends, from the one definition', async () => {
    const res = await api('GET', '/api/session/00000000000000000000000000/intro');
    for (const [name, value] of Object.entries(securityHeaders({ region: 'us-east-1' })))
      expect(res.headers.get(name), name).toBe(value);
  });
});

describe('page cursors', () => {
  const lists = ['/api/applicants', '/api/jobPositions', '/api/interviews', '/api/session'];

  it('refuses made-up, foreign and other organizations’ cursors on every list with 400', async () => {
    const other = await newManagerInNewOrg('Cursor Owner');
    for (let i = 0; i < 2; i++) {
      await api('POST', '/api/applicants', { token: other.token, body: newApplicantBody() });
      await api('POST', '/api/jobPositions', { token: other.token, body: { title: `Position ${i}` } });
    }
    const foreignKey = Buffer.from(JSON.stringify({ pk: '$hiring#orgid_x', sk: 'y' })).toString('base64url');
    for (const list of lists) {
      const theirs = await api('GET', `${list}?limit=1`, { token: other.token });
      const cursors = [
        'garbage!!',
        foreignKey,
        '%00',
        'W10',
        ...(theirs.body.nextCursor ? [theirs.body.nextCursor] : []),
      ];
      for (const cursor of cursors) {
        const res = await api('GET', `${list}?cursor=${encodeURIComponent(cursor)}`, { token });
        expect(res.status, `${list} cursor ${cursor}`).toBe(400);
        expect(res.body.details).toHaveProperty(['query.cursor']);
      }
    }
    // The organization's own cursor still pages.
    await api('POST', '/api/applicants', { token, body: newApplicantBody() });
    await api('POST', '/api/applicants', { token, body: newApplicantBody() });
    const first = await api('GET', '/api/applicants?limit=1', { token });
    const second = await api('GET', `/api/applicants?limit=1&cursor=${first.body.nextCursor}`, { token });
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
  });
});

describe('refused requests change nothing', () => {
  it('does not create or update an applicant for an unknown or foreign job position', async () => {
    const other = await newManagerInNewOrg('Position Owner');
    const foreign = await api('POST', '/api/jobPositions', { token: other.token, body: { title: 'Theirs' } });
    const { orgId } = (await api('GET', '/api/account/me', { token })).body;
    const before = await applicantsOf(orgId);

    for (const jobPositionId of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', foreign.body.id]) {
      const created = await api('POST', '/api/applicants', {
        token,
        body: newApplicantBody({ jobPositionId }),
      });
      expect(created.status).toBe(404);
    }
    expect(await applicantsOf(orgId)).toHaveLength(before.length);

    const mine = await api('POST', '/api/applicants', { token, body: newApplicantBody() });
    const updated = await api('PUT', `/api/applicants/${mine.body.id}`, {
      token,
      body: newApplicantBody({ firstName: 'Changed', jobPositionId: foreign.body.id }),
    });
    expect(updated.status).toBe(404);
    const stored = (await api('GET', `/api/applicants/${mine.body.id}`, { token })).body;
    expect(stored).toMatchObject({ firstName: 'Input', email: mine.body.email });
    expect(stored.jobPositionId).toBeUndefined();
    const theirs = await api('GET', `/api/jobPositions/${foreign.body.id}`, { token: other.token });
    expect(theirs.body.candidateCount).toBe(0);
  });

  it('refuses a boolean as the number of questions', async () => {
    for (const numberOfQuestions of [true, false, null, '3x']) {
      const res = await api('POST', '/api/interviews/generate', {
        token,
        body: { topic: 'Backend Developer', language: 'English', numberOfQuestions },
      });
      expect(res.status, String(numberOfQuestions)).toBe(400);
      expect(res.body.details).toHaveProperty('numberOfQuestions');
    }
    const ok = await generateTemplate(token, {
      topic: 'Backend Developer',
      language: 'English',
      numberOfQuestions: '2',
    });
    expect(ok.questions).toHaveLength(2);
  });
});
