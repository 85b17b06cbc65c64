import * as z from 'zod';
import { MAX_ANSWER_LENGTH } from './common';

/**
 * Longest time a signal counts, ms: 7 days, longer than any session stays open
 * (shared/deadline-rules.ts allows at most 60 days, but an answer is written in one sitting; a larger
 * value is a broken or forged client and is refused).
 */
export const MAX_SIGNAL_MS = 7 * 24 * 60 * 60 * 1000;
/** Most paste events one answer version keeps (more are summed into the last one by the page). */
export const MAX_PASTE_EVENTS = 50;
/** Most characters counted as typed or pasted for one answer version (edits can exceed the answer's length). */
export const MAX_SIGNAL_CHARS = 10 * MAX_ANSWER_LENGTH;
/** Most times the page can report having lost focus or been hidden while one answer was written. */
export const MAX_BLUR_COUNT = 10_000;

const count = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max}`);

/** One paste into the answer: when (ms after the question appeared) and how many characters. */
export const PasteEventSchema = z.object({
  atMs: count(MAX_SIGNAL_MS),
  chars: count(MAX_ANSWER_LENGTH),
});

/**
 * How an answer version was written, as the applicant's page measured it (docs/product.md#integrity-signals):
 * characters typed and pasted, each paste, ms from showing the question to the first keystroke, ms of
 * active writing, ms the page was hidden and how often it was hidden or lost focus. All optional and
 * bounded; shown to the manager in plain words, never a verdict: no score and no access decision reads them.
 */
export const IntegritySignalsSchema = z.object({
  typedChars: count(MAX_SIGNAL_CHARS).optional(),
  pastedChars: count(MAX_SIGNAL_CHARS).optional(),
  pasteEvents: z.array(PasteEventSchema).max(MAX_PASTE_EVENTS, `At most ${MAX_PASTE_EVENTS}`).optional(),
  firstKeyMs: count(MAX_SIGNAL_MS).optional(),
  activeMs: count(MAX_SIGNAL_MS).optional(),
  hiddenMs: count(MAX_SIGNAL_MS).optional(),
  blurCount: count(MAX_BLUR_COUNT).optional(),
});
export type IntegritySignals = z.infer<typeof IntegritySignalsSchema>;
