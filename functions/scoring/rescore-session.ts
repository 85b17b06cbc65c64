import { randomUUID } from 'node:crypto';
import { AiBudgetExceeded } from '../ai/budget';
import { scoreSessionWithinBudget } from '../ai/budgeted';
import { scoringInput } from './scoring-input';
import { dropKeptAnswers, keepAnswer, keptAnswers } from './kept-answers';
import { TIMEOUT_MESSAGE } from '../ai/bedrock/errors';
import { ModelCallFailed, ModelThrottled } from '../ai/structured-call';
import { currentAnswers } from '../data/current-answers';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { scoringSettingsOf } from '../interview-templates';
import { refreshCandidateRank, rescoredResult, type SessionItem } from '../sessions';
import { beforeDeadline } from './deadline';
import { ScoringPutBack, type ScoringOutcome } from './outcome';

/** What the manager reads when a session re-score could not run (the model's words are never shown). */
const FAILURE_TEXT = {
  budget: 'Your organization has used its AI budget for this month. Try again when it has room.',
  timeout: 'The AI model did not finish in time. Try again.',
  upstream: 'The AI could not score these answers again. Try again later.',
} as const;

/**
 * Claims a session whose re-score is `running` for this run, in one conditional write: of runs started at
 * once only one gets it; a run that died is replaced once its lease has passed
 * (docs/decisions/0080-scoring-claimed-once.md).
 * @returns the claim id, or undefined when another run holds it or no re-score is asked for.
 */
async function claimRescore(sessionId: string, leaseUntil: number): Promise<string | undefined> {
  const claim = randomUUID();
  const now = Date.now();
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ scoringClaim: claim, scoringLeaseUntil: leaseUntil })
      .where(
        (a, op) =>
          `${op.eq(a.status, 'scored')} AND ${op.eq(a.rescoreState, 'running')} AND (${op.notExists(a.scoringClaim)} OR ${op.lt(a.scoringLeaseUntil, now)})`,
      )
      .go();
    return claim;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Ends a claimed re-score that could not run: `failed` with the reason, the earlier result kept. */
async function failRescore(sessionId: string, claim: string, failure: string): Promise<void> {
  await db.entities.session
    .patch({ sessionId })
    .set({ rescoreState: 'failed', rescoreFailure: failure })
    .remove(['scoringClaim', 'scoringLeaseUntil'])
    .where((a, op) => op.eq(a.scoringClaim, claim))
    .go()
    .catch((error: unknown) =>
      logger.warn('Re-score failure not recorded', { sessionId, error: error as Error }),
    );
}

/**
 * The scoring worker's run of a manager's session re-score
 * (docs/decisions/0118-session-rescore-through-the-worker.md): claims it ({@link claimRescore}), scores
 * the chosen answers (`not_scored` ones, or every answered one) through the configured provider under the
 * organization's AI budget (reserved from the prompts' size, settled at the tokens used, failed calls
 * included), then writes the merged result (`../sessions/rescored-result.ts`), an `ai-score` history entry
 * naming who asked, and the session's new score, in one transaction conditional on the claim. A run that
 * cannot finish (budget spent, past `deadlineAt`, every call failed) marks the re-score `failed` with the
 * reason and keeps the earlier result; outcomes as {@link ScoringOutcome}.
 * @throws the table's or provider's unexpected errors, after marking the re-score failed.
 */
