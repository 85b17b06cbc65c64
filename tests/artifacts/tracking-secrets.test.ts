import { describe, expect, it } from 'vitest';
import { api, newManagerInNewOrg } from '../support/api';

/**
 * The organization's Ashby API key on the synthesized stack (decision record 0167): the `ats` function
 * creates, replaces and removes its secret under its own role, which allows exactly that on the stack's
 * prefix of tracking-system secrets; a call the role did not allow would fail the request.
 */
describe("an organization's Ashby key on the synthesized stack", () => {
  it('is stored, replaced, removed and stored again, never answered', async () => {
    const { token } = await newManagerInNewOrg('Secrets Artifacts Org');
    const first = `ashby-artifacts-${Date.now()}-first`;
    const stored = await api('PUT', '/api/ats/ashby/connection', { token, body: { apiKey: first } });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ connected: true, keyEnding: first.slice(-4) });
    const second = `ashby-artifacts-${Date.now()}-other`;
    const replaced = await api('PUT', '/api/ats/ashby/connection', { token, body: { apiKey: second } });
    expect(replaced.body).toMatchObject({ connected: true, keyEnding: second.slice(-4) });
    expect(JSON.stringify([stored.body, replaced.body])).not.toMatch(/ashby-artifacts/);
    const removed = await api('DELETE', '/api/ats/ashby/connection', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ connected: false });
    expect((await api('PUT', '/api/ats/ashby/connection', { token, body: { apiKey: first } })).status).toBe(
      200,
    );
  });
});
