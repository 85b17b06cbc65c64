import { ModelThrottled } from '../ai/structured-call';
import { requestGeneration, writeTemplateQuestions, type GenerationEvent } from '../interview-templates';
import { logger } from '../observability/logger';
import { putBackDelaySeconds } from '../../shared/model-queue';

/**
 * Runs one delivery of a generation message, for the generation worker (SQS) and the local runner's queue
 * alike (docs/decisions/0149-model-work-paced-by-the-quota.md): the template's questions are written; a
 * throttled run is put back (a new message delayed by the throttle's `Retry-After` plus a backoff that
 * doubles with each throttle of the template) and this delivery ends well, so throttles never fail a
 * template nor use up its deliveries.
 * @param deadlineAt - epoch ms by which the run's model calls must end.
 * @returns the run's outcome, or `put-back`.
 * @throws the provider's error when the run failed and is to be delivered again.
 */
export async function consumeGeneration(event: GenerationEvent, deadlineAt: number): Promise<string> {
  const { orgId, interviewId } = event;
  try {
    return await writeTemplateQuestions({ orgId, interviewId }, { deadlineAt });
  } catch (error) {
    if (!(error instanceof ModelThrottled)) throw error;
    const throttles = (event.throttles ?? 0) + 1;
    const delaySeconds = putBackDelaySeconds(error.retryAfterMs, throttles - 1);
    await requestGeneration({ orgId, interviewId, throttles }, delaySeconds);
    logger.info('Generation put back for the model quota', { interviewId, delaySeconds, throttles });
    return 'put-back';
  }
}
