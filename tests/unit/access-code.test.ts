import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  afterFailedAttempt,
  ATTEMPT_WINDOW_SECONDS,
  formatAccessCode,
  isWellFormedAccessCode,
  lockoutRemaining,
  MAX_FAILED_ATTEMPTS,
  normalizeAccessCode,
  splitAccessCode,
} from '../../shared/access-code';

describe('access code format', () => {
  it('normalizes case, dashes and white space', () => {
    expect(normalizeAccessCode(' abc-def ghj ')).toBe('ABCDEFGHJ');
    expect(normalizeAccessCode('')).toBe('');
  });

  it('splits a typed or pasted code into three boxes of at most 3 characters', () => {
    expect(splitAccessCode('abc-def-ghj')).toEqual(['ABC', 'DEF', 'GHJ']);
    expect(splitAccessCode('ABCDE')).toEqual(['ABC', 'DE', '']);
    expect(splitAccessCode('ABCDEFGHJKLM')).toEqual(['ABC', 'DEF', 'GHJ']);
    expect(splitAccessCode('')).toEqual(['', '', '']);
  });

  it('formats as ABC-DEF-GHJ, also a partial code', () => {
    expect(formatAccessCode('abcdefghj')).toBe('ABC-DEF-GHJ');
    expect(formatAccessCode('ab')).toBe('AB');
    expect(formatAccessCode('abcd')).toBe('ABC-D');
  });

  it('accepts only 9 characters from the unambiguous alphabet', () => {
    expect(isWellFormedAccessCode('abc-def-ghj')).toBe(true);
    expect(isWellFormedAccessCode('ABCDEFGH')).toBe(false);
    expect(isWellFormedAccessCode('ABCDEFGH0')).toBe(false); // 0 looks like O
    expect(isWellFormedAccessCode('ABCDEFGHI')).toBe(false); // I looks like 1
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U'])
      expect(ACCESS_CODE_ALPHABET).not.toContain(lookAlike);
  });
});

describe('code lock-out', () => {
  const now = 1_700_000_000;

  it('starts a window at the first failure and counts within it', () => {
    const first = afterFailedAttempt(undefined, now);
    expect(first).toEqual({ failedAttempts: 1, windowStart: now });
    expect(afterFailedAttempt(first, now + 60)).toEqual({ failedAttempts: 2, windowStart: now });
  });

  it('starts a new window once the old one has ended', () => {
    const state = { failedAttempts: 7, windowStart: now };
    expect(afterFailedAttempt(state, now + ATTEMPT_WINDOW_SECONDS)).toEqual({
      failedAttempts: 1,
      windowStart: now + ATTEMPT_WINDOW_SECONDS,
    });
  });

  it('allows tries below the limit and locks for the rest of the window at the limit', () => {
    expect(lockoutRemaining(undefined, now)).toBe(0);
    expect(lockoutRemaining({ failedAttempts: MAX_FAILED_ATTEMPTS - 1, windowStart: now }, now)).toBe(0);
    const locked = { failedAttempts: MAX_FAILED_ATTEMPTS, windowStart: now };
    expect(lockoutRemaining(locked, now)).toBe(ATTEMPT_WINDOW_SECONDS);
    expect(lockoutRemaining(locked, now + 600)).toBe(ATTEMPT_WINDOW_SECONDS - 600);
    expect(lockoutRemaining(locked, now + ATTEMPT_WINDOW_SECONDS)).toBe(0);
    expect(lockoutRemaining(locked, now + ATTEMPT_WINDOW_SECONDS + 1)).toBe(0);
  });

  it('locks after exactly MAX_FAILED_ATTEMPTS failures in one window', () => {
    let state = afterFailedAttempt(undefined, now);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++) {
      expect(lockoutRemaining(state, now + i)).toBe(0);
      state = afterFailedAttempt(state, now + i);
    }
    expect(state.failedAttempts).toBe(MAX_FAILED_ATTEMPTS);
    expect(lockoutRemaining(state, now + MAX_FAILED_ATTEMPTS)).toBe(
      ATTEMPT_WINDOW_SECONDS - MAX_FAILED_ATTEMPTS,
    );
  });
});
