import { randomUUID } from 'node:crypto';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';

/** A valid applicant with an e-mail of its own (mixed case, as a manager may type it). */
const fresh = () => ({ ...valid, email: `Grace.Hopper-${randomUUID().slice(0, 8)}@Example.com` });

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  jobTitle: 'Backend Engineer',
  email: 'Grace.Hopper@Example.com',
  salaryExpectation: 90000,
  phone: '+1 (555) 010-2000',
  resumeUrl: 'https://example.com/grace.pdf',
  bio: 'Compiler pioneer.',
  education: 'PhD Mathematics, Yale',
  workExperience: 'US Navy; Remington Rand',
  certifications: 'None',
  languages: 'English',
  technicalSkills: 'COBOL, Compilers, Go',
  softSkills: 'Leadership, Teaching',
};

let token: string;
beforeAll(async () => {
  token = await signInDemo();
});

describe('applicants API on the local stack', () => {
  it('creates, lists, reads, updates and deletes an applicant', async () => {
    const body = fresh();
    const created = await api('POST', '/api/applicants', { token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, email: body.email.toLowerCase() });
    const id = created.body.id as string;

    const list = await api('GET', '/api/applicants', { token });
    expect(list.status).toBe(200);
    expect(list.body.items[0].id).toBe(id); // newest first

    const got = await api('GET', `/api/applicants/${id}`, { token });
    expect(got.body.technicalSkills).toBe('COBOL, Compilers, Go');

    const { phone: _phone, ...withoutPhone } = valid;
    const updated = await api('PUT', `/api/applicants/${id}`, {
      token,
      body: { ...withoutPhone, jobTitle: 'Staff Engineer' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.jobTitle).toBe('Staff Engineer');
    expect(updated.body.phone).toBeUndefined();
    expect(updated.body.createdAt).toBe(created.body.createdAt);

    expect((await api('DELETE', `/api/applicants/${id}`, { token })).status).toBe(204);
    expect((await api('GET', `/api/applicants/${id}`, { token })).status).toBe(404);
    expect((await api('DELETE', `/api/applicants/${id}`, { token })).status).toBe(404);
  });

  it('answers 400 with per-field details for missing and malformed fields, and stores nothing', async () => {
    const before = await api('GET', '/api/applicants?limit=100', { token });
    const res = await api('POST', '/api/applicants', {
      token,
      body: {
        firstName: 'A',
        email: 'not-an-email',
        salaryExpectation: 'lots',
        phone: 'call me',
        resumeUrl: 'cv',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ValidationFailed');
    expect(Object.keys(res.body.details).sort()).toEqual(
      ['email', 'jobTitle', 'lastName', 'phone', 'resumeUrl', 'salaryExpectation'].sort(),
    );
    const after = await api('GET', '/api/applicants?limit=100', { token });
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('rejects invalid JSON, bad ids and bad page sizes with 400', async () => {
    const badJson = await api('POST', '/api/applicants', { token, rawBody: '{"firstName":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toBe('ValidationFailed');
    expect((await api('GET', '/api/applicants/not-an-id', { token })).status).toBe(400);
    const page = await api('GET', '/api/applicants?limit=1000', { token });
    expect(page.status).toBe(400);
    expect(page.body.details['query.limit']).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await api('GET', '/api/applicants/01J00000000000000000000000', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'NotFound', message: 'The requested applicant was not found.' });
  });

  it('pages through the list with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      await api('POST', '/api/applicants', { token, body: { ...fresh(), firstName: `Page${i}` } });
    }
    const first = await api('GET', '/api/applicants?limit=2', { token });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await api(
      'GET',
      `/api/applicants?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      {
        token,
      },
    );
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);
  });

  it('refuses callers without a valid token and changes nothing', async () => {
    const created = await api('POST', '/api/applicants', { token, body: fresh() });
    const id = created.body.id as string;
    expect((await api('GET', '/api/applicants')).status).toBe(401);
    expect((await api('DELETE', `/api/applicants/${id}`, { token: 'not.a.jwt' })).status).toBe(401);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await api('PUT', `/api/applicants/${id}`, { token: forged, body: valid })).status).toBe(401);
    expect((await api('GET', `/api/applicants/${id}`, { token })).body.firstName).toBe('Grace');
  });

  it("hides another organization's applicants (404) and never changes them", async () => {
    const created = await api('POST', '/api/applicants', { token, body: fresh() });
    const id = created.body.id as string;
    const other = await newManagerInNewOrg();
    expect((await api('GET', `/api/applicants/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/applicants/${id}`, {
          token: other.token,
          body: { ...valid, firstName: 'Mallory' },
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/applicants/${id}`, { token: other.token })).status).toBe(404);
    const list = await api('GET', '/api/applicants', { token: other.token });
    expect(list.body.items).toEqual([]);
    expect((await api('GET', `/api/applicants/${id}`, { token })).body.firstName).toBe('Grace');
  });

  it('answers 409 with the existing id for a second applicant with the same e-mail, unless allowed', async () => {
    const body = fresh();
    const first = await api('POST', '/api/applicants', { token, body });
    expect(first.status).toBe(201);
    const before = (await api('GET', '/api/applicants?limit=100', { token })).body.items.length;

    const again = await api('POST', '/api/applicants', {
      token,
      body: { ...body, firstName: 'Other', email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'Conflict',
      details: { existingApplicantId: [first.body.id] },
    });
    expect((await api('GET', '/api/applicants?limit=100', { token })).body.items.length).toBe(before);

    const deliberate = await api('POST', '/api/applicants?allowDuplicateEmail=true', { token, body });
    expect(deliberate.status).toBe(201);
    expect(deliberate.body.id).not.toBe(first.body.id);

    // Another organization may have an applicant with the same e-mail.
    const other = await newManagerInNewOrg();
    expect((await api('POST', '/api/applicants', { token: other.token, body })).status).toBe(201);
  });
});
