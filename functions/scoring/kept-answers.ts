import type { AnswerScore } from '../ai/provider';
import type { CurrentAnswerItem } from '../data/current-answers';
import { db } from '../data/service';
import { logger } from '../observability/logger';

/** How long an answer's kept score outlives its run, seconds: a day, well past the queue's last delivery. */
const KEPT_FOR_SECONDS = 24 * 3600;

/**
 * The answers of `sessionId` an earlier delivery of its scoring run `run` already scored, for the answer
 * versions in `latest` only (one query: a session's questions are one partition; decision record 0166).
 * @param run - `first` for a submitted session's scoring, a re-score's request time for that re-score.
 */
export async function keptAnswers(
  sessionId: string,
  run: string,
  latest: Map<string, Pick<CurrentAnswerItem, 'version'>>,
): Promise<AnswerScore[]> {
  const { data } = await db.entities.scoredAnswer.query
    .bySession({ sessionId })
    .go({ pages: 'all', consistent: true });
  return data
    .filter((k) => k.run === run && k.answerVersion === latest.get(k.questionId)?.version)
    .map((k) => JSON.parse(k.score) as AnswerScore);
}

/** Keeps one answer's score for the next delivery of the run (a put-back run skips it). */
export function keepAnswer(
  sessionId: string,
  run: string,
  latest: Map<string, Pick<CurrentAnswerItem, 'version'>>,
): (answer: AnswerScore) => Promise<void> {
  return async (answer) => {
    const version = latest.get(answer.questionId)?.version;
    await db.entities.scoredAnswer
      .put({
        sessionId,
        questionId: answer.questionId,
        run,
        ...(version === undefined ? {} : { answerVersion: version }),
        score: JSON.stringify(answer),
        expiresAt: Math.floor(Date.now() / 1000) + KEPT_FOR_SECONDS,
      })
      .go();
  };
}

/** Removes the kept scores once the session's result is written (TTL removes any this misses). */
export async function dropKeptAnswers(sessionId: string, answers: AnswerScore[]): Promise<void> {
  if (answers.length === 0) return;
  await db.entities.scoredAnswer
    .delete(answers.map((a) => ({ sessionId, questionId: a.questionId })))
    .go()
    .catch((error: unknown) =>
      logger.warn('Kept answer scores not removed', { sessionId, error: error as Error }),
    );
}
