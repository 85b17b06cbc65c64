import type { SessionDetails } from '../../shared/schemas/session-details';
import { auditCreate } from '../audit';
import { currentAnswers } from '../data/current-answers';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { Conflict, NotFound, UpstreamFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { scoringSettingsOf } from '../interview-templates';
import { refreshCandidateRank } from './candidate-rank';
import { rescoredResult } from './rescored-result';
import { getOwnedSession, getSessionDetails } from './session-details';
import { scoredText } from '../data/current-answers';

const CHANGED = 'This session changed meanwhile. Reload it and try again.';

/**
 * The manager's "Re-score" of one answer (docs/decisions/0081-one-answer-never-fails-a-session.md): the
 * answer's current text is scored again through the same provider path as the session (the configured
 * provider, its retries and repairs, the organization's AI budget reserved for the worst case and
 * settled at the tokens used, failed calls included). The new answer score replaces the old one in the
 * result; the session score (0-100) is the mean of every scored answer again and `unscoredAnswers` is
 * recounted. The previous score stays in the session's history: an `ai-score` entry names the question,
 * who asked, the previous 0-10 score (`aiScore`) and the new one. Result, session and history are written
 * in one transaction, conditional on the session's revision, so two re-scores never overwrite each other.
 * @returns the session's details after the re-score.
 * @throws NotFound outside the caller's organization, for a question not in the session or a session
 *   without a result; Conflict when the session is not scored (still answering, being scored, or scored
 *   by a person only) or changed meanwhile; AiBudgetExceeded (429) when the month's budget has no room;
 *   UpstreamFailed (502) when every model call failed again (the answer keeps its previous state).
 */
export async function rescoreAnswer(
  auth: ManagerAuth,
  sessionId: string,
  questionId: string,
): Promise<SessionDetails> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  const question = session.questions.find((q) => q.id === questionId);
  if (!question) throw new NotFound('question');
  if (session.humanOnly)
    throw new Conflict('This session has human-only evaluation: a person scores its answers.');
  if (session.status !== 'scored')
    throw new Conflict('Only a scored session can have an answer scored again. Wait for its scoring to end.');
  if (session.rescoreState === 'running')
    throw new Conflict('This session is being scored again. Wait for it to end.');
  const { data: result } = await db.entities.sessionResult.get({ sessionId }).go({ consistent: true });
  if (!result) throw new NotFound('result');
  const [answers, { reportLanguage, aiBudgetUsd }] = await Promise.all([
    currentAnswers(session),
    scoringSettingsOf(auth.orgId),
  ]);
  const latest = new Map(answers.map((a) => [a.questionId, a]));
  const text = scoredText(latest.get(questionId));
  if (!text?.trim()) throw new Conflict('This question was not answered, so there is nothing to score.');

  // The AI's modules load with the first re-score, not when the function starts (a chunk of its bundle:
  // docs/decisions/0131-functions-load-code-on-first-use.md).
  const [{ scoreSessionWithinBudget }, { ModelCallFailed }] = await Promise.all([
    import('../ai/budgeted'),
    import('../ai/structured-call'),
  ]);
  let scored;
  try {
    scored = await scoreSessionWithinBudget(
      auth.orgId,
      {
        topic: session.topic,
        language: session.language,
        reportLanguage,
        items: [{ questionId, question: question.text, keyPoints: question.keyPoints, answer: text }],
      },
      aiBudgetUsd,
    );
  } catch (error) {
    if (error instanceof ModelCallFailed) {
      metrics.addMetric('RescoreFailures', MetricUnit.Count, 1);
      logger.warn('Answer not scored again', { sessionId, questionId, reason: error.reason });
      throw new UpstreamFailed(
        `The AI could not score this answer again (${error.reason.replace('_', ' ')}). Try again later.`,
      );
    }
    throw error;
  }
  const fresh = scored.answers[0]!;
  const previous = result.answers.find((a) => a.questionId === questionId);
  const { changed, ...merged } = rescoredResult(session, result, latest, reportLanguage, scored);
  if (changed.length === 0) {
    // The AI could not score it again: the answer keeps its earlier score; the tokens were charged.
    metrics.addMetric('RescoreFailures', MetricUnit.Count, 1);
    throw new UpstreamFailed(
      `The AI could not score this answer again (${(fresh.notScoredReason ?? 'unavailable').replace('_', ' ')}). Try again later.`,
    );
  }
  const score = merged.score;
  const revision = session.revision ?? 0;
  const written = await db.transaction
    .write(({ session: s, sessionResult, sessionEvent, auditEntry }) => [
      sessionResult.patch({ sessionId }).set(merged).commit(),
      // The previous score stays in the history (docs/decisions/0031-session-history-is-append-only.md).
      sessionEvent
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'ai-score',
          byUserId: auth.userId,
          byName: auth.name,
          reason: 'Re-scored one answer',
          questionId,
          score,
          ...(previous ? { aiScore: previous.score } : {}),
          provider: scored.provider,
          modelId: scored.modelId,
          promptVersion: scored.promptVersion,
          answers: [{ questionId, score: fresh.score, samples: fresh.samples }],
        })
        .commit(),
      auditEntry
        .create(
          auditCreate(auth, 'session.rescore', {
            targetId: sessionId,
            detail: `${questionId}: ${previous?.scoreStatus === 'not_scored' ? 'not scored' : `${previous?.score ?? '-'}/10`} → ${fresh.scoreStatus === 'not_scored' ? 'not scored' : `${fresh.score}/10`}`,
          }),
        )
        .commit(),
      s
        .patch({ sessionId })
        .set({ score, revision: revision + 1 })
        .where(
          (a, op) =>
            `${op.eq(a.status, 'scored')} AND (${op.notExists(a.rescoreState)} OR ${op.ne(a.rescoreState, 'running')}) AND ${session.revision === undefined ? op.notExists(a.revision) : op.eq(a.revision, revision)}`,
        )
        .commit(),
    ])
    .go();
  if (written.canceled) throw new Conflict(CHANGED);
  metrics.addMetric('AnswersRescored', MetricUnit.Count, 1);
  if (session.jobPositionId) await refreshCandidateRank(auth.orgId, session.applicantId);
  return getSessionDetails(auth.orgId, sessionId);
}
