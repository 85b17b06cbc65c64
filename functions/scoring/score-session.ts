import { latestAnswers } from '../../shared/session-rules';
import { aiProvider } from '../ai';
import { db } from '../data/service';
import { reportingLanguageOf } from '../interviews';
import { logger } from '../http/logger';
import { metrics, MetricUnit } from '../http/metrics';

/** Statuses from which scoring may run: submitted, or a failed earlier run. */
const SCOREABLE = new Set(['submitted', 'scoring_failed']);

/**
 * Scores a finished session: the AI provider rates every latest answer against its key points, then the
 * result and the session's `scored` status are written in one transaction. Idempotent: a session that is
 * open or already scored is left as it is, and the result is created only if absent, so running it
 * twice (a retry, "Check for completion") gives one result.
 * @returns what happened, for logs and tests.
 * @throws the provider's error after marking the session `scoring_failed` (the cloud worker is retried).
 */
export async function scoreSessionById(sessionId: string): Promise<'scored' | 'skipped'> {
  const { data: session } = await db.entities.session.get({ sessionId }).go();
  if (!session || !SCOREABLE.has(session.status)) return 'skipped';
  // AI scoring is off for this session: a person scores every answer.
  if (session.humanOnly) return 'skipped';
  const answers = await db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' });
  const latest = latestAnswers(answers.data);
  const questions = [...session.questions].sort((a, b) => a.order - b.order);
  const reportLanguage = await reportingLanguageOf(session.orgId);
  let scored;
  try {
    scored = await aiProvider().scoreSession({
      topic: session.topic,
      language: session.language,
      reportLanguage,
      items: questions.map((q) => ({
        questionId: q.id,
        question: q.text,
        keyPoints: q.keyPoints,
        answer: latest.get(q.id)?.text ?? null,
      })),
    });
  } catch (error) {
    metrics.addMetric('ScoringFailures', MetricUnit.Count, 1);
    await db.entities.session
      .patch({ sessionId })
      .set({ status: 'scoring_failed' })
      .where((a, op) => op.eq(a.status, session.status))
      .go()
      .catch(() => undefined);
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
        .where((a, op) => op.eq(a.status, session.status))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    logger.info('Session already scored', { sessionId });
    return 'skipped';
  }
  await addTemplateCost(session.orgId, session.interviewId, scored.usage.totalTokens, scored.costUsd ?? 0);
  metrics.addMetric('SessionsScored', MetricUnit.Count, 1);
  metrics.addMetric('ScoringTokens', MetricUnit.Count, scored.usage.totalTokens);
  if (scored.injectionSuspected) metrics.addMetric('InjectionAttemptsFlagged', MetricUnit.Count, 1);
  const unverified = scored.answers.reduce((n, a) => n + a.unverifiedQuotes, 0);
  if (unverified) metrics.addMetric('UnverifiedQuotes', MetricUnit.Count, unverified);
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
