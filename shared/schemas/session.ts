import * as z from 'zod';
import { RescoreStateSchema } from './rescore';
import { SESSION_VIEW_STATUSES } from '../session-rules';
import {
  DueInDaysSchema,
  IdSchema,
  LanguageSchema,
  listQuerySchema,
  MAX_ANSWER_LENGTH,
  pageSchema,
  TimestampSchema,
} from './common';

export { DueInDaysSchema } from './common';
import { IntegritySignalsSchema } from './integrity-signals';
import { TimeLimitsSchema } from '../time-limits';
import { FollowUpSchema } from '../follow-ups';
import { DECISIONS, EffectiveScoreSchema, SessionDecisionSchema } from './decision';

export { MAX_ANSWER_LENGTH } from './common';
export {
  SessionAuthRequestSchema,
  SessionAuthResponseSchema,
  SessionIntroSchema,
  type SessionAuthResponse,
  type SessionIntro,
} from './session-door';

/** Path of `POST /api/applicants/{applicantId}/AddSession`. */
export const ApplicantIdParamsSchema = z.object({ applicantId: IdSchema });

/**
 * Body of `POST /api/applicants/{applicantId}/AddSession` (docs/architecture.md#route-table). Without `dueInDays` the
 * organization's default deadline applies.
 */
export const AddSessionRequestSchema = z.object({
  applicantId: IdSchema,
  interviewId: IdSchema,
  dueInDays: DueInDaysSchema.optional(),
});
export type AddSessionRequest = z.input<typeof AddSessionRequestSchema>;

/** Delivery of the access-code e-mail. */
export const EmailDeliverySchema = z.object({
  /** `bounced` / `complained`: SES reported the mail bounced or the recipient marked it as spam. */
  status: z.enum(['sent', 'failed', 'bounced', 'complained']),
  messageId: z.string().optional(),
  /** The reason SES gave for a bounce or complaint. */
  problem: z.string().optional(),
  at: TimestampSchema,
});

/**
 * An accommodation recorded on a session: extra time or no deadline at all, given by a named manager.
 */
export const AccommodationSchema = z.object({
  kind: z.enum(['extraTime', 'noDeadline']),
  /** Days added, for `extraTime`. */
  days: z.number().int().optional(),
  note: z.string().optional(),
  by: z.object({ userId: z.string(), name: z.string() }),
  at: TimestampSchema,
});
export type Accommodation = z.infer<typeof AccommodationSchema>;

/** Reminders of a session: the automatic one still to come, and the last one sent. */
export const ReminderSummarySchema = z.object({
  /** When the automatic reminder will go out; absent when none is planned. */
  scheduledFor: TimestampSchema.optional(),
  sentCount: z.number().int(),
  lastSentAt: TimestampSchema.optional(),
  lastKind: z.enum(['automatic', 'manual']).optional(),
  /** Delivery of the last reminder. */
  lastStatus: z.enum(['sent', 'failed']).optional(),
  /** Last reminder a manager sent: another may follow one hour later. */
  lastManualAt: TimestampSchema.optional(),
});
export type ReminderSummary = z.infer<typeof ReminderSummarySchema>;

/** A session's result (docs/product.md#entity-session-result): 0-100 score, feedback, suggestions. */
export const SessionResultSummarySchema = z.object({
  score: z.number(),
  feedback: z.string(),
  suggestions: z.string(),
  injectionSuspected: z.boolean(),
  /** Answers the AI could not score (after its retries); `score` is the mean of the others. */
  unscoredAnswers: z.number().int(),
  scoredAt: TimestampSchema,
});

