import { putBackDelaySeconds, SCORING_MAX_RECEIVES } from '../../shared/model-queue';
import { logger } from '../observability/logger';
import type { ScoringOutcome } from './outcome';
import { requestScoring, type ScoringMessage } from './queue';
import { ScoringPutBack, scoreSessionById } from './score-session';

/**
 * Runs one delivery of a scoring message, for the scoring worker (SQS) and the local runner's queue alike
 * (docs/decisions/0149-model-work-paced-by-the-quota.md, 0150-one-retry-layer.md). A throttled run is put
 * back: a new message, delayed by the throttle's `Retry-After` plus a backoff that doubles with each throttle
 * of the session ({@link putBackDelaySeconds}), and this delivery ends well (it is deleted), so throttles
 * never use up the {@link SCORING_MAX_RECEIVES} deliveries a failing run has.
 * @param delivery.receiveCount - how often this message was delivered, this time included (1 the first time).
 * @param delivery.deadlineAt - epoch ms by which the run's model calls must end.
 * @returns the run's outcome, or `put-back`.
 * @throws ScoringPutBack (not throttled) when the run failed before the last delivery: the queue delivers
 *   the message again; the provider's error on the last delivery (the session is then `scoring_failed`).
 */
export async function consumeScoring(
  message: ScoringMessage,
  delivery: { receiveCount: number; deadlineAt: number },
): Promise<ScoringOutcome | 'put-back'> {
  try {
    return await scoreSessionById(message.sessionId, {
      deadlineAt: delivery.deadlineAt,
      lastTry: delivery.receiveCount >= SCORING_MAX_RECEIVES,
    });
  } catch (error) {
    if (!(error instanceof ScoringPutBack) || !error.throttled) throw error;
    const throttles = (message.throttles ?? 0) + 1;
    const delaySeconds = putBackDelaySeconds(error.retryAfterMs ?? 0, throttles - 1);
    await requestScoring(message.sessionId, { delaySeconds, throttles });
    logger.info('Scoring put back for the model quota', {
      sessionId: message.sessionId,
      delaySeconds,
      throttles,
    });
    return 'put-back';
  }
}
