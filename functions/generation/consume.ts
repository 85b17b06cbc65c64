import { ModelThrottled } from '../ai/structured-call';
import { UpstreamFailed } from '../errors/errors';
import { requestGeneration, writeTemplateQuestions, type GenerationEvent } from '../interview-templates';
import { logger } from '../observability/logger';
import { faultPutBackDelaySeconds, putBackDelaySeconds } from '../../shared/model-queue';

/**
 * Runs one delivery of a generation message, for the generation worker (SQS) and the local runner's queue
 * alike (docs/decisions/0149-model-work-paced-by-the-quota.md): the template's questions are written; a
 * throttled run is put back (a new message delayed by the throttle's `Retry-After` plus a backoff that
 * doubles with each throttle of the template) and this delivery ends well, so throttles never fail a
 * template nor use up its deliveries. A run that failed on a model call with runs left is put back after
 * `faultPutBackDelaySeconds` too, asking only for the questions not yet stored.
 * @param deadlineAt - epoch ms by which the run's model calls must end.
 * @returns the run's outcome, or `put-back`.
 * @throws any other error of a run to be delivered again (the queue redelivers it).
 */
export async function consumeGeneration(event: GenerationEvent, deadlineAt: number): Promise<string> {
  const { orgId, interviewId } = event;
  try {
    return await writeTemplateQuestions({ orgId, interviewId }, { deadlineAt });
  } catch (error) {
    if (error instanceof UpstreamFailed && !(error instanceof ModelThrottled)) {
      // A passing fault (a timeout, a dropped connection, a 5xx) with runs left (the template counts them,
      // GENERATION_MAX_RECEIVES in all): delivered again soon for the missing questions (decision 0166).
      const delaySeconds = faultPutBackDelaySeconds(1);
      await requestGeneration(
        { orgId, interviewId, ...(event.throttles ? { throttles: event.throttles } : {}) },
        delaySeconds,
      );
      logger.warn('Generation put back after a fault', { interviewId, delaySeconds, error });
      return 'put-back';
    }
    if (!(error instanceof ModelThrottled)) throw error;
    const throttles = (event.throttles ?? 0) + 1;
    const delaySeconds = putBackDelaySeconds(error.retryAfterMs, throttles - 1);
    await requestGeneration({ orgId, interviewId, throttles }, delaySeconds);
    logger.info('Generation put back for the model quota', { interviewId, delaySeconds, throttles });
    return 'put-back';
  }
}
