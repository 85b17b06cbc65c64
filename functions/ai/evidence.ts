import type { KeyPointVerdict } from './provider';

/**
 * Evidence rules every provider's answer scores go through (docs/decisions/0023-evidence-backed-scores.md):
 * quotes are checked against the answer, and the score is held inside the anchored band that the verified
 * verdicts allow. The same bands are stated to the model in `prompts/score-answer.v2.ts`.
 */

/** The anchored 0-10 bands, in the words the prompt uses. Length, fluency and tone earn nothing. */
export const SCORE_BANDS = [
  { min: 0, max: 0, meaning: 'no answer, or off-topic' },
  { min: 1, max: 3, meaning: 'touches the topic without substance' },
  { min: 4, max: 6, meaning: 'some key points, thin' },
  { min: 7, max: 8, meaning: 'most key points, with specifics' },
  { min: 9, max: 10, meaning: 'all key points, with concrete, correct detail' },
] as const;

/** Longest quote kept (characters); longer ones are cut at a word boundary before they are checked. */
export const MAX_QUOTE_LENGTH = 300;

/**
 * Text as quotes are compared: accents removed, lower case, every run of white space one space, and
 * typographic quotes/dashes made plain. `"  Mejoré el  FCR"` and `"mejore el fcr"` compare equal.
 */
export function normalizeForQuote(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[“”«»„"]/g, '"')
    .replace(/[‘’`´]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `quote` (normalized, without surrounding quote marks or an ellipsis) occurs in `answer`. */
export function quoteInAnswer(quote: string, answer: string): boolean {
  const q = normalizeForQuote(quote)
    .replace(/^["'\s.…]+|["'\s.…]+$/g, '')
    .trim();
  if (q.length < 2) return false;
  return normalizeForQuote(answer).includes(q);
}

/**
 * Checks every quote of `evidence` against `answer`: a `covered` or `partial` verdict without a quote, or
 * whose quote is not in the answer, becomes `missing` (without quote) and is counted.
 * @returns the checked verdicts, one per key point of `keyPoints` in that order (a key point the provider
 * left out is `missing`), and how many verdicts were downgraded.
 */
export function verifyEvidence(
  answer: string,
  keyPoints: string[],
  evidence: KeyPointVerdict[],
): { evidence: KeyPointVerdict[]; unverifiedQuotes: number } {
  let unverifiedQuotes = 0;
  const checked = keyPoints.map((keyPoint, i): KeyPointVerdict => {
    const given = evidence.find((e) => e.keyPoint === keyPoint) ?? evidence[i];
    if (!given || given.verdict === 'missing') return { keyPoint, verdict: 'missing' };
    const quote = given.quote?.trim().slice(0, MAX_QUOTE_LENGTH);
    if (!quote || !quoteInAnswer(quote, answer)) {
      unverifiedQuotes++;
      return { keyPoint, verdict: 'missing' };
    }
    return { keyPoint, verdict: given.verdict, quote };
  });
  return { evidence: checked, unverifiedQuotes };
}

/**
 * Highest score the verified verdicts allow: 3 when nothing is covered (at most "touches the topic"),
 * 6 when under 60 % of the key points are covered ("some"), 8 when most but not all are ("most"), 10 when
 * all are. A key point list that is empty allows 10.
 */
export function scoreCeiling(evidence: KeyPointVerdict[]): number {
  if (evidence.length === 0) return 10;
  const covered = evidence.filter((e) => e.verdict === 'covered').length;
  if (covered === 0) return 3;
  if (covered === evidence.length) return 10;
  return covered / evidence.length >= MOST_SHARE ? 8 : 6;
}

/** Share of key points covered that counts as "most" (7-8 band). */
export const MOST_SHARE = 0.6;

/** The model's 0-10 score held under {@link scoreCeiling} of its verified evidence, an integer. */
export function boundedScore(score: number, evidence: KeyPointVerdict[]): number {
  return Math.max(0, Math.min(scoreCeiling(evidence), Math.round(score)));
}

/** Median of integer samples (the lower middle one for an even count), 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
