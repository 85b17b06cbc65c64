import { describe, expect, it } from 'vitest';
import { api, signInDemo } from '../support/api';
import { person } from '../support/webhooks';

/**
 * Organization API keys on the synthesized stack (docs/decisions/0105-api-keys-and-their-authorizer.md):
 * the routes that take keys carry the template's Lambda authorizer, run from its bundle with its own
 * role, in front of the functions; managers' access tokens pass the same authorizer.
 */
describe('API keys through the Lambda authorizer of the synthesized stack', () => {
  it('lets a key create an applicant, refuses it once revoked, and still lets the manager in', async () => {
    const owner = await signInDemo();
    const created = await api('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Lever sync', scopes: ['applicants:write', 'applicants:read'] },
    });
    expect(created.status).toBe(201);
    const { key, id } = created.body as { key: string; id: string };

    const applicant = await api('POST', '/api/applicants', { token: key, body: person('Grace') });
    expect(applicant.status).toBe(201);
    // A manager's access token passes the same authorizer and sees what the key created.
    const read = await api('GET', `/api/applicants/${applicant.body.id}`, { token: owner });
    expect(read.status).toBe(200);
    expect(read.body.firstName).toBe('Grace');
    // Outside the key's scopes: the authorizer lets the key in, the function refuses the route.
    expect((await api('GET', '/api/session', { token: key })).status).toBe(403);

    expect((await api('DELETE', `/api/api-keys/${id}`, { token: owner })).status).toBeLessThan(300);
    // The authorizer's cached "yes" still stands; the function's own check refuses the revoked key.
    const refused = await api('POST', '/api/applicants', { token: key, body: person('Linus') });
    expect(refused.status).toBe(401);
  });

  it('refuses an unknown key, a malformed token and a missing header before any function runs', async () => {
    const unknown = `hk_01JAAAAAAAAAAAAAAAAAAAAAAA_${'x'.repeat(43)}`;
    const answer = await api('GET', '/api/applicants', { token: unknown });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthorized' });
    expect((await api('GET', '/api/applicants', { token: 'not-a-token' })).body).toEqual({
      message: 'Unauthorized',
    });
    expect((await api('GET', '/api/applicants')).status).toBe(401);
  });
});
