import * as z from 'zod';
import type { IntegritySignals } from './schemas/integrity-signals';

const count = z.number().int().min(0);

/**
 * What a session keeps of one question's current answer for the ranking (docs/decisions/0121-signal-summary-on-the-session.md): the
 * answer's characters, the characters pasted, how often and how long (ms) the page was hidden or out of
 * focus while it was written.
 */
export const AnswerSignalNoteSchema = z.object({
  chars: count,
  pastedChars: count,
  blurCount: count,
  hiddenMs: count,
});
export type AnswerSignalNote = z.infer<typeof AnswerSignalNoteSchema>;

/** The note kept for an answer of `answerLength` characters saved with these signals. */
export function signalNote(signals: IntegritySignals, answerLength: number): AnswerSignalNote {
  const pasted = signals.pastedChars ?? (signals.pasteEvents ?? []).reduce((sum, p) => sum + p.chars, 0);
  return {
    chars: answerLength,
    pastedChars: pasted,
    blurCount: signals.blurCount ?? 0,
    hiddenMs: signals.hiddenMs ?? 0,
  };
}

/**
 * Whether two notes show the same in the ranking and the tracking systems ({@link summarizeSignals}): both
 * absent, or both present and alike in being mostly pasted, in the times the page was left and in how long
 * it was hidden. A save whose note shows the same leaves the stored one (its `chars` may then be an earlier
 * version's), so typing alone writes nothing on the session (docs/capacity.md#partitions).
 */
export function noteShowsSame(a: AnswerSignalNote | undefined, b: AnswerSignalNote | undefined): boolean {
  if (!a || !b) return !a && !b;
  return isMostlyPasted(a) === isMostlyPasted(b) && a.blurCount === b.blurCount && a.hiddenMs === b.hiddenMs;
}

/** An answer is "mostly pasted" when more characters were pasted than half the saved answer's length. */
export function isMostlyPasted(note: AnswerSignalNote): boolean {
  return note.pastedChars > 0 && note.pastedChars * 2 > note.chars;
}

/**
 * The candidate ranking's signals column (`GET /api/jobPositions/{id}/candidates`): over the session's
 * current answers saved with signals, how many there are, how many were mostly pasted
 * ({@link isMostlyPasted}), and how often and how long (ms) the page was hidden or out of focus in all.
 * Observations only: the score and the order never read them.
 */
export const SignalSummarySchema = z.object({
  answers: count,
  mostlyPasted: count,
  blurCount: count,
  hiddenMs: count,
});
export type SignalSummary = z.infer<typeof SignalSummarySchema>;

/**
 * Sums the notes a session keeps per question (as stored: anything not a note is left out), or undefined
 * when there is none (answers saved without signals, or before notes were kept).
 */
export function summarizeSignals(stored: unknown): SignalSummary | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const notes = Object.values(stored).flatMap((v) => {
    const note = AnswerSignalNoteSchema.safeParse(v);
    return note.success ? [note.data] : [];
  });
  if (!notes.length) return undefined;
  return {
    answers: notes.length,
    mostlyPasted: notes.filter(isMostlyPasted).length,
    blurCount: notes.reduce((sum, n) => sum + n.blurCount, 0),
    hiddenMs: notes.reduce((sum, n) => sum + n.hiddenMs, 0),
  };
}

/** The summary in plain words: "1 of 4 answers mostly pasted; page hidden or out of focus 2×". */
export function describeSignalSummary(s: SignalSummary): string {
  const answers = `${s.answers} ${s.answers === 1 ? 'answer' : 'answers'}`;
  const pasted = `${s.mostlyPasted} of ${answers} mostly pasted`;
  const away = s.blurCount
    ? `page hidden or out of focus ${s.blurCount}×`
    : s.hiddenMs
      ? 'page hidden or out of focus'
      : 'page stayed in view';
  return `${pasted}; ${away}`;
}
