import type { EntityItem } from 'electrodb';
import { clock } from '../../clock';
import { config } from '../../config';
import { entity } from '../entity-options';
import { SESSION_STATUSES } from '../../../shared/session-rules';
import { createdAt, newId, updatedAt } from '../attributes';
import { foldedCopyOf } from '../search-text';
import { questionAttribute } from './interview-template';
import { LANGUAGES } from '../../../shared/interview-options';

/**
 * An interview session (docs/product.md#entity-session): a snapshot of the template's questions, so editing
 * or deleting the template never changes a running interview; the access code only as a salted hash;
 * failed-try counter for the lock-out; status open → submitted → scoring → scored | scoring_failed.
 * Keys: by id (public lookup for the applicant), by organization (gsi1, newest first; gsi5, the same order
 * with only what lists show) and by applicant (gsi2), by the applicant's name (gsi4). Answers and the
 * result live in the same partition.
 */
export const Session = entity({
  model: { entity: 'session', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true, default: newId },
    orgId: { type: 'string', required: true, readOnly: true },
    applicantId: { type: 'string', required: true, readOnly: true },
    applicantName: { type: 'string', required: true },
    applicantEmail: { type: 'string', required: true },
    interviewId: { type: 'string', required: true, readOnly: true },
    jobPositionId: { type: 'string', readOnly: true },
    topic: { type: 'string', required: true },
    language: { type: LANGUAGES, required: true },
    questions: questionAttribute,
    /** The template's time limits when the session was created, seconds (shared/time-limits.ts). */
    timeLimits: {
      type: 'map',
      properties: { perQuestionSeconds: { type: 'number' }, sessionSeconds: { type: 'number' } },
    },
    /** The template's follow-ups per question when the session was created (0-2; absent: 1). */
    followUps: { type: 'number' },
    /** Extra time on those limits, the latest accommodation's (`POST /api/session/{id}/accommodation`). */
    extraTime: {
      type: 'map',
      properties: {
        extraTimeFactor: { type: 'number' },
        extraMinutes: { type: 'number' },
        reason: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        at: { type: 'string', required: true },
      },
    },
    /**
     * Per question id, the current answer's integrity signals in brief (shared/signal-summary.ts
     * `AnswerSignalNote`), written by SaveAnswer in its transaction so the ranking reads them with the
     * session (docs/decisions/0121-signal-summary-on-the-session.md). Keys are question ids, so the map's type is open; readers parse it.
     */
    answerSignals: { type: 'any' },
    /** How many questions `questions` holds, kept beside it for the lists (gsi5 does not project `questions`). */
    questionCount: {
      type: 'number',
      watch: ['questions'],
      set: (_value: unknown, item?: { questions?: unknown[] }) =>
        Array.isArray(item?.questions) ? item.questions.length : undefined,
    },
    /** Question ids with at least one saved answer (a string set, so adding one is idempotent). */
    answeredQuestionIds: { type: 'set', items: 'string' },
    accessCodeHash: { type: 'string', required: true },
    accessCodeSalt: { type: 'string', required: true },
    failedAttempts: { type: 'number', required: true, default: 0 },
    /** Start of the current failed-try window, epoch seconds. */
    attemptWindowStart: { type: 'number', required: true, default: 0 },
    status: { type: SESSION_STATUSES, required: true, default: 'open' },
    /**
     * Who submitted the session: the applicant's Submit, or the manager's "Check For Completion" (submitted
     * by the manager). Stored as `closedBy`, its name before decision record 0127.
     */
    submittedBy: { type: ['applicant', 'manager'] as const, field: 'closedBy' },
    startedAt: { type: 'string' },
    /**
     * Why a submitted session is not scored yet: `ai_budget` while the organization's monthly AI budget is
     * spent (docs/decisions/0052-monthly-ai-budget.md); removed when scoring runs again.
     */
    scoringWait: { type: ['ai_budget'] as const },
    /** The session's ticket in the scoring queue's line (`functions/scoring/line.ts`), while it waits. */
    scoringTicket: { type: 'number' },
    /**
     * The scoring run that holds a `scoring` session: its random id and until when (epoch ms) it holds it.
     * A run claims a session by a conditional write and writes its result only while it still holds it
     * (docs/decisions/0080-scoring-claimed-once.md).
     */
    scoringClaim: { type: 'string' },
    scoringLeaseUntil: { type: 'number' },
    /**
     * A manager's session re-score (`POST /api/session/{id}/rescore`, docs/decisions/0118-session-rescore-through-the-worker.md):
     * `running` until the scoring worker writes it (its run claims `scoringClaim`), `failed` with the reason
     * when it could not run; removed once written. Which answers (`rescoreAnswers`), who asked and when.
     */
    rescoreState: { type: ['running', 'failed'] as const },
    rescoreAnswers: { type: ['not_scored', 'all'] as const },
    rescoreRequestedAt: { type: 'string' },
    rescoreByUserId: { type: 'string' },
    rescoreByName: { type: 'string' },
    rescoreFailure: { type: 'string' },
    /** Human-only evaluation: AI scoring is off, a person scores every answer (docs/decisions/0033-human-only-evaluation.md). */
    humanOnly: { type: 'boolean' },
    /** When the applicant asked for human-only evaluation. */
    humanOnlyRequestedAt: { type: 'string' },
    /** When the applicant last accepted the notice (AI assistance, a person decides, retention). */
    noticeAcceptedAt: { type: 'string' },
    /**
     * `createdAt` of the newest stored answer. Answers only raise it and a session is submitted only at or
     * after it, so no stored answer is ever dated after `submittedAt`.
     */
    lastAnswerAt: { type: 'string' },
    /**
     * When a save was last refused past the question limit (ISO): the next question's time runs from here,
     * so one question running out never takes the time of the ones after it (docs/product.md#rule-time-limits).
     */
    questionClockAt: { type: 'string' },
    /**
     * When each question was first opened (question id → ISO time, docs/decisions/0134-question-time-from-first-opening.md):
     * written once per question, by the page's open call or by the question's first save, and never again
     * (conditional on its absence), so a question's time limit runs from it whatever is saved after.
     * Keys are question ids, so the map's type is open; readers parse it.
     */
    questionOpenedAt: { type: 'any' },
    /** Questions whose time ran out (their save refused), closed until a manager grants extra time. */
    timedOutQuestions: { type: 'set', items: 'string' },
    /** When the session was submitted (ISO). Stored as `endedAt`, its name before decision record 0127. */
    submittedAt: { type: 'string', field: 'endedAt' },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdByName: { type: 'string', required: true, readOnly: true },
    /**
     * Deadline (ISO); absent when a manager gave the session no deadline (an accommodation). `dueAt` in the
     * table and the API alike; never `expiresAt`, which is the table's TTL attribute (it holds
     * {@link purgeAt}, decision records 0035 and 0127).
     */
    dueAt: { type: 'string' },
    /** Days the session is kept after it ends, copied from the organization's setting at creation. */
    retentionDays: { type: 'number' },
    /**
     * When the session is deleted, epoch seconds: its end (submission, or the deadline while open) plus
     * `retentionDays`; absent while it has no end. The table's TTL attribute; reads treat a session past
     * it as gone and the retention function deletes its answers, result and history (decision record 0035).
     */
    purgeAt: { type: 'number', field: 'expiresAt' },
    /** The latest accommodation: extra time or no deadline, who gave it and why (decision record 0027). */
    accommodation: {
      type: 'map',
      properties: {
        kind: { type: ['extraTime', 'noDeadline'] as const, required: true },
        days: { type: 'number' },
        note: { type: 'string' },
        userId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        at: { type: 'string', required: true },
      },
    },
    /** When the automatic reminder is due (ISO); absent when none is planned. */
    reminderAt: { type: 'string' },
    reminderCount: { type: 'number', default: 0 },
    lastReminderAt: { type: 'string' },
    lastReminderKind: { type: ['automatic', 'manual'] as const },
    lastReminderStatus: { type: ['sent', 'failed'] as const },
    /** Last reminder sent by a manager: at most one an hour. */
    lastManualReminderAt: { type: 'string' },
    /** Delivery of the access-code e-mail; `bounced` / `complained` come from SES events (decision record 0047). */
    emailStatus: { type: ['sent', 'failed', 'bounced', 'complained'] as const },
    /** Why the last access-code e-mail bounced or drew a complaint, as SES reported it. */
    emailProblem: { type: 'string' },
    emailMessageId: { type: 'string' },
    emailAt: { type: 'string' },
    /** Copied from the result for lists (0-100). */
    score: { type: 'number' },
    /**
     * The latest review of each reviewed answer (the full trail is in the session's history). A person's
     * score never replaces the AI's, which stays in the result.
     */
    reviews: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          /** 0-10. */
          score: { type: 'number', required: true },
          reason: { type: 'string', required: true },
          byUserId: { type: 'string', required: true },
          byName: { type: 'string', required: true },
          at: { type: 'string', required: true },
        },
      },
    },
    /** 0-100 from human scores where present, else the AI's; set once an answer is reviewed. */
    reviewedScore: { type: 'number' },
    /** The latest decision (the full trail is in the session's history); flat so lists can filter on it. */
    decision: { type: ['advance', 'hold', 'reject'] as const },
    decisionReason: { type: 'string' },
    /**
     * The feedback report for the applicant (docs/decisions/0162-feedback-reports.md): drafted from the
     * evidence, edited by a person (or sent as drafted with `auto`), then e-mailed as a link. A model
     * writes it in the background (`drafting`, text empty; `failed` after its last run, with `failure`;
     * docs/decisions/0168-feedback-drafted-by-the-model.md).
     */
    feedback: {
      type: 'map',
      properties: {
        status: { type: ['drafting', 'draft', 'sent', 'failed'] as const, required: true },
        text: { type: 'string', required: true },
        draftedAt: { type: 'string', required: true },
        sentAt: { type: 'string' },
        sentByName: { type: 'string' },
        /** Runs of the model's draft so far (a throttle is not one). */
        attempts: { type: 'number' },
        /** Why the model's draft failed, for the manager (never the model's words). */
        failure: { type: 'string' },
        /** The prompt version of a model's draft, e.g. `feedback-report@1`. */
        promptVersion: { type: 'string' },
      },
    },
    decisionByUserId: { type: 'string' },
    decisionByName: { type: 'string' },
    decisionAt: { type: 'string' },
    decisionFlaggedSeen: { type: 'list', items: { type: 'string' } },
    /** Counts reviews and decisions; each one is written only if it is unchanged since it was read. */
    revision: { type: 'number', required: true, default: 0 },
    /** Folded copies (case and accents) that lists sort and search on (decision record 0062). */
    applicantNameFolded: foldedCopyOf('applicantName'),
    topicFolded: foldedCopyOf('topic'),
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
    /**
     * The organization's sessions on the shared `ALL` index, written only while the lists read it
     * (`SESSION_LIST_INDEX=gsi1`): once they read `gsi5`, a new session leaves `gsi1` out, and
     * `npm run sessions:leave-shared-indexes` takes the older ones out
     * (docs/decisions/0172-sessions-leave-the-shared-indexes.md).
     */
    byOrg: {
      index: 'gsi1',
      condition: () => config().SESSION_LIST_INDEX === 'gsi1',
      pk: { field: 'gsi1pk', composite: ['orgId'] },
      sk: { field: 'gsi1sk', composite: ['sessionId'] },
    },
    /**
     * The organization's sessions, newest first, on the index that projects only what lists show
     * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md): its keys are gsi1's values.
     */
    byOrgList: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['orgId'] },
      sk: { field: 'gsi5sk', composite: ['sessionId'] },
    },
    byApplicant: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['orgId', 'applicantId'] },
      sk: { field: 'gsi2sk', composite: ['sessionId'] },
    },
    /**
     * An organization's sessions by the applicant's folded name (decision record 0062) on the shared `ALL`
     * index, written only while the name-sorted list reads it (`SESSION_NAME_INDEX=gsi4`).
     */
    byApplicantName: {
      index: 'gsi4',
      condition: () => config().SESSION_NAME_INDEX === 'gsi4',
      pk: { field: 'gsi4pk', composite: ['orgId'] },
      sk: { field: 'gsi4sk', composite: ['applicantNameFolded', 'sessionId'] },
    },
    /**
     * The same order on the index of session keys only (`gsi6`): written with every session, read once
     * `SESSION_NAME_INDEX=gsi6` (docs/decisions/0172-sessions-leave-the-shared-indexes.md). Its keys are
     * gsi4's values.
     */
    byApplicantNameKeys: {
      index: 'gsi6',
      pk: { field: 'gsi6pk', composite: ['orgId'] },
      sk: { field: 'gsi6sk', composite: ['applicantNameFolded', 'sessionId'] },
    },
  },
});

/** A stored session item. */
export type SessionItem = EntityItem<typeof Session>;

/**
 * True once a session is past its `purgeAt`. DynamoDB deletes expired items lazily (typically within two
 * days of expiry), so every read of a session asks this and treats such a session as deleted.
 */
export function isPurged(session: { purgeAt?: number } | null | undefined): boolean {
  return session?.purgeAt !== undefined && session.purgeAt * 1000 <= clock.now();
}
