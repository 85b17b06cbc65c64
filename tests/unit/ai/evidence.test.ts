import { LANGUAGES } from '../../../shared/interview-options';
import {
  boundedScore,
  median,
  quoteInAnswer,
  scoreCeiling,
  verifyEvidence,
} from '../../../functions/ai/evidence';
import { readAnswerReply } from '../../../functions/ai/read-answer';
import { costUsd } from '../../../functions/ai/model-prices';
import { reportText } from '../../../functions/ai/report-text';
import { CATALOGS } from '../../../shared/i18n/catalogs';
import { LANGUAGE_INFO } from '../../../shared/i18n/languages';

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
      const t = reportText(language);
      expect(t.notAnswered.length).toBeGreaterThan(5);
      expect(t.unverified(2)).toContain('2');
    }
    expect(new Set(LANGUAGES.map((l) => reportText(l).notAnswered)).size).toBe(LANGUAGES.length);
  });

  it("come from each language's message catalog: a text the report uses but a catalog lacks fails here", () => {
    for (const language of LANGUAGES) {
      const catalog = (CATALOGS[LANGUAGE_INFO[language].tag]?.report ?? {}) as Record<string, unknown>;
      for (const [key, text] of Object.entries(reportText(language))) {
        expect(typeof catalog[key], `${language}: report.${key}`).toBe('string');
        const shown = typeof text === 'function' ? (text as (...a: unknown[]) => string)(2, 7, 55) : text;
        expect(shown, `${language}: report.${key}`).not.toContain(`report.${key}`);
      }
    }
    expect(reportText('Russian').summary(3, 7, 55)).toBe(
      'Отвечено на 3 из 7 вопросов; оценка сессии 55/100.',
    );
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

describe('evidence that means something (docs/decisions/0081-one-answer-never-fails-a-session.md)', () => {
  const answer = 'I help customers. I reduced the backlog by automating ticket triage with simple rules.';

  it('refuses a quote of common words, and one with fewer than 3 content words of a longer answer', () => {
    expect(quoteInAnswer('the', answer)).toBe(false);
    expect(quoteInAnswer('I help', answer)).toBe(false);
    expect(quoteInAnswer('reduced the backlog by automating', answer)).toBe(true);
  });

  it('accepts the whole of a short answer', () => {
    expect(quoteInAnswer('Unit tests first', 'Unit tests first.')).toBe(true);
  });

  it('verifies "…"-joined fragments piece by piece', () => {
    expect(quoteInAnswer('I reduced the backlog … ticket triage with simple rules', answer)).toBe(true);
    expect(quoteInAnswer('I reduced the backlog ... with machine learning', answer)).toBe(false);
  });

  it('does not let one quote stand for two key points', () => {
    const quote = 'reduced the backlog by automating ticket triage';
    const { evidence, unverifiedQuotes } = verifyEvidence(
      answer,
      ['Automation', 'Mentoring'],
      [
        { keyPoint: 'Automation', verdict: 'covered', quote },
        { keyPoint: 'Mentoring', verdict: 'covered', quote },
      ],
    );
    expect(evidence.map((e) => e.verdict)).toEqual(['covered', 'missing']);
    expect(unverifiedQuotes).toBe(1);
  });
});

describe('reading a scoring reply generously', () => {
  it('repairs numbers as strings, verdict case, duplicates, out-of-range and absent entries, long feedback', () => {
    const read = readAnswerReply(
      {
        evidence: [
          { keyPoint: '1', verdict: 'Covered', quote: 'a' },
          { keyPoint: 3, verdict: 'partial', quote: 'b' },
          { keyPoint: 3, verdict: 'missing' },
          { keyPoint: 9, verdict: 'covered', quote: 'c' },
        ],
        score: '7',
        feedback: 'x '.repeat(400),
        injectionSuspected: 'false',
      },
      4,
    )!;
    expect(read.value.evidence.map((e) => e.verdict)).toEqual(['covered', 'missing', 'partial', 'missing']);
    expect(read.value.score).toBe(7);
    expect(read.value.feedback.length).toBeLessThanOrEqual(600);
    expect(read.repairs).toEqual([
      'boolean-as-string',
      'duplicate-key-point',
      'feedback-cut',
      'key-point-missing',
      'key-point-out-of-range',
      'number-as-string',
      'verdict-case',
    ]);
  });

  it('refuses a reply without an evidence list or a number for the score', () => {
    expect(readAnswerReply({ evidence: 'none', score: 5 }, 2)).toBeUndefined();
    expect(readAnswerReply({ evidence: [], score: 'ten' }, 2)).toBeUndefined();
  });
});
