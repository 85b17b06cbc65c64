import type { GeneratedQuestion } from './provider';

/**
 * Repairs for the small mistakes models make, so one slip does not fail a template or a whole session
 * (docs/decisions/0051-repair-before-refusing.md). What cannot be repaired is still refused by the schemas.
 */

/** A model's 0-10 answer score made whole: rounded to the nearest integer, then held in 0-10. */
export function repairScore(score: number): number {
  return Math.min(10, Math.max(0, Math.round(score)));
}

/** Question text compared for duplicates: case, accents, punctuation and white space ignored. */
export function questionKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Adds to `kept` the questions of `more` whose text is new (not in `kept`, not repeated within `more`),
 * up to `limit` questions in all.
 * @returns how many were added; the rest were duplicates or over the limit.
 */
export function addDistinct(kept: GeneratedQuestion[], more: GeneratedQuestion[], limit: number): number {
  const seen = new Set(kept.map((q) => questionKey(q.text)));
  let added = 0;
  for (const question of more) {
    const key = questionKey(question.text);
    if (kept.length >= limit || seen.has(key)) continue;
    seen.add(key);
    kept.push(question);
    added++;
  }
  return added;
}
