import { inject } from 'vitest';

const clock = (headers: Record<string, string>) =>
  fetch(`${inject('stack').apiUrl}/local/clock`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ advanceMinutes: 0 }),
  });

/**
 * Door: the local clock took a plain `POST` without sign-in, so any web page open on the developer's
 * machine could move it forward and have the runner expire and purge their data. It now needs the
 * secret the runner makes at each start (printed by `npm start`, handed to the tests).
 */
describe('door: the local clock moved by a plain POST', () => {
  it('refuses a request under /local/ without the runner secret, and with a wrong one', async () => {
    const before = (await (await clock({ 'x-local-secret': inject('stack').localSecret })).json()) as {
      now: string;
    };
    // A form post from any page: text/plain, no custom header.
    const plain = await fetch(`${inject('stack').apiUrl}/local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ advanceMinutes: 60 * 24 * 400 }),
    });
    expect(plain.status).toBe(403);
    expect(((await plain.json()) as { error: string }).error).toBe('Forbidden');
    const wrong = await clock({ 'x-local-secret': `${inject('stack').localSecret}x` });
    expect(wrong.status).toBe(403);
    // Nothing moved: the runner's clock reads as before (within the seconds the test took).
    const after = (await (await clock({ 'x-local-secret': inject('stack').localSecret })).json()) as {
      now: string;
    };
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
  });
});
