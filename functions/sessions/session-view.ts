import type { SessionSummary } from '../../shared/schemas/session';
import { isSubmitted, viewStatus } from '../../shared/session-rules';
import { clock } from '../clock';
import type { EntityItem } from 'electrodb';
import type { SessionItem } from '../data/entities/session';
import type { SessionResult } from '../data/entities/session-result';

export type { SessionItem };
/** A stored session result item. */
export type SessionResultItem = EntityItem<typeof SessionResult>;

/** Stored session (and its result, if scored) → the manager's summary shape. */
export function toSessionSummary(item: SessionItem, result?: SessionResultItem | null): SessionSummary {
  return {
    id: item.sessionId,
    applicantId: item.applicantId,
    applicantName: item.applicantName,
    interviewId: item.interviewId,
    ...(item.jobPositionId ? { jobPositionId: item.jobPositionId } : {}),
    topic: item.topic,
    language: item.language,
    status: viewStatus(item.status, item.dueAt, clock.now()),
    submitted: isSubmitted(item.status),
    ...(item.dueAt ? { dueAt: item.dueAt } : {}),
    ...(item.accommodation
      ? {
          accommodation: {
            kind: item.accommodation.kind,
            ...(item.accommodation.days ? { days: item.accommodation.days } : {}),
            ...(item.accommodation.note ? { note: item.accommodation.note } : {}),
            by: { userId: item.accommodation.userId, name: item.accommodation.name },
            at: item.accommodation.at,
          },
        }
      : {}),
    ...(item.reminderAt || item.reminderCount
      ? {
          reminder: {
            ...(item.reminderAt ? { scheduledFor: item.reminderAt } : {}),
            sentCount: item.reminderCount ?? 0,
            ...(item.lastReminderAt ? { lastSentAt: item.lastReminderAt } : {}),
            ...(item.lastReminderKind ? { lastKind: item.lastReminderKind } : {}),
            ...(item.lastReminderStatus ? { lastStatus: item.lastReminderStatus } : {}),
            ...(item.lastManualReminderAt ? { lastManualAt: item.lastManualReminderAt } : {}),
          },
        }
      : {}),
    // Lists read `questionCount` (gsi5 does not project `questions`); sessions written before it count theirs.
    questionCount: item.questionCount ?? item.questions.length,
    answerCount: item.answeredQuestionIds?.length ?? 0,
    createdAt: item.createdAt,
    startedAt: item.startedAt,
    submittedAt: item.submittedAt,
    ...(item.noticeAcceptedAt ? { noticeAcceptedAt: item.noticeAcceptedAt } : {}),
    ...(item.status === 'submitted' && item.scoringWait ? { scoringWait: item.scoringWait } : {}),
    ...rescoreOf(item),
    ...(item.humanOnly ? { humanOnly: true } : {}),
    ...(item.humanOnlyRequestedAt ? { humanOnlyRequestedAt: item.humanOnlyRequestedAt } : {}),
    createdBy: { userId: item.createdBy, name: item.createdByName },
    ...(item.emailStatus
      ? {
          email: {
            status: item.emailStatus,
            messageId: item.emailMessageId,
            at: item.emailAt!,
            ...(item.emailProblem ? { problem: item.emailProblem } : {}),
          },
        }
      : {}),
    ...(result
      ? {
          result: {
            score: result.score,
            feedback: result.feedback,
            suggestions: result.suggestions,
            injectionSuspected: result.injectionSuspected,
            unscoredAnswers: result.unscoredAnswers ?? 0,
            scoredAt: result.createdAt,
          },
        }
      : {}),
    ...effectiveScoreOf(item, result),
    ...(item.decision
      ? {
          decision: {
            decision: item.decision,
            reason: item.decisionReason ?? '',
            by: { userId: item.decisionByUserId ?? '', name: item.decisionByName ?? '' },
            at: item.decisionAt ?? '',
            flaggedSeen: item.decisionFlaggedSeen ?? [],
          },
        }
      : {}),
  };
}

/**
 * The score lists and rankings use: the session score recomputed with human scores where a person
 * reviewed an answer (`reviewed`), else the AI's result score (`ai`); nothing before either exists.
 */
function effectiveScoreOf(
  item: SessionItem,
  result?: SessionResultItem | null,
): Pick<SessionSummary, 'effectiveScore'> {
  const reviewedAnswers = item.reviews?.length ?? 0;
  if (reviewedAnswers && item.reviewedScore !== undefined)
    return { effectiveScore: { score: item.reviewedScore, source: 'reviewed', reviewedAnswers } };
  if (result) return { effectiveScore: { score: result.score, source: 'ai', reviewedAnswers: 0 } };
  return {};
}

/** The session re-score asked for (running) or the reason the last one failed, as the API shows it. */
function rescoreOf(item: SessionItem): Pick<SessionSummary, 'rescore'> {
  if (!item.rescoreState || !item.rescoreAnswers || !item.rescoreRequestedAt) return {};
  return {
    rescore: {
      answers: item.rescoreAnswers,
      state: item.rescoreState,
      requestedAt: item.rescoreRequestedAt,
      by: { userId: item.rescoreByUserId ?? '', name: item.rescoreByName ?? '' },
      ...(item.rescoreFailure ? { failure: item.rescoreFailure } : {}),
    },
  };
}
