import { inject } from 'vitest';

/**
 * Moves the local runner's clock `days` forward (0 only reads it); what expired is swept at once.
 * @returns the runner's time after the move (epoch ms) and how many sessions the sweep removed.
 */
export async function advanceDays(days: number): Promise<{ now: number; purged: number }> {
  const res = await fetch(`${inject('stack').apiUrl}/local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-secret': inject('stack').localSecret },
    body: JSON.stringify({ advanceMinutes: days * 24 * 60 }),
  });
  if (res.status !== 200) throw new Error(`clock: ${res.status}`);
  const body = (await res.json()) as { now: string; purged: number };
  return { now: Date.parse(body.now), purged: body.purged };
}
