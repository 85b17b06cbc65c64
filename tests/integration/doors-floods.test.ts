import { FLOOD_SHARES } from '../../shared/flood-limits';
import { api, newManagerInNewOrg } from '../support/api';

/**
 * One client cannot stop everyone (decision record 0077): before, sign-in and the AI routes had no limit
 * of their own, only the stage's 50 requests/s shared by all. Each client here connects from a loopback
 * address of its own, which the local API vouches for as the client address.
 */
/**
 * Waits, when needed, for a window with `seconds` left: the counters are fixed one-minute windows, and a
 * flood that straddles two would be counted half in each.
 */
async function freshWindow(seconds: number) {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 50));
}

describe('per-address limits on public routes', () => {
  it(
    'answers 429 with Retry-After to the address that floods sign-in, and only to it',
    { timeout: 90_000 },
    async () => {
      const flooder = '127.0.0.61';
      await freshWindow(25);
      const body = { email: 'nobody-flood@example.com', password: 'Wrong-Passw0rd!' };
      for (let i = 0; i < FLOOD_SHARES.account.limit; i++) {
        const res = await api('POST', '/api/account/login', { body, from: flooder });
        expect(res.status, `call ${i + 1}`).toBe(401);
      }
      const refused = await api('POST', '/api/account/login', { body, from: flooder });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('TooManyRequests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(FLOOD_SHARES.account.windowSeconds);
      // Registration shares the bucket: the flooder cannot switch to it.
      const register = await api('POST', '/api/account/register', {
        body: { name: 'F', email: 'flood-reg@example.com', password: 'Str0ng-Passw0rd!' },
        from: flooder,
      });
      expect(register.status).toBe(429);
      // Another client is served as before.
      expect((await api('POST', '/api/account/login', { body, from: '127.0.0.62' })).status).toBe(401);
    },
  );

  it('limits the session intro per address', { timeout: 90_000 }, async () => {
    const flooder = '127.0.0.63';
    await freshWindow(25);
    const path = '/api/session/01J00000000000000000000000/intro';
    // The door holds an exam room (1,200 a minute): sent eight at a time, as a room arrives.
    const calls = Array.from({ length: FLOOD_SHARES.sessionDoor.limit }, (_, i) => i);
    for (let i = 0; i < calls.length; i += 8) {
      const batch = calls.slice(i, i + 8).map(() => api('GET', path, { from: flooder }));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(404);
    }
    expect((await api('GET', path, { from: flooder })).status).toBe(429);
    expect((await api('GET', path, { from: '127.0.0.64' })).status).toBe(404);
  });
});

describe('per-organization limits on AI routes', () => {
  it('refuses the organization that floods generation, not the next one', { timeout: 90_000 }, async () => {
    const flooding = await newManagerInNewOrg('Flooding Org');
    const other = await newManagerInNewOrg('Quiet Org');
    await freshWindow(35);
    const generate = (token: string) =>
      api('POST', '/api/interviews/generate', {
        token,
        body: { topic: 'Sales', language: 'English', numberOfQuestions: 1 },
      });
    for (let i = 0; i < FLOOD_SHARES.ai.limit; i++) expect((await generate(flooding.token)).status).toBe(202);
    const refused = await generate(flooding.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const templates = await api('GET', '/api/interviews?limit=100', { token: flooding.token });
    expect(templates.body.items).toHaveLength(FLOOD_SHARES.ai.limit);
    expect((await generate(other.token)).status).toBe(202);
  });
});
