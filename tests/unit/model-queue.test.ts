import { describe, expect, it } from 'vitest';
import { retryAfterMsOf } from '../../functions/ai/structured-call';
import { LocalWorkQueue } from '../../infra/local/model-queues';
import {
  consumerConcurrency,
  putBackDelaySeconds,
  quotaWindows,
  reservedTokens,
  WORKER_TOKENS_PER_MINUTE,
} from '../../shared/model-queue';

describe('pacing by the model quota (decision record 0149)', () => {
  it.each([60_000, 240_000, 300_000, 4_000_000, 200_000])(
    'never lets any 60 s span ask for more than a quota of %i tokens',
    (quota) => {
      const { windows, windowMs, limit } = quotaWindows(quota);
      expect(60_000 % windowMs).toBe(0);
      // A 60 s span starting anywhere inside a window overlaps windows + 1 of them, each full.
      expect(limit * (windows + 1)).toBeLessThanOrEqual(quota);
      // Each window still takes a generation request (20k tokens) when the quota allows it.
      if (quota >= 40_000) expect(limit).toBeGreaterThanOrEqual(20_000);
    },
  );

  it('counts a request as Bedrock does when it starts: input plus output budget × burndown', () => {
    expect(reservedTokens(1000, 780)).toBe(1780);
    expect(reservedTokens(1000, 780, 5)).toBe(4900);
  });

  it('sizes the consumers to the quota, so the quota and not the concurrency sets the pace', () => {
    expect(consumerConcurrency(4_000_000)).toBeGreaterThanOrEqual(4_000_000 / WORKER_TOKENS_PER_MINUTE);
    expect(consumerConcurrency(300_000)).toBe(7);
    expect(consumerConcurrency(10_000)).toBe(2);
    expect(consumerConcurrency(1e9)).toBe(100);
  });

  it('puts a throttled run back no sooner than its Retry-After, backing off with each throttle', () => {
    expect(putBackDelaySeconds(12_000, 0, 0)).toBe(13);
    expect(putBackDelaySeconds(12_000, 3, 0)).toBe(20);
    expect(putBackDelaySeconds(0, 20, 0.5)).toBe(61);
    expect(putBackDelaySeconds(2_000_000, 0, 0)).toBe(900);
  });

  it('reads Retry-After in ms, seconds or as a date, else the fallback', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMsOf({ 'retry-after-ms': '1500' }, 10_000, now)).toBe(1500);
    expect(retryAfterMsOf({ 'retry-after': '7' }, 10_000, now)).toBe(7000);
    expect(retryAfterMsOf({ 'retry-after': 'Sat, 28 Nov 2026 12:00:30 GMT' }, 10_000, now)).toBe(30_000);
    expect(retryAfterMsOf({}, 10_000, now)).toBe(10_000);
  });
});

describe('the local runner queue', () => {
  it('runs at most its concurrency at once and delivers a failed message again, then dead-letters it', async () => {
    let running = 0;
    let most = 0;
    const deliveries = new Map<string, number>();
    const queue = new LocalWorkQueue(
      'test queue',
      async (id: string, receiveCount) => {
        deliveries.set(id, receiveCount);
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running -= 1;
        if (id === 'bad') throw new Error('fails every time');
      },
      { concurrency: 3, maxReceives: 3, retryDelayMs: 5 },
    );
    for (let i = 0; i < 10; i++) queue.send(`good-${i}`);
    queue.send('bad');
    while (queue.depth() > 0) await new Promise((r) => setTimeout(r, 10));
    expect(most).toBe(3);
    expect(deliveries.get('good-0')).toBe(1);
    expect(deliveries.get('bad')).toBe(3);
    expect(queue.deadLetters).toEqual(['bad']);
  });

  it('holds a delayed message until its delay ends', async () => {
    const seen: number[] = [];
    const queue = new LocalWorkQueue('test queue', async () => void seen.push(Date.now()), {
      concurrency: 1,
      maxReceives: 1,
      retryDelayMs: 0,
    });
    const sent = Date.now();
    queue.send('later', 0.2);
    while (queue.depth() > 0) await new Promise((r) => setTimeout(r, 10));
    expect(seen[0]! - sent).toBeGreaterThanOrEqual(190);
  });
});
