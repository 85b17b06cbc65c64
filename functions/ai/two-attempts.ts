import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { INVALID_OUTPUT_MESSAGE } from './bedrock/errors';
import { estimateTokens } from './token-estimate';
import { reservedTokens } from '../../shared/model-queue';
import { QuotaWait, returnTokens, takeTokens } from './token-quota';
import {
  deadlineSignal,
  jsonSchemaOf,
  ModelCallFailed,
  ModelThrottled,
  noUsage,
  readToolInput,
  retryMaxTokens,
  type CallFailureReason,
  type ToolCall,
  type ToolResult,
} from './structured-call';

/** How long a call waits for room in the quota when its caller gives no limit (ms): a request someone waits for. */
const DEFAULT_QUOTA_WAIT_MS = 5_000;

/**
 * One attempt's answer as a provider read it: the tokens it used, and the tool input (`raw`) or why there
 * is none. `'again'` asks once more without an answer to count (Bedrock's `ModelErrorException`).
 */
export type AttemptReply =
  { inputTokens: number; outputTokens: number; raw?: unknown; failure?: CallFailureReason } | 'again';

/** How a provider makes one attempt and what its log lines call it. */
export interface Attempts {
  /** The model id the result names. */
  modelId: string;
  /** The provider's name in log lines ("Bedrock", "Chat completion"). */
  label: string;
  /** How many quota tokens one output token takes (Bedrock's burndown rate; 1 when absent). */
  outputBurndown?: number;
  /**
   * Sends one request with `maxTokens` of output, stopped by `signal`.
   * @throws ModelCallFailed when the provider gives up (busy, timeout, misconfigured); ModelThrottled on a
   *   throttle (the client does not retry it: the queue the work came from does, one retry layer).
   */
  send(attempt: { n: number; maxTokens: number; signal: AbortSignal }): Promise<AttemptReply>;
}

/**
 * The repair rule both providers share (docs/decisions/0081-one-answer-never-fails-a-session.md): the
 * answer is read generously (`call.read`, else the zod schema) and, when it is cut off at its token limit
 * (counted in `ModelRepliesCutOff` and logged as such), missing, refused or invalid, asked once more with a
 * larger output budget ({@link retryMaxTokens}). `call.deadlineMs` and `call.signal` stop the call in
 * flight. Before each attempt its tokens (input estimate + output budget) are reserved from the model's
 * tokens-per-minute quota (`./token-quota.ts`), waiting until `call.quotaWaitUntil` at most.
 * @returns the value, its repairs and the tokens summed over the attempts.
 * @throws ModelCallFailed with the reason and the tokens spent: what `send` throws, or both answers
 *   unusable (`INVALID_OUTPUT_MESSAGE`); ModelThrottled when the quota has no room before
 *   `call.quotaWaitUntil` or the service throttles.
 */
export async function twoAttempts<T>(call: ToolCall<T>, attempts: Attempts): Promise<ToolResult<T>> {
  const { modelId, label } = attempts;
  const usage = noUsage();
  let failure: CallFailureReason = 'invalid_reply';
  const inputTokens = estimateTokens(
    call.system + call.prompt + call.toolDescription + JSON.stringify(jsonSchemaOf(call.schema)),
  );
  const waitUntil = call.quotaWaitUntil ?? Date.now() + DEFAULT_QUOTA_WAIT_MS;
  const reserve = async (maxTokens: number, signal: AbortSignal | undefined) => {
    try {
      await takeTokens(modelId, reservedTokens(inputTokens, maxTokens, attempts.outputBurndown), waitUntil, {
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof QuotaWait)
        throw new ModelThrottled('The AI model quota is used up for now', error.retryAfterMs, usage);
      throw error;
    }
  };
  // What a finished attempt reserved and did not use goes back to the quota, as Bedrock settles a call: a
  // reply without usage figures (nothing to settle by) gives nothing back; a failed return costs nothing.
  const giveBack = async (maxTokens: number, reply: { inputTokens: number; outputTokens: number }) => {
    if (!(reply.inputTokens > 0)) return;
    const burndown = attempts.outputBurndown ?? 1;
    const unused =
      reservedTokens(inputTokens, maxTokens, burndown) - (reply.inputTokens + reply.outputTokens * burndown);
    await returnTokens(modelId, unused).catch((error: unknown) =>
      logger.warn('Unused model quota not given back', { modelId, error: error as Error }),
    );
  };
  // The first attempt's tokens before the call's deadline starts: a wait for the quota is no model time.
  await reserve(call.maxTokens, call.signal);
  const deadline = deadlineSignal(call.deadlineMs, call.signal);
  try {
    for (let n = 1; n <= 2; n++) {
      const maxTokens = n === 1 ? call.maxTokens : retryMaxTokens(call);
      let reply: AttemptReply;
      try {
        if (n > 1) await reserve(maxTokens, deadline.signal);
        reply = await attempts.send({ n, maxTokens, signal: deadline.signal });
      } catch (error) {
        if (error instanceof ModelThrottled && error.usage === usage) throw error;
        if (error instanceof ModelThrottled)
          throw new ModelThrottled(error.message, error.retryAfterMs, usage);
        if (error instanceof ModelCallFailed) throw new ModelCallFailed(error.message, error.reason, usage);
        throw error;
      }
      if (reply === 'again') continue;
      await giveBack(maxTokens, reply);
      usage.inputTokens += reply.inputTokens;
      usage.outputTokens += reply.outputTokens;
      usage.totalTokens = usage.inputTokens + usage.outputTokens;
      if (reply.failure) {
        failure = reply.failure;
        if (failure === 'cut_off') metrics.addMetric('ModelRepliesCutOff', MetricUnit.Count, 1);
        logger.warn(
          failure === 'cut_off'
            ? `${label} answer cut off at its token limit, asking again with a larger budget`
            : `${label} answer has no usable tool call`,
          { modelId, attempt: n, maxTokens, failure },
        );
        continue;
      }
      const read = readToolInput(call, reply.raw);
      if ('value' in read) return { value: read.value, modelId, usage, repairs: read.repairs };
      failure = 'invalid_reply';
      logger.warn(`${label} answer is invalid`, { modelId, attempt: n, maxTokens, issues: read.issues });
    }
  } finally {
    deadline.done();
  }
  throw new ModelCallFailed(INVALID_OUTPUT_MESSAGE, failure, usage);
}