export async function rescoreSessionRun(
  session: SessionItem,
  leaseUntil: number,
  deadlineAt: number | undefined,
): Promise<ScoringOutcome> {
  const { sessionId } = session;
  const claim = await claimRescore(sessionId, leaseUntil);
  if (!claim) return 'skipped';
  const [{ data: result }, answers, { reportLanguage, aiBudgetUsd }] = await Promise.all([
    db.entities.sessionResult.get({ sessionId }).go({ consistent: true }),
    currentAnswers(session),
    scoringSettingsOf(session.orgId),
  ]);
  const latest = new Map(answers.map((a) => [a.questionId, a]));
  const previous = new Map(result?.answers.map((a) => [a.questionId, a]));
  const chosen = [...session.questions]
    .sort((a, b) => a.order - b.order)
    .filter((q) => latest.get(q.id)?.text.trim())
    .filter((q) => session.rescoreAnswers === 'all' || previous.get(q.id)?.scoreStatus === 'not_scored');
  if (!result || chosen.length === 0) {
    await failRescore(sessionId, claim, 'There was no answer to score again.');
    return 'skipped';
  }
  let scored;
  try {
    // Answers an earlier delivery of this re-score scored are kept and skipped (decision record 0166).
    const rescore = `rescore:${session.rescoreRequestedAt ?? ''}`;
    const run = scoreSessionWithinBudget(
      session.orgId,
      {
        ...scoringInput(session, chosen, latest, reportLanguage, deadlineAt),
        done: await keptAnswers(sessionId, rescore, latest),
        onScored: keepAnswer(sessionId, rescore, latest),
      },
      aiBudgetUsd,
    );
    scored = await beforeDeadline(run, deadlineAt);
  } catch (error) {
    if (error instanceof ModelThrottled) {
      // A throttle fails no re-score: it stays `running`, unclaimed, and the queue puts the run back.
      await db.entities.session
        .patch({ sessionId })
        .remove(['scoringClaim', 'scoringLeaseUntil'])
        .where((a, op) => op.eq(a.scoringClaim, claim))
        .go()
        .catch(() => undefined);
      throw new ScoringPutBack(error.retryAfterMs, true, { cause: error });
    }
    metrics.addMetric('RescoreFailures', MetricUnit.Count, 1);
    if (error instanceof AiBudgetExceeded) {
      await failRescore(sessionId, claim, FAILURE_TEXT.budget);
      return 'held';
    }
    const timedOut = error instanceof Error && error.message === TIMEOUT_MESSAGE;
    await failRescore(sessionId, claim, timedOut ? FAILURE_TEXT.timeout : FAILURE_TEXT.upstream);
    if (timedOut || error instanceof ModelCallFailed) {
      logger.warn('Session not scored again', { sessionId, timedOut });
      return timedOut ? 'timed-out' : 'skipped';
    }
    throw error;
  }
  const { changed, ...merged } = rescoredResult(session, result, latest, reportLanguage, scored);
  const revision = session.revision ?? 0;
  const written = await db.transaction
    .write(({ session: s, sessionResult, sessionEvent }) => [
      sessionResult.patch({ sessionId }).set(merged).commit(),
      // The earlier scores stay in the history (docs/decisions/0031-session-history-is-append-only.md).
      sessionEvent
        .create({
          sessionId,
          orgId: session.orgId,
          kind: 'ai-score',
          ...(session.rescoreByUserId ? { byUserId: session.rescoreByUserId } : {}),
          ...(session.rescoreByName ? { byName: session.rescoreByName } : {}),
          reason: `Re-scored the session: ${chosen.length} answers asked, ${changed.length} changed`,
          score: merged.score,
          provider: scored.provider,
          modelId: scored.modelId,
          promptVersion: scored.promptVersion,
          answers: changed.map((a) => ({ questionId: a.questionId, score: a.score, samples: a.samples })),
        })
        .commit(),
      s
        .patch({ sessionId })
        .set({ score: merged.score, revision: revision + 1 })
        .remove([
          'rescoreState',
          'rescoreAnswers',
          'rescoreRequestedAt',
          'rescoreByUserId',
          'rescoreByName',
          'rescoreFailure',
          'scoringClaim',
          'scoringLeaseUntil',
        ])
        .where((a, op) => op.eq(a.scoringClaim, claim))
        .commit(),
    ])
    .go();
  if (written.canceled) {
    logger.info('Session re-score lost its claim', { sessionId });
    return 'skipped';
  }
  await dropKeptAnswers(sessionId, scored.answers);
  metrics.addMetric('SessionsRescored', MetricUnit.Count, 1);
  metrics.addMetric('ScoringTokens', MetricUnit.Count, scored.usage.totalTokens);
  if (session.jobPositionId) await refreshCandidateRank(session.orgId, session.applicantId);
  return 'scored';
}
