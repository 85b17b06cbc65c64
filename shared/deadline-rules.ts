/** Days an applicant has to finish a session unless the manager or the organization says otherwise. */
export const DEFAULT_DUE_IN_DAYS = 7;
/** Bounds of a session's deadline and of one extension, days. */
export const MIN_DUE_IN_DAYS = 1;
export const MAX_DUE_IN_DAYS = 60;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The automatic reminder goes this long before the deadline (48 hours), ms. */
export const REMINDER_LEAD_MS = 48 * HOUR_MS;
/** Deadlines shorter than this (4 days, ms) get their reminder at half-time instead. */
export const SHORT_DEADLINE_MS = 4 * DAY_MS;
/** Shortest gap between two reminders of one session sent by a manager ("Send reminder"), ms. */
export const MANUAL_REMINDER_INTERVAL_MS = HOUR_MS;

/** A deadline `days` after `fromMs` (epoch ms), as epoch ms. */
export function deadlineAfter(fromMs: number, days: number): number {
  return fromMs + days * DAY_MS;
}

/**
 * When the automatic reminder of a deadline goes out (decision record 0027): 48 hours before it, or at
 * half-time when the time given is under 4 days.
 * @param fromMs - when the deadline was set (session created, extended or its code regenerated), epoch ms.
 * @param dueAtMs - the deadline, epoch ms.
 * @returns epoch ms; never before `fromMs`.
 */
export function reminderTime(fromMs: number, dueAtMs: number): number {
  const span = dueAtMs - fromMs;
  if (span <= 0) return fromMs;
  return span < SHORT_DEADLINE_MS ? fromMs + Math.floor(span / 2) : dueAtMs - REMINDER_LEAD_MS;
}

/**
 * True when a session still open has passed its deadline. A session without a deadline (an
 * accommodation) never expires; a submitted one is never "expired".
 * @param dueAt - ISO time, or undefined for no deadline.
 */
export function isPastDeadline(dueAt: string | undefined, nowMs: number): boolean {
  return dueAt !== undefined && Date.parse(dueAt) <= nowMs;
}

/**
 * Milliseconds a manager must still wait before sending another reminder; 0 when allowed now.
 * @param lastManualAt - ISO time of the last reminder a manager sent, if any.
 */
export function manualReminderWait(lastManualAt: string | undefined, nowMs: number): number {
  if (!lastManualAt) return 0;
  return Math.max(0, Date.parse(lastManualAt) + MANUAL_REMINDER_INTERVAL_MS - nowMs);
}