/** A session as the manager's lists and cards show it. */
export const SessionSummarySchema = z.object({
  id: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  interviewId: z.string(),
  jobPositionId: z.string().optional(),
  topic: z.string(),
  language: LanguageSchema,
  /** `expired`: still open in the table, but past its deadline (nothing can be answered until extended). */
  status: z.enum(SESSION_VIEW_STATUSES),
  /** The spec's isOpen inverted: the status is submitted, scoring, scored or scoring failed. */
  submitted: z.boolean(),
  /**
   * Why a submitted session waits for scoring: `ai_budget` while the organization's monthly AI budget is
   * spent; it is scored when the budget has room again (a new month, a raised budget) and "Retry scoring"
   * or "Check for completion" asks.
   */
  scoringWait: z.enum(['ai_budget']).optional(),
  /**
   * A submitted session waiting in the scoring queue (details only): its place in line (1: next) and an
   * estimate of when it is scored, seconds from now, at the model's quota (decision record 0152).
   */
  queue: z.object({ position: z.number().int().min(1), estimateSeconds: z.number().int().min(0) }).optional(),
  /** The deadline; absent when the session has none (an accommodation). */
  dueAt: TimestampSchema.optional(),
  accommodation: AccommodationSchema.optional(),
  reminder: ReminderSummarySchema.optional(),
  questionCount: z.number().int(),
  answerCount: z.number().int(),
  createdAt: TimestampSchema,
  startedAt: TimestampSchema.optional(),
  submittedAt: TimestampSchema.optional(),
  /**
   * Human-only evaluation: AI scoring is off for this session and a person scores every answer in the
   * review view. Set by a manager, or by the applicant's request before starting (`humanOnlyRequestedAt`).
   */
  humanOnly: z.boolean().optional(),
  humanOnlyRequestedAt: TimestampSchema.optional(),
  /** When the applicant accepted the notice before starting. */
  noticeAcceptedAt: TimestampSchema.optional(),
  /** The manager who created the session (the spec's assignee). */
  createdBy: z.object({ userId: z.string(), name: z.string() }),
  email: EmailDeliverySchema.optional(),
  result: SessionResultSummarySchema.optional(),
  /** A session re-score asked for and still running, or the reason the last one could not run. */
  rescore: RescoreStateSchema.optional(),
  /** The score to rank by: human scores where a person reviewed an answer, else the AI's. */
  effectiveScore: EffectiveScoreSchema.optional(),
  /** The latest decision a person recorded (advance, hold, reject). */
  decision: SessionDecisionSchema.optional(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** Answer of session creation and code regeneration: the only answers that ever carry the access code. */
export const SessionWithCodeSchema = SessionSummarySchema.extend({
  /** `ABC-DEF-GHJ`; never stored in clear, never shown again. */
  accessCode: z.string(),
});
export type SessionWithCode = z.infer<typeof SessionWithCodeSchema>;

/**
 * Query of `GET /api/session`: sorted by creation or by applicant name; `q` searches the applicant's name and
 * e-mail and the template's title and topic; optionally only sessions with that status, or that decision
 * (`none`: undecided).
 */
export const SessionListQuerySchema = listQuerySchema(['createdAt', 'applicantName']).extend({
  status: z.enum(SESSION_VIEW_STATUSES).optional(),
  decision: z.enum([...DECISIONS, 'none']).optional(),
});
export type SessionListQuery = z.infer<typeof SessionListQuerySchema>;

/** Answer of `GET /api/session`. */
export const SessionPageSchema = pageSchema(SessionSummarySchema);

/** One saved answer version (docs/product.md#entity-answer). */
export const AnswerSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  version: z.number().int(),
  createdAt: TimestampSchema,
  /** How this version was written, as the applicant's page measured it; absent when none were sent. */
  signals: IntegritySignalsSchema.optional(),
  /**
   * Answer of SaveAnswer only: the follow-up the AI asks after this save, answered with SaveAnswer and
   * its `followUpId` (docs/product.md#rule-follow-ups).
   */
  followUp: z.object({ id: z.string(), text: z.string() }).optional(),
  /** The question's follow-ups so far, in the order asked, each with the applicant's answer once given. */
  followUps: z.array(FollowUpSchema).optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * Body of `PUT /api/session/{id}/human-only`: human-only evaluation on (no AI scoring, a person scores every
 * answer) or off, for one open session.
 */
export const HumanOnlyRequestSchema = z.object({ humanOnly: z.boolean({ error: 'Say true or false' }) });

/** `GET /api/session/{id}` for the applicant: questions (no key points) and their latest answers. */
export const ApplicantSessionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  language: LanguageSchema,
  submitted: z.boolean(),
  /** The deadline, absent when there is none. */
  dueAt: TimestampSchema.optional(),
  questions: z.array(
    z.object({
      id: z.string(),
      order: z.number().int(),
      text: z.string(),
      /** Follow-ups this question may still bring (0-2), so the page waits for one after saving. */
      followUps: z.number().int().optional(),
    }),
  ),
  answers: z.array(AnswerSchema),
  /**
   * The session's time limits, their extra time and the times they count from (docs/product.md#rule-time-limits),
   * so the page shows the time left; absent without limits.
   */
  timing: z
    .object({
      limits: TimeLimitsSchema,
      extraTimeFactor: z.number().optional(),
      extraMinutes: z.number().optional(),
      startedAt: TimestampSchema,
      lastAnswerAt: TimestampSchema.optional(),
      /** When a save was last refused past the question limit: the next question's time runs from here. */
      questionClockAt: TimestampSchema.optional(),
      /** When each question was first opened (question id → time): its time limit runs from there. */
      questionOpenedAt: z.record(z.string(), TimestampSchema).optional(),
    })
    .optional(),
});
export type ApplicantSession = z.infer<typeof ApplicantSessionSchema>;

/** `{id}/questions/{questionId}` of `POST /api/session/{id}/questions/{questionId}/open`. */
export const QuestionParamsSchema = z.object({ id: IdSchema, questionId: IdSchema });

/**
 * Answer of `POST /api/session/{id}/questions/{questionId}/open`: when the question was first opened, the
 * time its limit runs from (the same on every later call).
 */
export const QuestionOpenedSchema = z.object({ questionId: z.string(), openedAt: TimestampSchema });

/** Body of `POST /api/session/SaveAnswer` (docs/architecture.md#route-table). */
export const SaveAnswerRequestSchema = z.object({
  sessionId: IdSchema,
  questionId: IdSchema,
  response: z
    .string({ error: 'Write an answer' })
    .trim()
    .min(1, 'Write an answer')
    .max(MAX_ANSWER_LENGTH, `At most ${MAX_ANSWER_LENGTH} characters`),
  /** How the answer was written (paste events, first keystroke, active and hidden time); never a verdict. */
  signals: IntegritySignalsSchema.optional(),
  /** Answers this follow-up of the question (its `followUp.id`) instead of the question itself. */
  followUpId: IdSchema.optional(),
  /**
   * The save is part of submitting (Submit saves the drafts first): no follow-up is asked, since the
   * applicant would never see it.
   */
  submitting: z.literal(true).optional(),
});
export type SaveAnswerRequest = z.input<typeof SaveAnswerRequestSchema>;

/**
 * Body of `POST /api/session/{id}/extend`: `days` more from the later of now and the current deadline,
 * or `noDeadline`. `accommodation` records it as an accommodation (extra time or no deadline) with an
 * optional note.
 */
export const ExtendSessionRequestSchema = z
  .object({
    days: DueInDaysSchema.optional(),
    noDeadline: z.literal(true).optional(),
    accommodation: z.boolean().optional(),
    note: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((b) => (b.days === undefined) !== (b.noDeadline === undefined), {
    message: 'Give either a number of days or no deadline',
    path: ['days'],
  });
export type ExtendSessionRequest = z.input<typeof ExtendSessionRequestSchema>;

/** Answer of submitting (`POST /api/session/{id}/finish`) and of the manager's submission checks. */
export const SessionStatusSchema = z.object({
  id: z.string(),
  status: z.enum(SESSION_VIEW_STATUSES),
  submitted: z.boolean(),
});
