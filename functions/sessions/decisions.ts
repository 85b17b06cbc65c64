import type { DecisionRequestSchema, HistoryEntry, ReviewRequestSchema } from '../../shared/schemas/decision';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { isSubmitted } from '../../shared/session-rules';
import type { z } from 'zod';
import { sessionScoreOf } from '../ai/scoring';
import { auditCreate } from '../audit';
import { nowIso } from '../data/attributes';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import { ApiError, Conflict, NotFound } from '../errors/errors';
import { refreshCandidateRank } from './candidate-rank';
import { getOwnedSession, getSessionDetails } from './session-details';
import type { SessionResultItem } from './session-view';
import { emitEvent } from '../webhooks';

const CHANGED = 'This session changed meanwhile. Reload it and try again.';

async function resultOf(sessionId: string): Promise<SessionResultItem | null> {
  return (await db.entities.sessionResult.get({ sessionId }).go()).data;
}

/**
 * A person's 0-10 score for one answer, with a required reason
 * (docs/decisions/0032-human-review-and-decisions.md). The AI's score stays in the result; the session's
 * latest review per answer and its reviewed 0-100 score (human scores where present, else the AI's) are
 * updated, and a `review` history entry is appended, in one transaction.
 * @throws NotFound outside the caller's organization or for a question not in the session;
 *   Conflict while the applicant is still answering, or when the session changed since it was read.
 */
export async function reviewAnswer(
  auth: ManagerAuth,
  sessionId: string,
  questionId: string,
  input: z.infer<typeof ReviewRequestSchema>,
): Promise<SessionDetails> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (!session.questions.some((q) => q.id === questionId)) throw new NotFound('question');
  if (!isSubmitted(session.status))
    throw new Conflict('The applicant is still answering. Review the answers once the session is submitted.');
  const result = await resultOf(sessionId);
  const aiScores = new Map(result?.answers.map((a) => [a.questionId, a.score]));
  const at = nowIso();
  const reviews = [
    ...(session.reviews ?? []).filter((r) => r.questionId !== questionId),
    { questionId, score: input.score, reason: input.reason, byUserId: auth.userId, byName: auth.name, at },
  ];
  const humanOf = new Map(reviews.map((r) => [r.questionId, r.score]));
  const reviewedScore = sessionScoreOf(
    session.questions.map((q) => humanOf.get(q.id) ?? aiScores.get(q.id) ?? 0),
  );
  const aiScore = aiScores.get(questionId);
  const written = await db.transaction
    .write(({ session: s, sessionEvent, auditEntry }) => [
      auditEntry
        .create(auditCreate(auth, 'session.review', { targetId: sessionId, detail: `${input.score}/10` }))
        .commit(),
      sessionEvent
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'review',
          byUserId: auth.userId,
          byName: auth.name,
          reason: input.reason,
          questionId,
          score: input.score,
          ...(aiScore !== undefined ? { aiScore } : {}),
        })
        .commit(),
      s
        .patch({ sessionId })
        .set({ reviews, reviewedScore, revision: (session.revision ?? 0) + 1 })
        .where((a, op) =>
          session.revision === undefined ? op.notExists(a.revision) : op.eq(a.revision, session.revision),
        )
        .commit(),
    ])
    .go();
  if (written.canceled) throw new Conflict(CHANGED);
  // A reviewed score moves the candidate in the position's ranking (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).
  if (session.jobPositionId) await refreshCandidateRank(auth.orgId, session.applicantId);
  return getSessionDetails(auth.orgId, sessionId);
}

/** Question ids of answers a person should look at before deciding: needs review or suspected injection. */
export function flaggedQuestionIds(result: SessionResultItem | null): string[] {
  return (result?.answers ?? [])
    .filter((a) => a.needsReview || a.injectionSuspected)
    .map((a) => a.questionId);
}

/**
 * Records a person's decision on a submitted session: advance, hold or reject, with a reason. Nothing in
 * the product decides by itself. Every flagged answer ({@link flaggedQuestionIds}) must be listed as
 * seen; the decision keeps that list. The session's latest decision and a `decision` history entry are
 * written in one transaction; deciding again appends another entry.
 * @throws NotFound outside the caller's organization; Conflict (details `flaggedSeen`: the question
 *   ids still to look at) when a flagged answer was not seen, while the applicant is still answering,
 *   or when the session changed since it was read.
 */
