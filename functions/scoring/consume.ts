import {
  faultPutBackDelaySeconds,
  putBackDelaySeconds,
  SCORING_MAX_RECEIVES,
} from '../../shared/model-queue';
import { logger } from '../observability/logger';
import type { ScoringOutcome } from './outcome';
import { requestScoring, type ScoringMessage } from './queue';
import { ScoringPutBack, scoreSessionById } from './score-session';

/**
 * Runs one delivery of a scoring message, for the scoring worker (SQS) and the local runner's queue alike
 * (docs/decisions/0149-model-work-paced-by-the-quota.md, 0150-one-retry-layer.md). A throttled run is put
 * back: a new message, delayed by the throttle's `Retry-After` plus a backoff that doubles with each throttle
 * of the session ({@link putBackDelaySeconds}), and this delivery ends well (it is deleted), so throttles
 * never use up the {@link SCORING_MAX_RECEIVES} deliveries a failing run has. A run that failed for a
 * passing fault before its last try is put back too, after {@link faultPutBackDelaySeconds}, counted in
 * the message's `faults`; either way the answers it scored are kept (decision record 0166).
 * @param delivery.receiveCount - how often this message was delivered, this time included (1 the first time).
 * @param delivery.deadlineAt - epoch ms by which the run's model calls must end.
 * @returns the run's outcome, or `put-back`.
 * @throws the provider's error on the last try (the session is then `scoring_failed`); the table's errors
 *   (the queue delivers the message again).
 */
export async function consumeScoring(
  message: ScoringMessage,
  delivery: { receiveCount: number; deadlineAt: number },
): Promise<ScoringOutcome | 'put-back'> {
  const faults = message.faults ?? 0;
  try {
    return await scoreSessionById(message.sessionId, {
      deadlineAt: delivery.deadlineAt,
      // Deliveries of the message and put-backs after a passing fault count alike (decision record 0166).
      lastTry: delivery.receiveCount + faults >= SCORING_MAX_RECEIVES,
    });
  } catch (error) {
    if (!(error instanceof ScoringPutBack)) throw error;
    if (!error.throttled) {
      // A passing fault (a timeout, a dropped connection, a 5xx): delivered again soon, keeping the answers
      // already scored, at most SCORING_MAX_RECEIVES runs in all.
      const delaySeconds = faultPutBackDelaySeconds(faults + 1);
      await requestScoring(message.sessionId, {
        delaySeconds,
        faults: faults + 1,
        ...(message.throttles ? { throttles: message.throttles } : {}),
      });
      logger.warn('Scoring put back after a fault', {
        sessionId: message.sessionId,
        delaySeconds,
        faults: faults + 1,
      });
      return 'put-back';
    }
    const throttles = (message.throttles ?? 0) + 1;
    const delaySeconds = putBackDelaySeconds(error.retryAfterMs ?? 0, throttles - 1);
    await requestScoring(message.sessionId, { delaySeconds, throttles, ...(faults ? { faults } : {}) });
    logger.info('Scoring put back for the model quota', {
      sessionId: message.sessionId,
      delaySeconds,
      throttles,
    });
    return 'put-back';
  }
}
