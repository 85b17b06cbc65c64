import TERMS from './feedback-guard-terms.json';

/**
 * The check every model-written section of a feedback report passes before it is stored
 * (docs/decisions/0168-feedback-drafted-by-the-model.md): a report never gives the score, the ranking or
 * other applicants, nor a key point word for word (the key points are the interview's answer key, used
 * again with other applicants). The model is told so; this guard does not trust it: each sentence that
 * breaks a rule is dropped, and a section left empty is refused (the caller writes its own sentence).
 */

/** Why a sentence was dropped. */
export type GuardReason = 'key-point' | 'score' | 'other-applicants';

/** A section as it may be stored, and what was dropped from it. */
export interface GuardedSection {
  /** The sentences kept, joined as written; empty when none was. */
  text: string;
  /** One reason per dropped sentence. */
  dropped: GuardReason[];
}

/**
 * Consecutive words of a key point that count as quoting it: a model paraphrasing a key point may share a
 * word or two, but five in a row (or the whole key point when shorter) is the key point copied.
 */
export const QUOTED_WORDS = 5;
/** Characters in a row of a key point in a script without spaces (Chinese, Japanese) that count as quoting it. */
export const QUOTED_CHARS = 8;

/** Lower case, compatibility forms, punctuation as spaces, one space between words. */
export function normalized(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The runs of a key point that count as quoting it (see {@link QUOTED_WORDS}, {@link QUOTED_CHARS}). */
function quotedRuns(keyPoint: string): string[] {
  const text = normalized(keyPoint);
  if (!text) return [];
  if (SPACELESS.test(text)) {
    const chars = [...text.replace(/ /g, '')];
    if (chars.length <= QUOTED_CHARS) return [chars.join('')];
    return chars
      .slice(0, chars.length - QUOTED_CHARS + 1)
      .map((_, i) => chars.slice(i, i + QUOTED_CHARS).join(''));
  }
  const words = text.split(' ');
  // A key point of one or two words ("Testing") is a topic, not an answer key: naming it is allowed.
  if (words.length < 3) return [];
  if (words.length <= QUOTED_WORDS) return [text];
  return words
    .slice(0, words.length - QUOTED_WORDS + 1)
    .map((_, i) => words.slice(i, i + QUOTED_WORDS).join(' '));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTERS = /^[\p{Script=Latin}\p{Script=Cyrillic}\s]+$/u;

/** A term as a pattern: at the start of a word for Latin and Cyrillic terms, anywhere for the others. */
function termPattern(terms: readonly string[]): RegExp {
  const parts = terms.map((t) =>
    LETTERS.test(t) ? `(?<![\\p{L}\\p{M}])${escape(normalized(t))}` : escape(normalized(t)),
  );
  return new RegExp(parts.join('|'), 'u');
}

const SCORE_WORDS = termPattern(TERMS.score);
const OTHERS = termPattern(TERMS.others);
/** "7/10", "7 out of 10", "70 %", "8 de 10", "8 из 10": a mark, whatever the words around it. */
const MARK =
  /\d+(?:[.,]\d+)?\s*(?:\/|out of|de|из|von|sur|من)\s*(?:5|10|20|100)(?!\d)|\d+(?:[.,]\d+)?\s*[%％]/iu;

/** Why `sentence` may not be stored, or undefined when it may. */
export function sentenceProblem(sentence: string, keyPoints: readonly string[]): GuardReason | undefined {
  const text = normalized(sentence);
  const flat = text.replace(/ /g, '');
  for (const keyPoint of keyPoints)
    for (const run of quotedRuns(keyPoint))
      if (SPACELESS.test(run) ? flat.includes(run) : ` ${text} `.includes(` ${run} `)) return 'key-point';
  if (MARK.test(sentence.normalize('NFKC')) || SCORE_WORDS.test(text)) return 'score';
  if (OTHERS.test(text)) return 'other-applicants';
  return undefined;
}

/** The sentences of `text`, as written, by the runtime's sentence segmenter (ICU), for any script. */
export function sentencesOf(text: string, locale = 'en'): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/**
 * `text` without the sentences that give a score, a ranking or other applicants, or that copy a key point
 * of `keyPoints` ({@link QUOTED_WORDS} words in a row, or the whole key point of 3 to 5 words).
 */
export function guardFeedbackSection(text: string, keyPoints: readonly string[]): GuardedSection {
  const kept: string[] = [];
  const dropped: GuardReason[] = [];
  for (const sentence of sentencesOf(text)) {
    const problem = sentenceProblem(sentence, keyPoints);
    if (problem) dropped.push(problem);
    else kept.push(sentence);
  }
  return { text: kept.join(' '), dropped };
}
