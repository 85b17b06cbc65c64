import { describe, expect, it } from 'vitest';
import { answeredCount, isSubmitted, latestAnswers, progressPercent } from '../../shared/session-rules';

const a = (questionId: string, version: number, text = `v${version}`) => ({ questionId, version, text });

describe('latestAnswers', () => {
  it('keeps the highest version of each question, whatever the order', () => {
    const latest = latestAnswers([a('Q1', 1), a('Q2', 2), a('Q1', 3), a('Q2', 1), a('Q1', 2)]);
    expect(latest.size).toBe(2);
    expect(latest.get('Q1')).toEqual(a('Q1', 3));
    expect(latest.get('Q2')).toEqual(a('Q2', 2));
  });

  it('is empty without answers', () => {
    expect(latestAnswers([]).size).toBe(0);
  });
});

describe('progressPercent', () => {
  it('is current × 100 / count (docs/product.md#rule-progress)', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('stays within 0-100 and is 0 without questions', () => {
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });
});

describe('answeredCount', () => {
  it('counts questions whose latest answer is not blank', () => {
    expect(answeredCount([a('Q1', 1, 'x'), a('Q2', 1, 'y'), a('Q3', 1, '   ')])).toBe(2);
  });

  it('judges by the latest version only', () => {
    expect(answeredCount([a('Q1', 1, 'x'), a('Q1', 2, '')])).toBe(0);
    expect(answeredCount([a('Q1', 1, ''), a('Q1', 2, 'x')])).toBe(1);
  });
});

describe('isSubmitted', () => {
  it('is false only while open', () => {
    expect(isSubmitted('open')).toBe(false);
    expect(isSubmitted('submitted')).toBe(true);
    expect(isSubmitted('scored')).toBe(true);
    expect(isSubmitted('scoring_failed')).toBe(true);
  });
});
