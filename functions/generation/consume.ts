import { ModelThrottled } from '../ai/structured-call';
import { UpstreamFailed } from '../errors/errors';
import { writeModelDraft } from '../feedback';
import {
  requestGeneration,
  writeTemplateQuestions,
  type FeedbackDraftEvent,
  type ModelWorkEvent,
} from '../interview-templates';
import { logger } from '../observability/logger';
import { faultPutBackDelaySeconds, putBackDelaySeconds } from '../../shared/model-queue';

/** The work of one message: a template's questions, or a feedback report (decision record 0168). */
function run(event: ModelWorkEvent, deadlineAt: number): Promise<string> {
  if ('kind' in event && event.kind === 'feedback') return writeModelDraft(event, deadlineAt);
  const { orgId, interviewId } = event as Exclude<ModelWorkEvent, FeedbackDraftEvent>;
  return writeTemplateQuestions({ orgId, interviewId }, { deadlineAt });
}

/** What a message is about, for the logs. */
const subject = (event: ModelWorkEvent) =>
  'kind' in event && event.kind === 'feedback'
    ? { sessionId: event.sessionId }
    : { interviewId: (event as Exclude<ModelWorkEvent, FeedbackDraftEvent>).interviewId };

/**
 * Runs one delivery of a generation message, for the generation worker (SQS) and the local runner's queue
 * alike (docs/decisions/0149-model-work-paced-by-the-quota.md): a template's questions are written, or a
 * feedback report drafted (docs/decisions/0168-feedback-drafted-by-the-model.md); a throttled run is put
 * back (a new message delayed by the throttle's `Retry-After` plus a backoff that doubles with each
 * throttle of the same work) and this delivery ends well, so throttles never fail the work nor use up its
 * deliveries. A run that failed on a model call with runs left is put back after `faultPutBackDelaySeconds`
 * too (a template asks only for the questions not yet stored).
 * @param deadlineAt - epoch ms by which the run's model calls must end.
 * @returns the run's outcome, or `put-back`.
 * @throws any other error of a run to be delivered again (the queue redelivers it).
 */
export async function consumeGeneration(event: ModelWorkEvent, deadlineAt: number): Promise<string> {
  try {
    return await run(event, deadlineAt);
  } catch (error) {
    if (error instanceof UpstreamFailed && !(error instanceof ModelThrottled)) {
      // A passing fault (a timeout, a dropped connection, a 5xx) with runs left (the work counts them,
      // GENERATION_MAX_RECEIVES in all): delivered again soon (decision 0166).
      const delaySeconds = faultPutBackDelaySeconds(1);
      await requestGeneration(event, delaySeconds);
      logger.warn('Generation put back after a fault', { ...subject(event), delaySeconds, error });
      return 'put-back';
    }
    if (!(error instanceof ModelThrottled)) throw error;
    const throttles = (event.throttles ?? 0) + 1;
    const delaySeconds = putBackDelaySeconds(error.retryAfterMs, throttles - 1);
    await requestGeneration({ ...event, throttles }, delaySeconds);
    logger.info('Generation put back for the model quota', { ...subject(event), delaySeconds, throttles });
    return 'put-back';
  }
}
