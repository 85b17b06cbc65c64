import { randomUUID } from 'node:crypto';
import { AiBudgetExceeded } from '../ai/budget';
import { scoreSessionWithinBudget } from '../ai/budgeted';
import { scoringInput } from './scoring-input';
import { TIMEOUT_MESSAGE } from '../ai/bedrock/errors';
import { currentAnswers } from '../data/current-answers';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { scoringSettingsOf } from '../interview-templates';
import { logger } from '../observability/logger';
import { isPurged, refreshCandidateRank } from '../sessions';
import { metrics, MetricUnit } from '../observability/metrics';
import { emitEvent } from '../webhooks';
import { beforeDeadline } from './deadline';
import { ScoringPutBack, type ScoringOutcome } from './outcome';

export { ScoringPutBack };
import { rescoreSessionRun } from './rescore-session';
import { markServed } from './line';
import { dropKeptAnswers, keepAnswer, keptAnswers } from './kept-answers';
import { ModelThrottled } from '../ai/structured-call';

/** Gives the session back to the queue: `submitted`, unclaimed, only while this run's claim holds. */
async function releaseClaim(sessionId: string, claim: string): Promise<void> {
  await db.entities.session
    .patch({ sessionId })
    .set({ status: 'submitted' })
    .remove(['scoringWait', 'scoringClaim', 'scoringLeaseUntil'])
    .where((a, op) => op.eq(a.scoringClaim, claim))
    .go()
    .catch(() => undefined);
}

/** How long a claim holds when the run has no deadline of its own (the local in-process queue), ms. */
const DEFAULT_LEASE_MS = 15 * 60_000;
/** A claim outlives its run's deadline by this much (ms): the run's last writes come after the deadline. */
const LEASE_MARGIN_MS = 60_000;

/**
 * Moves a `submitted` session (or one whose scoring lease has run out: its run died) to `scoring` under a
 * new claim, in one conditional write, before any model call: of runs started at once for one session,
 * exactly one gets it (docs/decisions/0080-scoring-claimed-once.md).
 * @param leaseUntil - epoch ms until which the claim holds.
 * @returns the claim id, or undefined when another run holds the session or it is not waiting for scoring.
 */
export async function claimScoring(sessionId: string, leaseUntil: number): Promise<string | undefined> {
  const claim = randomUUID();
  const now = Date.now();
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ status: 'scoring', scoringClaim: claim, scoringLeaseUntil: leaseUntil })
      .where(
        (a, op) =>
          `${op.eq(a.status, 'submitted')} OR (${op.eq(a.status, 'scoring')} AND ${op.lt(a.scoringLeaseUntil, now)})`,
      )
      .go();
    return claim;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Scores a finished session (or runs the session re-score a manager asked for, `./rescore-session.ts`): claims it first ({@link claimScoring}: `submitted` → `scoring` under a
 * lease), then the AI provider rates every latest answer against its key points, then the result and the
 * session's `scored` status are written in one transaction, only while the claim still holds. A session
 * that is open, scored, failed or claimed by another live run is left as it is (`skipped`), so runs
 * started at once or again (a retry, "Check for completion") make one model run and one result.
 * Over the organization's monthly AI budget the session stays `submitted` with `scoringWait: 'ai_budget'`
 * (outcome `held`, nothing lost: a later run scores it). A run past `deadlineAt` is recorded as
 * `scoring_failed` and counted (`ScoringTimeouts`), outcome `timed-out`, so the manager can retry it.
 * A throttle never fails the session, and a failure before the queue's last try leaves it `submitted` for
 * that try (one retry layer, docs/decisions/0150-one-retry-layer.md): both throw {@link ScoringPutBack}.
 * @param options.deadlineAt - epoch ms by which the AI calls must end (the worker's own deadline).
 * @param options.lastTry - this is the queue's last delivery: a failure is final (`scoring_failed`).
 * @returns what happened, for logs and tests.
 * @throws ScoringPutBack on a throttle, or a failure before the last try; the provider's error (other
 *   than a timeout) after marking the session `scoring_failed` on the last try.
 */
