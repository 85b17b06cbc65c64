import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertWithinTimeLimit, saveDeadline } from '../../functions/applicant-session/time-limits';
import { clock } from '../../functions/clock';
import type { SessionItem } from '../../functions/sessions';
import { TimeAccommodationRequestSchema, TimeLimitsSchema, timeLimitEndsAt } from '../../shared/time-limits';

const START = Date.parse('2026-01-05T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;

const session = (over: Partial<SessionItem>): SessionItem =>
  ({ language: 'English', startedAt: new Date(START).toISOString(), ...over }) as SessionItem;

afterEach(() => vi.restoreAllMocks());

describe('time limit arithmetic', () => {
  it('ends at the earlier of the session and the question limit, each stretched by the extra time', () => {
    const limits = { perQuestionSeconds: 120, sessionSeconds: 600 };
    expect(timeLimitEndsAt(limits, undefined, { sessionStart: START })).toBe(START + minutes(2));
    expect(
      timeLimitEndsAt(limits, undefined, { sessionStart: START, questionStart: START + minutes(9) }),
    ).toBe(START + minutes(10));
    expect(timeLimitEndsAt(limits, { extraTimeFactor: 1.5 }, { sessionStart: START })).toBe(
      START + minutes(3),
    );
    expect(timeLimitEndsAt(limits, { extraMinutes: 5 }, { sessionStart: START })).toBe(START + minutes(7));
    expect(timeLimitEndsAt(undefined, undefined, { sessionStart: START })).toBeUndefined();
    expect(timeLimitEndsAt(limits, undefined, {})).toBeUndefined();
  });

  it('counts a question from the last save, and stretches it by the extra time', () => {
    const s = session({
      timeLimits: { perQuestionSeconds: 120 },
      lastAnswerAt: new Date(START + minutes(5)).toISOString(),
    });
    expect(saveDeadline(s, 'q1')).toBe(START + minutes(7));
    const doubled = { ...s, extraTime: { extraTimeFactor: 2, reason: 'r', userId: 'u', name: 'n', at: '' } };
    expect(saveDeadline(doubled, 'q1')).toBe(START + minutes(9));
  });

  it('gives the next question its time from a refusal, and keeps the question that ran out closed', () => {
    const s = session({
      timeLimits: { perQuestionSeconds: 120 },
      lastAnswerAt: new Date(START + minutes(5)).toISOString(),
      questionClockAt: new Date(START + minutes(8)).toISOString(),
      timedOutQuestions: ['q1'],
    });
    expect(saveDeadline(s, 'q2')).toBe(START + minutes(10));
    expect(saveDeadline(s, 'q1')).toBe(START + minutes(8));
  });

  it('refuses a save one second after the end by the clock, in the interview language', async () => {
    const s = session({
      timeLimits: { sessionSeconds: 120 },
      lastAnswerAt: new Date(START + minutes(1)).toISOString(),
    });
    vi.spyOn(clock, 'now').mockReturnValue(START + minutes(2));
    await expect(assertWithinTimeLimit(s, 'q1')).resolves.toBeUndefined();
    vi.spyOn(clock, 'now').mockReturnValue(START + minutes(2) + 1000);
    await expect(assertWithinTimeLimit(s, 'q1')).rejects.toMatchObject({
      code: 'TimeLimitExceeded',
      status: 409,
    });
  });
});

describe('time limit schemas', () => {
  it('keeps limits between one minute and seven days, in whole seconds', () => {
    expect(TimeLimitsSchema.safeParse({ perQuestionSeconds: 59 }).success).toBe(false);
    expect(TimeLimitsSchema.safeParse({ sessionSeconds: 7 * 86_400 + 1 }).success).toBe(false);
    expect(TimeLimitsSchema.safeParse({ sessionSeconds: 90.5 }).success).toBe(false);
    expect(TimeLimitsSchema.parse({ perQuestionSeconds: 120 })).toEqual({ perQuestionSeconds: 120 });
  });

  it('takes exactly one of a factor above 1 or whole minutes, with a reason', () => {
    const ok = (body: object) => TimeAccommodationRequestSchema.safeParse(body).success;
    expect(ok({ extraTimeFactor: 1.5, reason: 'Dyslexia' })).toBe(true);
    expect(ok({ extraMinutes: 30, reason: 'Dyslexia' })).toBe(true);
    expect(ok({ extraTimeFactor: 1.5, extraMinutes: 30, reason: 'Both' })).toBe(false);
    expect(ok({ reason: 'Neither' })).toBe(false);
    expect(ok({ extraTimeFactor: 1, reason: 'No extra' })).toBe(false);
    expect(ok({ extraMinutes: 10 })).toBe(false);
  });
});
