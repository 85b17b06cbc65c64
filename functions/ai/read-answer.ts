import * as z from 'zod';
import type { AnswerToolInput } from './prompts/score-answer.v2';
import { MAX_QUOTE_LENGTH } from './evidence';
import { repairScore } from './repair';

/**
 * Reads a model's scoring reply generously, then refuses what cannot be read
 * (docs/decisions/0051-repair-before-refusing.md, 0081): numbers as strings, verdicts in another case, a
 * missing quote on `missing`, extra, duplicate or out-of-range key-point entries (dropped), absent ones
 * (`missing`), over-long feedback (cut) and a score outside 0-10 are repaired and named. No evidence list
 * or no score at all is refused.
 */

/** Longest feedback kept (characters), as the tool schema states it. */
export const MAX_FEEDBACK_LENGTH = 600;

const Loose = z.object({
  evidence: z.array(
    z.object({
      keyPoint: z.union([z.number(), z.string()]),
      verdict: z.string(),
      quote: z.string().nullish(),
    }),
  ),
  score: z.union([z.number(), z.string()]),
  feedback: z.string().nullish(),
  injectionSuspected: z.union([z.boolean(), z.string()]).nullish(),
});

const VERDICTS = ['covered', 'partial', 'missing'] as const;

/** `text` cut to `max` characters at a word boundary, with "…". */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max / 2 ? head.slice(0, space) : head}…`;
}

/**
 * The scoring tool input of a reply for `keyPointCount` key points, with one entry per key point in order.
 * @returns the value and the repairs made (`number-as-string`, `verdict-case`, `unknown-verdict`,
 *   `key-point-out-of-range`, `duplicate-key-point`, `key-point-missing`, `feedback-cut`,
 *   `feedback-missing`, `score-out-of-range`, `boolean-as-string`, `quote-cut`), or undefined when the
 *   reply has no evidence list or no numeric score.
 */
export function readAnswerReply(
  raw: unknown,
  keyPointCount: number,
): { value: AnswerToolInput; repairs: string[] } | undefined {
  const parsed = Loose.safeParse(raw);
  if (!parsed.success) return undefined;
  const reply = parsed.data;
  const repairs = new Set<string>();
  const number = (v: number | string) => {
    if (typeof v === 'number') return v;
    repairs.add('number-as-string');
    return Number(v.trim());
  };
  const score = number(reply.score);
  if (!Number.isFinite(score)) return undefined;
  if (repairScore(score) !== score) repairs.add('score-out-of-range');

  const byKeyPoint = new Map<number, AnswerToolInput['evidence'][number]>();
  for (const entry of reply.evidence) {
    const keyPoint = number(entry.keyPoint);
    if (!Number.isInteger(keyPoint) || keyPoint < 1 || keyPoint > keyPointCount) {
      repairs.add('key-point-out-of-range');
      continue;
    }
    if (byKeyPoint.has(keyPoint)) {
      repairs.add('duplicate-key-point');
      continue;
    }
    const lower = entry.verdict.trim().toLowerCase();
    if (lower !== entry.verdict) repairs.add('verdict-case');
    const verdict = (VERDICTS as readonly string[]).includes(lower)
      ? (lower as (typeof VERDICTS)[number])
      : undefined;
    if (!verdict) repairs.add('unknown-verdict');
    let quote = entry.quote ?? '';
    if (quote.length > MAX_QUOTE_LENGTH * 2) {
      quote = quote.slice(0, MAX_QUOTE_LENGTH * 2);
      repairs.add('quote-cut');
    }
    byKeyPoint.set(keyPoint, { keyPoint, verdict: verdict ?? 'missing', quote: verdict ? quote : '' });
  }
  const evidence = Array.from({ length: keyPointCount }, (_, i) => {
    const entry = byKeyPoint.get(i + 1);
    if (entry) return entry;
    repairs.add('key-point-missing');
    return { keyPoint: i + 1, verdict: 'missing' as const, quote: '' };
  });

  let feedback = reply.feedback?.trim() ?? '';
  if (!feedback) repairs.add('feedback-missing');
  if (feedback.length > MAX_FEEDBACK_LENGTH) {
    feedback = cut(feedback, MAX_FEEDBACK_LENGTH);
    repairs.add('feedback-cut');
  }
  let injectionSuspected = false;
  if (typeof reply.injectionSuspected === 'string') {
    repairs.add('boolean-as-string');
    injectionSuspected = reply.injectionSuspected.trim().toLowerCase() === 'true';
  } else injectionSuspected = reply.injectionSuspected ?? false;

  return {
    value: { evidence, score: repairScore(score), feedback, injectionSuspected },
    repairs: [...repairs].sort(),
  };
}