export async function scoreSessionById(
  sessionId: string,
  options: { deadlineAt?: number; lastTry?: boolean } = {},
): Promise<ScoringOutcome> {
  const { data: session } = await db.entities.session.get({ sessionId }).go({ consistent: true });
  if (!session || isPurged(session)) return 'skipped';
  // AI scoring is off for this session: a person scores every answer.
  if (session.humanOnly) return 'skipped';
  const leaseUntil = (options.deadlineAt ?? Date.now() + DEFAULT_LEASE_MS) + LEASE_MARGIN_MS;
  // A manager's session re-score (`./rescore-session.ts`) runs on the same worker, under its own claim.
  if (session.status === 'scored' && session.rescoreState === 'running')
    return rescoreSessionRun(session, leaseUntil, options.deadlineAt);
  if (session.status !== 'submitted' && session.status !== 'scoring') return 'skipped';
  // The claim and the reads side by side: a submitted session's answers no longer change, so they are read
  // while the claim is written and used only once it holds. The current answer of each question only,
  // never the older versions (docs/decisions/0070-current-answer-item.md); the organization once, for its
  // reporting language and AI budget.
  const [claim, answers, { reportLanguage, aiBudgetUsd }] = await Promise.all([
    claimScoring(sessionId, leaseUntil),
    currentAnswers(session),
    scoringSettingsOf(session.orgId),
  ]);
  const latest = new Map(answers.map((a) => [a.questionId, a]));
  if (!claim) {
    logger.info('Session is scored by another run', { sessionId });
    return 'skipped';
  }
  // The line moves on to this session (its place, `./line.ts`, is what the manager sees while it waits).
  if (session.scoringTicket)
    await markServed(session.scoringTicket).catch((error: unknown) =>
      logger.warn('Scoring line not moved', { sessionId, error: error as Error }),
    );
  const questions = [...session.questions].sort((a, b) => a.order - b.order);
  let scored;
  try {
    // Answers an earlier delivery scored are kept and skipped: a put-back run resumes (decision record 0166).
    const done = await keptAnswers(sessionId, 'first', latest);
    const run = scoreSessionWithinBudget(
      session.orgId,
      {
        ...scoringInput(session, questions, latest, reportLanguage, options.deadlineAt),
        done,
        retryFaults: options.lastTry === false,
        onScored: keepAnswer(sessionId, 'first', latest),
      },
      aiBudgetUsd,
    );
    scored = await beforeDeadline(run, options.deadlineAt);
  } catch (error) {
    if (error instanceof AiBudgetExceeded) {
      metrics.addMetric('ScoringHeldForBudget', MetricUnit.Count, 1);
      await db.entities.session
        .patch({ sessionId })
        .set({ status: 'submitted', scoringWait: 'ai_budget' })
        .remove(['scoringClaim', 'scoringLeaseUntil'])
        .where((a, op) => op.eq(a.scoringClaim, claim))
        .go()
        .catch(() => undefined);
      logger.info('Scoring waits for AI budget', { sessionId, orgId: session.orgId });
      return 'held';
    }
    if (error instanceof ModelThrottled) {
      metrics.addMetric('ScoringPutBack', MetricUnit.Count, 1);
      await releaseClaim(sessionId, claim);
      throw new ScoringPutBack(error.retryAfterMs, true, { cause: error });
    }
    const timedOut = error instanceof Error && error.message === TIMEOUT_MESSAGE;
    // Before the last try, even the worker's deadline puts the run back: what it scored is kept (0166).
    if (options.lastTry === false) {
      await releaseClaim(sessionId, claim);
      throw new ScoringPutBack(undefined, false, { cause: error });
    }
    metrics.addMetric('ScoringFailures', MetricUnit.Count, 1);
    if (timedOut) metrics.addMetric('ScoringTimeouts', MetricUnit.Count, 1);
    await db.entities.session
      .patch({ sessionId })
      .set({ status: 'scoring_failed' })
      .remove(['scoringWait', 'scoringClaim', 'scoringLeaseUntil'])
      .where((a, op) => op.eq(a.scoringClaim, claim))
      .go()
      .catch(() => undefined);
    if (timedOut) {
      logger.error('Scoring ran out of time', { sessionId });
      return 'timed-out';
    }
    throw error;
  }
  const result = await db.transaction
    .write(({ sessionResult, session: sessionEntity, sessionEvent }) => [
      sessionResult
        .create({
          sessionId,
          score: scored.score,
          feedback: scored.feedback,
          suggestions: scored.suggestions,
          injectionSuspected: scored.injectionSuspected,
          unscoredAnswers: scored.unscoredAnswers ?? 0,
          answers: scored.answers.map((a) => ({ ...a, answerVersion: latest.get(a.questionId)?.version })),
          provider: scored.provider,
          modelId: scored.modelId,
          promptVersion: scored.promptVersion,
          usage: scored.usage,
          costUsd: scored.costUsd,
        })
        .commit(),
      // The history keeps every AI score with what produced it (docs/decisions/0031-session-history-is-append-only.md).
      sessionEvent
        .create({
          sessionId,
          orgId: session.orgId,
          kind: 'ai-score',
          score: scored.score,
          provider: scored.provider,
          modelId: scored.modelId,
          promptVersion: scored.promptVersion,
          answers: scored.answers.map((a) => ({
            questionId: a.questionId,
            score: a.score,
            samples: a.samples,
          })),
        })
        .commit(),
      sessionEntity
        .patch({ sessionId })
        .set({ status: 'scored', score: scored.score })
        .remove(['scoringWait', 'scoringClaim', 'scoringLeaseUntil'])
        .where((a, op) => op.eq(a.scoringClaim, claim))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    logger.info('Session already scored', { sessionId });
    return 'skipped';
  }
  await Promise.all([
    dropKeptAnswers(sessionId, scored.answers),
    emitEvent(session.orgId, 'session.scored', {
      sessionId,
      applicantId: session.applicantId,
      status: 'scored',
      score: scored.score,
    }),
    addTemplateCost(session.orgId, session.interviewId, scored.usage.totalTokens, scored.costUsd ?? 0),
    // A scored session moves its candidate in the position's ranking (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).
    session.jobPositionId ? refreshCandidateRank(session.orgId, session.applicantId) : undefined,
  ]);
  metrics.addMetric('SessionsScored', MetricUnit.Count, 1);
  metrics.addMetric('ScoringTokens', MetricUnit.Count, scored.usage.totalTokens);
  if (scored.injectionSuspected) metrics.addMetric('InjectionAttemptsFlagged', MetricUnit.Count, 1);
  const unverified = scored.answers.reduce((n, a) => n + a.unverifiedQuotes, 0);
  if (unverified) metrics.addMetric('UnverifiedQuotes', MetricUnit.Count, unverified);
  if (scored.unscoredAnswers) metrics.addMetric('AnswersNotScored', MetricUnit.Count, scored.unscoredAnswers);
  const review = scored.answers.filter((a) => a.needsReview).length;
  if (review) metrics.addMetric('AnswersNeedingReview', MetricUnit.Count, review);
  return 'scored';
}

/**
 * Adds one scored session's tokens and USD to its template's running totals. A template deleted since
 * is left deleted (the update is conditional on it existing); the session keeps its own cost either way.
 */
async function addTemplateCost(orgId: string, interviewId: string, tokens: number, usd: number) {
  await db.entities.interviewTemplate
    .update({ orgId, interviewId })
    .add({ scoredSessions: 1, scoringTokens: tokens, scoringCostUsd: usd })
    .where((a, op) => op.exists(a.interviewId))
    .go()
    .catch((error: unknown) =>
      logger.info('Template cost not added', { interviewId, error: error as Error }),
    );
}
