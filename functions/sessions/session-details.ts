import type { Answer } from '../../shared/schemas/session';
import type { SessionDetails } from '../../shared/schemas/session-details';
import type { FollowUpAnswerVersion } from '../../shared/follow-ups';
import { currentAnswers, followUpsView, type CurrentAnswerItem } from '../data/current-answers';
import { db } from '../data/service';
import { placeInLine } from '../scoring';
import { NotFound } from '../errors/errors';
import { isPurged } from './retention';
import { toSessionSummary, type SessionItem } from './session-view';

/**
 * A session of the caller's organization.
 * @throws NotFound when it does not exist, belongs to another organization or is past its retention.
 */
export async function getOwnedSession(orgId: string, sessionId: string): Promise<SessionItem> {
  const { data } = await db.entities.session.get({ sessionId }).go();
  if (!data || data.orgId !== orgId || isPurged(data)) throw new NotFound('session');
  return data;
}

/**
 * Every saved version of a session's answers, by question and then oldest first (the version history,
 * read only where it is exported; docs/decisions/0070-current-answer-item.md). Call it for a session whose
 * organization was checked.
 */
export async function answerVersions(sessionId: string): Promise<Answer[]> {
  const { data } = await db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' });
  return data.map(({ questionId, text, version, createdAt, signals }) => ({
    questionId,
    text,
    version,
    createdAt,
    ...(signals ? { signals } : {}),
  }));
}

/**
 * Every saved version of the answers to a session's follow-ups, by question, follow-up and then oldest
 * first (decision record 0126), read only where it is exported. Call it for a session whose organization
 * was checked.
 */
export async function followUpAnswerVersions(sessionId: string): Promise<FollowUpAnswerVersion[]> {
  const { data } = await db.entities.followUpAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' });
  return data.map(({ questionId, followUpId, text, version, createdAt, signals }) => ({
    questionId,
    followUpId,
    text,
    version,
    createdAt,
    ...(signals ? { signals } : {}),
  }));
}

/**
 * Everything the manager's details view shows: each question with its latest answer (the current-answer
 * items, docs/decisions/0070-current-answer-item.md) and its score.
 * @throws NotFound outside the caller's organization.
 */
export async function getSessionDetails(orgId: string, sessionId: string): Promise<SessionDetails> {
  const session = await getOwnedSession(orgId, sessionId);
  // A session waiting in the scoring queue shows its place in line (decision record 0152).
  const waiting =
    session.status === 'submitted' && !session.scoringWait && !session.humanOnly && session.scoringTicket;
  const [answers, result, queue] = await Promise.all([
    currentAnswers(session),
    db.entities.sessionResult.get({ sessionId }).go(),
    waiting ? placeInLine(session.scoringTicket!, session.questions.length) : undefined,
  ]);
  const latest = new Map(answers.map((a) => [a.questionId, a]));
  const scores = new Map(result.data?.answers.map((a) => [a.questionId, a]));
  const reviews = new Map(session.reviews?.map((r) => [r.questionId, r]));
  return {
    ...toSessionSummary(session, result.data),
    ...(queue ? { queue } : {}),
    questions: [...session.questions]
      .sort((a, b) => a.order - b.order)
      .map(({ id, order, text, keyPoints }) => {
        const q = { id, order, text, keyPoints };
        const answer = latest.get(q.id);
        const score = scores.get(q.id);
        return {
          ...q,
          ...followUpThreadOf(answer),
          ...(answer
            ? {
                answer: {
                  questionId: q.id,
                  text: answer.text,
                  version: answer.version,
                  createdAt: answer.createdAt,
                  ...(answer.signals ? { signals: answer.signals } : {}),
                },
              }
            : {}),
          ...(score
            ? {
                score: score.score,
                feedback: score.feedback,
                injectionSuspected: score.injectionSuspected,
                ...(score.evidence ? { evidence: score.evidence } : {}),
                ...(score.unverifiedQuotes !== undefined ? { unverifiedQuotes: score.unverifiedQuotes } : {}),
                ...(score.needsReview !== undefined ? { needsReview: score.needsReview } : {}),
                ...(score.samples ? { samples: score.samples } : {}),
                scoreStatus: score.scoreStatus ?? 'scored',
                ...(score.notScoredReason ? { notScoredReason: score.notScoredReason } : {}),
                repairs: score.repairs ?? [],
              }
            : {}),
          ...reviewOf(reviews.get(q.id)),
        };
      }),
    ...(result.data
      ? {
          scoring: {
            provider: result.data.provider,
            modelId: result.data.modelId,
            promptVersion: result.data.promptVersion,
            usage: result.data.usage,
            ...(result.data.costUsd !== undefined ? { costUsd: result.data.costUsd } : {}),
          },
        }
      : {}),
  };
}

/**
 * The follow-ups of a question's current answer as the details view shows them (the thread), and the
 * last follow-up not asked with its reason.
 */
export function followUpThreadOf(answer: CurrentAnswerItem | undefined) {
  return {
    ...(answer?.followUps?.length ? { followUps: followUpsView(answer.followUps) } : {}),
    ...(answer?.followUpSkipped ? { followUpSkipped: answer.followUpSkipped } : {}),
  };
}

function reviewOf(review: NonNullable<SessionItem['reviews']>[number] | undefined) {
  if (!review) return {};
  return {
    review: {
      score: review.score,
      reason: review.reason,
      by: { userId: review.byUserId, name: review.byName },
      at: review.at,
    },
  };
}