export async function decideSession(
  auth: ManagerAuth,
  sessionId: string,
  input: z.infer<typeof DecisionRequestSchema>,
): Promise<SessionDetails> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (!isSubmitted(session.status))
    throw new Conflict('The applicant is still answering. Decide once the session is submitted.');
  const flagged = flaggedQuestionIds(await resultOf(sessionId));
  const unseen = flagged.filter((id) => !input.flaggedSeen.includes(id));
  if (unseen.length)
    throw new ApiError('Conflict', 'Review these answers first: they are flagged for a person to look at.', {
      flaggedSeen: unseen,
    });
  const at = nowIso();
  const written = await db.transaction
    .write(({ session: s, sessionEvent, auditEntry }) => [
      auditEntry
        .create(auditCreate(auth, 'session.decision', { targetId: sessionId, detail: input.decision }))
        .commit(),
      sessionEvent
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'decision',
          byUserId: auth.userId,
          byName: auth.name,
          reason: input.reason,
          decision: input.decision,
          flaggedSeen: flagged,
        })
        .commit(),
      s
        .patch({ sessionId })
        .set({
          decision: input.decision,
          decisionReason: input.reason,
          decisionByUserId: auth.userId,
          decisionByName: auth.name,
          decisionAt: at,
          decisionFlaggedSeen: flagged,
          revision: (session.revision ?? 0) + 1,
        })
        .where((a, op) =>
          session.revision === undefined ? op.notExists(a.revision) : op.eq(a.revision, session.revision),
        )
        .commit(),
    ])
    .go();
  if (written.canceled) throw new Conflict(CHANGED);
  await emitEvent(auth.orgId, 'decision.recorded', {
    sessionId,
    applicantId: session.applicantId,
    decision: input.decision,
  });
  return getSessionDetails(auth.orgId, sessionId);
}

/**
 * Switches human-only evaluation on (AI scoring off) or off again for a session that is still open
 * (docs/decisions/0033-human-only-evaluation.md). Conditional on the session still being open.
 * @throws NotFound outside the caller's organization; Conflict once the session is submitted.
 */
export async function setHumanOnly(
  orgId: string,
  sessionId: string,
  humanOnly: boolean,
): Promise<SessionDetails> {
  const session = await getOwnedSession(orgId, sessionId);
  const submitted = new Conflict('This session was submitted; human-only evaluation can no longer change.');
  if (isSubmitted(session.status)) throw submitted;
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ humanOnly })
      .where((a, op) => op.eq(a.status, 'open'))
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw submitted;
    throw error;
  }
  return getSessionDetails(orgId, sessionId);
}

/**
 * A session's history, oldest first: AI scores, follow-ups, reviews, accommodations and decisions (at most
 * 1000 entries).
 */
export async function sessionHistory(orgId: string, sessionId: string): Promise<{ items: HistoryEntry[] }> {
  await getOwnedSession(orgId, sessionId);
  const { data } = await db.entities.sessionEvent.query.bySession({ sessionId }).go({ limit: 1000 });
  return {
    items: data
      .filter((e) => e.orgId === orgId)
      .map((e) => ({
        id: e.eventId,
        kind: e.kind,
        at: e.createdAt,
        ...(e.byUserId ? { by: { userId: e.byUserId, name: e.byName ?? '' } } : {}),
        ...(e.reason !== undefined ? { reason: e.reason } : {}),
        ...(e.questionId ? { questionId: e.questionId } : {}),
        ...(e.score !== undefined ? { score: e.score } : {}),
        ...(e.aiScore !== undefined ? { aiScore: e.aiScore } : {}),
        ...(e.decision ? { decision: e.decision } : {}),
        ...(e.flaggedSeen ? { flaggedSeen: e.flaggedSeen } : {}),
        ...(e.provider ? { provider: e.provider } : {}),
        ...(e.modelId ? { modelId: e.modelId } : {}),
        ...(e.promptVersion ? { promptVersion: e.promptVersion } : {}),
        ...(e.detail ? { detail: e.detail } : {}),
        ...(e.answers
          ? {
              answers: e.answers.map((a) => ({
                questionId: a.questionId,
                score: a.score,
                samples: a.samples ?? [],
              })),
            }
          : {}),
      })),
  };
}
