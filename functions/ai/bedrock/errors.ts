import { config } from '../../config';
import { UpstreamFailed } from '../../errors/errors';
import { logger } from '../../observability/logger';
import { metrics, MetricUnit } from '../../observability/metrics';
import { foundationOf } from '../model-limits';

/** Message of the `UpstreamFailed` thrown when Bedrock throttles us after the SDK's own retries. */
export const BUSY_MESSAGE = 'The AI service is busy. Try again in a minute.';
/** Message when the model's tool input fails validation twice. */
export const INVALID_OUTPUT_MESSAGE = 'The AI service returned an unusable answer. Try again.';
/** Message when the model does not answer in time. */
export const TIMEOUT_MESSAGE = 'The AI service took too long to answer. Try again.';
/** Message for any other Bedrock failure (outage, unknown error). */
export const UNAVAILABLE_MESSAGE = 'The AI service is not available right now. Try again later.';

// Error names the SDK gives after its own retries: throttling and overload mean "try later".
const BUSY_ERRORS = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ServiceQuotaExceededException',
  'ModelNotReadyException',
  'TooManyRequestsException',
]);
const TIMEOUT_ERRORS = new Set(['TimeoutError', 'AbortError', 'RequestTimeout', 'ModelTimeoutException']);

/**
 * Nova's answer to a tool call it could not form (and other one-off model failures): worth one re-ask
 * (`ModelErrorException`, Bedrock API reference, Converse errors).
 */
export function isRetryableModelError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ModelErrorException';
}

/**
 * A deployment mistake rather than a passing failure: the operator's fix for it, or undefined. Covers model
 * access not granted (`AccessDeniedException`), an id unknown in the region (`ResourceNotFoundException`)
 * and a model served only through an inference profile (`ValidationException` about on-demand throughput).
 */
export function configurationFix(error: unknown, modelId: string, region: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const model = foundationOf(modelId);
  if (error.name === 'AccessDeniedException') {
    return `The AI model ${modelId} is not enabled for this account in ${region}: an administrator must request access to it in the Amazon Bedrock console (Model access), or deploy with another model (-c bedrockModelId=…).`;
  }
  if (error.name === 'ResourceNotFoundException') {
    return `The AI model ${modelId} does not exist in ${region}: deploy with a model offered there or its cross-region inference profile (-c bedrockModelId=us.${model}, eu.… or apac.…).`;
  }
  if (error.name === 'ValidationException' && /on-demand throughput|inference profile/i.test(error.message)) {
    return `The AI model ${modelId} is served in ${region} only through a cross-region inference profile: deploy with -c bedrockModelId=us.${model} (or eu.… / apac.… for your region).`;
  }
  return undefined;
}

/**
 * Maps an SDK error to `UpstreamFailed` with a message a user can act on. A configuration error is logged
 * as an error with its fix and counted (`AiConfigurationErrors`), and its message names the fix.
 */
export function toUpstreamFailed(error: unknown, modelId: string): UpstreamFailed {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | undefined)?.code ?? '';
  const fix = configurationFix(error, modelId, config().AWS_REGION);
  if (fix) {
    logger.error('AI configuration error', { modelId, fix, error: error as Error });
    metrics.addMetric('AiConfigurationErrors', MetricUnit.Count, 1);
    return new UpstreamFailed(fix);
  }
  if (BUSY_ERRORS.has(name)) return new UpstreamFailed(BUSY_MESSAGE);
  if (TIMEOUT_ERRORS.has(name) || code === 'ETIMEDOUT' || code === 'ECONNRESET') {
    return new UpstreamFailed(TIMEOUT_MESSAGE);
  }
  return new UpstreamFailed(UNAVAILABLE_MESSAGE);
}
