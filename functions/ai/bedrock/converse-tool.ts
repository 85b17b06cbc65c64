import {
  ConverseCommand,
  type ConverseCommandOutput,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
import { config } from '../../config';
import { logger } from '../../observability/logger';
import {
  jsonSchemaOf,
  ModelCallFailed,
  ModelThrottled,
  noUsage,
  retryAfterMsOf,
  type CallFailureReason,
  type ToolCall,
  type ToolResult,
} from '../structured-call';
import { outputBurndownOf } from '../model-limits';
import { twoAttempts } from '../two-attempts';
import { callTimeoutMs } from '../call-timeout';
import { bedrockClient } from './client';
import { BUSY_MESSAGE, isRetryableModelError, TIMEOUT_MESSAGE, toUpstreamFailed } from './errors';

export type { ToolCall, ToolResult } from '../structured-call';
export { BUSY_MESSAGE, INVALID_OUTPUT_MESSAGE, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './errors';

/** Bedrock's answers to a request over the tokens- or requests-per-minute quota (Converse errors). */
const THROTTLE_ERRORS = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'ServiceQuotaExceededException',
]);

/** The wait after a throttle that names none, ms: the quota is per minute, so a few seconds free room. */
export const THROTTLE_RETRY_MS = 10_000;

/** What one Converse answer holds: the tool input, or why there is none. */
function toolInput(
  output: ConverseCommandOutput,
  toolName: string,
): { raw?: unknown; failure?: CallFailureReason } {
  if (output.stopReason === 'max_tokens') return { failure: 'cut_off' }; // a cut-off tool call is never complete
  const blocks = output.output?.message?.content ?? [];
  const use = blocks.find((b) => b.toolUse?.name === toolName)?.toolUse;
  if (use) return { raw: use.input };
  // Words instead of the tool (a refusal, or the tool under another name): no answer to read.
  return { failure: blocks.some((b) => b.toolUse) ? 'invalid_reply' : 'refused' };
}

/** The Converse request of one attempt, with its output budget. */
function converseCommand(call: ToolCall<unknown>, modelId: string, maxTokens: number): ConverseCommand {
  return new ConverseCommand({
    modelId,
    system: [{ text: call.system }],
    messages: [{ role: 'user', content: [{ text: call.prompt }] }],
    inferenceConfig: { maxTokens, temperature: call.temperature },
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: call.toolName,
            description: call.toolDescription,
            inputSchema: { json: jsonSchemaOf(call.schema) } as ToolInputSchema,
          },
        },
      ],
      toolChoice: { tool: { name: call.toolName } },
    },
  });
}

/**
 * Calls the Bedrock Converse API with one tool and `toolChoice` forcing it, reads the tool input (generously
 * with `call.read`, else the zod schema) and asks once more when the answer is cut off at its token limit
 * (`max_tokens`, logged as such), broken (`ModelErrorException`, Nova's answer to a malformed tool call),
 * refused or invalid; the second attempt has a larger output budget ({@link retryMaxTokens}). Throttling is
 * not retried here nor by the SDK (`./client.ts`): it is a {@link ModelThrottled} with the answer's
 * `Retry-After` (else {@link THROTTLE_RETRY_MS}), for the queue to retry (docs/decisions/0150-one-retry-layer.md). `call.signal` and the deadline stop the call in flight.
 * @returns the value, its repairs and the usage summed over the attempts (tokens, `estimated: false`).
 * @throws ModelCallFailed (an `UpstreamFailed`) with the reason and the tokens spent when Bedrock throttles,
 *   times out, is misconfigured (message naming the fix) or fails, or both answers are unusable.
 */
export function callTool<T>(call: ToolCall<T>): Promise<ToolResult<T>> {
  const modelId = config().BEDROCK_MODEL_ID;
  return twoAttempts(call, {
    modelId,
    label: 'Bedrock',
    outputBurndown: outputBurndownOf(modelId),
    send: async ({ n, maxTokens, signal }) => {
      let output: ConverseCommandOutput;
      try {
        output = await bedrockClient.send(converseCommand(call as ToolCall<unknown>, modelId, maxTokens), {
          abortSignal: signal,
          requestTimeout: call.requestTimeoutMs ?? callTimeoutMs(maxTokens),
        });
      } catch (error) {
        if (n === 1 && isRetryableModelError(error)) {
          logger.warn('Bedrock model error, asking again', { modelId, attempt: n, error: error as Error });
          return 'again';
        }
        if (error instanceof Error && THROTTLE_ERRORS.has(error.name)) {
          const headers = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers;
          logger.warn('Bedrock throttled the call', { modelId, attempt: n });
          throw new ModelThrottled(BUSY_MESSAGE, retryAfterMsOf(headers, THROTTLE_RETRY_MS), noUsage());
        }
        logger.warn('Bedrock Converse failed', { modelId, attempt: n, error: error as Error });
        const failed = toUpstreamFailed(error, modelId);
        throw new ModelCallFailed(failed.message, reasonOf(failed.message, call.signal), noUsage());
      }
      return {
        inputTokens: output.usage?.inputTokens ?? 0,
        outputTokens: output.usage?.outputTokens ?? 0,
        ...toolInput(output, call.toolName),
      };
    },
  });
}

/** The failure reason of an `UpstreamFailed` message; `cancelled` when the run stopped the call. */
export function reasonOf(message: string, signal?: AbortSignal): CallFailureReason {
  if (signal?.aborted) return 'cancelled';
  if (message === BUSY_MESSAGE) return 'busy';
  if (message === TIMEOUT_MESSAGE) return 'timeout';
  return 'unavailable';
}
