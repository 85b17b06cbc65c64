import { LANGUAGES } from '../../../shared/interview-options';
import { boundedScore, median, scoreCeiling, verifyEvidence } from '../../../functions/ai/evidence';
import { costUsd } from '../../../functions/ai/model-prices';
import { REPORT_TEXT } from '../../../functions/ai/report-text';

const answer = 'Primero   ESCUCHO al cliente y reconozco su frustración.\nDespués le ofrezco un reembolso.';
const keyPoints = ['Escucha', 'Ofrece una solución', 'Hace seguimiento'];

describe('verifyEvidence', () => {
  it('accepts quotes that differ only in white space, case and accents; downgrades the rest and counts them', () => {
    const checked = verifyEvidence(answer, keyPoints, [
      { keyPoint: 'Escucha', verdict: 'covered', quote: '“escucho al cliente y reconozco su frustracion”' },
      { keyPoint: 'Ofrece una solución', verdict: 'partial', quote: 'le ofrezco un descuento' },
      { keyPoint: 'Hace seguimiento', verdict: 'covered' },
    ]);
    expect(checked.evidence).toEqual([
      { keyPoint: 'Escucha', verdict: 'covered', quote: '“escucho al cliente y reconozco su frustracion”' },
      { keyPoint: 'Ofrece una solución', verdict: 'missing' },
      { keyPoint: 'Hace seguimiento', verdict: 'missing' },
    ]);
    expect(checked.unverifiedQuotes).toBe(2);
  });

  it('gives every key point a verdict, in order, even when the provider left one out', () => {
    const checked = verifyEvidence(answer, keyPoints, []);
    expect(checked.evidence.map((e) => [e.keyPoint, e.verdict])).toEqual(
      keyPoints.map((k) => [k, 'missing']),
    );
    expect(checked.unverifiedQuotes).toBe(0);
  });
});

describe('anchored bands', () => {
  const v = (...verdicts: ('covered' | 'partial' | 'missing')[]) =>
    verdicts.map((verdict, i) => ({ keyPoint: `k${i}`, verdict }));

  it('holds a score under the band its verified evidence allows', () => {
    expect(scoreCeiling(v('partial', 'missing', 'missing'))).toBe(3);
    expect(scoreCeiling(v('covered', 'missing', 'missing'))).toBe(6);
    expect(scoreCeiling(v('covered', 'covered', 'missing'))).toBe(8);
    expect(scoreCeiling(v('covered', 'covered', 'covered'))).toBe(10);
    expect(boundedScore(9, v('missing', 'missing'))).toBe(3);
    expect(boundedScore(5, v('covered', 'covered'))).toBe(5);
  });

  it('takes the lower middle sample as the median', () => {
    expect(median([9, 2, 8])).toBe(8);
    expect(median([4, 6])).toBe(4);
  });
});

describe('fixed notices', () => {
  it('exist in every one of the 10 interview languages, each its own text', () => {
    for (const language of LANGUAGES) {
      const t = REPORT_TEXT[language];
      expect(t.notAnswered.length).toBeGreaterThan(5);
      expect(t.unverified(2)).toContain('2');
    }
    expect(new Set(LANGUAGES.map((l) => REPORT_TEXT[l].notAnswered)).size).toBe(LANGUAGES.length);
  });
});

describe('costUsd', () => {
  it('prices tokens at the model list price, inference profiles as their model, unknown models not at all', () => {
    const usage = { inputTokens: 10_000, outputTokens: 2_000, totalTokens: 12_000, estimated: false };
    expect(costUsd('amazon.nova-lite-v1:0', usage)).toBeCloseTo(0.00108, 6);
    expect(costUsd('us.amazon.nova-lite-v1:0', usage)).toBeCloseTo(0.00108, 6);
    expect(costUsd('llama3.1:8b', usage)).toBeUndefined();
    expect(costUsd('amazon.nova-lite-v1:0', { ...usage, estimated: true })).toBeUndefined();
  });
});
