import type { KeyPointVerdict } from './provider';
import { isStopWord, words } from './text';

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

/** Content words a quote must carry (or the whole answer, when that has fewer): docs/decisions/0081-one-answer-never-fails-a-session.md. */
export const MIN_QUOTE_CONTENT_WORDS = 3;

/** Separators models put between fragments of one quote: `…`, `...`, `[...]`. */
const FRAGMENT_SEPARATOR = /\s*(?:\[\s*(?:…|\.{3})\s*\]|…|\.{3,})\s*/;

/** Content words of `text` (not stop words of the language, `./text.ts`). */
function contentWords(text: string): string[] {
  return words(text).filter((w) => !isStopWord(w));
}

/** True when one fragment (normalized, without surrounding quote marks) occurs in `answer`. */
function fragmentInAnswer(fragment: string, normalizedAnswer: string): boolean {
  const q = normalizeForQuote(fragment)
    .replace(/^["'\s.…,;:]+|["'\s.…,;:]+$/g, '')
    .trim();
  return q.length >= 2 && normalizedAnswer.includes(q);
}

/**
 * True when `quote` is evidence from `answer`: every fragment of it (fragments joined with "…" are checked
 * piece by piece) occurs in the answer, and together they carry at least {@link MIN_QUOTE_CONTENT_WORDS}
 * content words, or every content word of an answer that has fewer. A quote of "the" or "I help" proves
 * nothing, whatever key point it is given for.
 */
export function quoteInAnswer(quote: string, answer: string): boolean {
  const normalizedAnswer = normalizeForQuote(answer);
  const fragments = quote.split(FRAGMENT_SEPARATOR).filter((f) => f.trim());
  if (fragments.length === 0 || !fragments.every((f) => fragmentInAnswer(f, normalizedAnswer))) return false;
  const carried = new Set(fragments.flatMap(contentWords));
  const available = new Set(contentWords(answer));
  return carried.size >= Math.min(MIN_QUOTE_CONTENT_WORDS, available.size) && carried.size > 0;
}

/**
 * Checks every quote of `evidence` against `answer`: a `covered` or `partial` verdict without a quote, or
 * whose quote is not evidence ({@link quoteInAnswer}), becomes `missing` (without quote) and is counted.
 * One quote is evidence for one key point: given again, word for word, for another key point it is
 * counted as unverified there.
 * @returns the checked verdicts, one per key point of `keyPoints` in that order (a key point the provider
 * left out is `missing`), and how many verdicts were downgraded.
 */
export function verifyEvidence(
  answer: string,
  keyPoints: string[],
  evidence: KeyPointVerdict[],
): { evidence: KeyPointVerdict[]; unverifiedQuotes: number } {
  let unverifiedQuotes = 0;
  const used = new Set<string>();
  const checked = keyPoints.map((keyPoint, i): KeyPointVerdict => {
    const given = evidence.find((e) => e.keyPoint === keyPoint) ?? evidence[i];
    if (!given || given.verdict === 'missing') return { keyPoint, verdict: 'missing' };
    const quote = given.quote?.trim().slice(0, MAX_QUOTE_LENGTH);
    const key = quote ? normalizeForQuote(quote) : '';
    if (!quote || used.has(key) || !quoteInAnswer(quote, answer)) {
      unverifiedQuotes++;
      return { keyPoint, verdict: 'missing' };
    }
    used.add(key);
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
