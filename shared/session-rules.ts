/** An answer version as the rules need it. */
export interface AnswerVersion {
  questionId: string;
  version: number;
}

/**
 * The latest answer of each question: the one with the highest version (docs/product.md#rule-latest-answer).
 * @returns a map from question id to its latest answer.
 */
export function latestAnswers<T extends AnswerVersion>(answers: readonly T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const answer of answers) {
    const current = latest.get(answer.questionId);
    if (!current || answer.version > current.version) latest.set(answer.questionId, answer);
  }
  return latest;
}

/**
 * Progress through an interview in percent: current question × 100 / question count
 * (docs/product.md#rule-progress).
 * @param current - 1-based number of the question shown.
 */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (current * 100) / total));
}

/** Number of questions with at least one non-empty answer. */
export function answeredCount(answers: readonly (AnswerVersion & { text: string })[]): number {
  return [...latestAnswers(answers).values()].filter((a) => a.text.trim() !== '').length;
}

/**
 * Most versions one answer keeps (docs/decisions/0079-smaller-doors.md). Each save adds one; past this an
 * applicant token could write without end (50 saves a second for its 8 hours) and the export of one
 * applicant would pass Lambda's 6 MB response. 50 is far more than a person revises one answer.
 */
export const MAX_ANSWER_VERSIONS = 50;

/**
 * Session states: open → submitted → scoring → scored or scoring_failed (docs/product.md#rule-session-states).
 * `scoring` is held by one scoring run under a lease (docs/decisions/0080-scoring-claimed-once.md).
 */
export const SESSION_STATUSES = ['open', 'submitted', 'scoring', 'scored', 'scoring_failed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A session is submitted (the spec's "Done"/"Closed", its `isOpen` false) from the moment its status leaves
 * `open`, whatever the scoring state (decision record 0127).
 */
export function isSubmitted(status: SessionStatus): boolean {
  return status !== 'open';
}

/**
 * What lists and the applicant see: the stored status, except that an open session past its deadline is
 * `expired` (decision record 0027). Nothing is written when a deadline passes, so extending brings the
 * session back to `open` and saved answers stay where they are.
 */
export const SESSION_VIEW_STATUSES = [...SESSION_STATUSES, 'expired'] as const;
export type SessionViewStatus = (typeof SESSION_VIEW_STATUSES)[number];

/**
 * The status to show for a stored status and deadline at `nowMs` (epoch ms).
 * @param dueAt - ISO deadline, undefined when the session has none.
 */
export function viewStatus(
  status: SessionStatus,
  dueAt: string | undefined,
  nowMs: number,
): SessionViewStatus {
  return status === 'open' && dueAt !== undefined && Date.parse(dueAt) <= nowMs ? 'expired' : status;
}
