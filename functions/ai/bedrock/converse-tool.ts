import {
  ConverseCommand,
  type ConverseCommandOutput,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
import { config } from '../../config';
import { UpstreamFailed } from '../../http/errors';
import { logger } from '../../http/logger';
import type { TokenUsage } from '../provider';
import { jsonSchemaOf, retryMaxTokens, type ToolCall, type ToolResult } from '../structured-call';
import { BEDROCK_REQUEST_TIMEOUT_MS, bedrockClient } from './client';
import { INVALID_OUTPUT_MESSAGE, isRetryableModelError, toUpstreamFailed } from './errors';

export type { ToolCall, ToolResult } from '../structured-call';
export { BUSY_MESSAGE, INVALID_OUTPUT_MESSAGE, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './errors';

/** The `toolUse` input for `toolName` in a Converse answer, or undefined when the model did not call it. */
function toolInput(output: ConverseCommandOutput, toolName: string): unknown {
  if (output.stopReason === 'max_tokens') return undefined; // a cut-off tool call is never complete
  const blocks = output.output?.message?.content ?? [];
  return blocks.find((b) => b.toolUse?.name === toolName)?.toolUse?.input;
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
 * Calls the Bedrock Converse API with one tool and `toolChoice` forcing it, validates the tool input with
 * the zod schema and asks once more when the answer is cut off (`max_tokens`), broken
 * (`ModelErrorException`, Nova's answer to a malformed tool call) or invalid; the second attempt has a
 * larger output budget ({@link retryMaxTokens}). Throttling and 5xx are retried by the SDK's own retry
 * strategy (`./client.ts`), not here (docs/decisions/0050-model-limits-and-batches.md).
 * @returns the parsed value and the usage summed over the attempts (tokens, `estimated: false`).
 * @throws UpstreamFailed when Bedrock throttles, times out, is misconfigured (message naming the fix) or
 *   fails, or both answers are unusable.
 */
export async function callTool<T>(call: ToolCall<T>): Promise<ToolResult<T>> {
  const modelId = config().BEDROCK_MODEL_ID;
  const abortSignal = AbortSignal.timeout(call.deadlineMs);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };

  for (let attempt = 1; attempt <= 2; attempt++) {
    const maxTokens = attempt === 1 ? call.maxTokens : retryMaxTokens(call);
    let output: ConverseCommandOutput;
    try {
      output = await bedrockClient.send(converseCommand(call as ToolCall<unknown>, modelId, maxTokens), {
        abortSignal,
        requestTimeout: call.requestTimeoutMs ?? BEDROCK_REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      if (attempt === 1 && isRetryableModelError(error)) {
        logger.warn('Bedrock model error, asking again', { modelId, attempt, error: error as Error });
        continue;
      }
      logger.warn('Bedrock Converse failed', { modelId, attempt, error: error as Error });
      throw toUpstreamFailed(error, modelId);
    }
    usage.inputTokens += output.usage?.inputTokens ?? 0;
    usage.outputTokens += output.usage?.outputTokens ?? 0;
    usage.totalTokens += output.usage?.totalTokens ?? 0;

    const parsed = call.schema.safeParse(toolInput(output, call.toolName));
    if (parsed.success) {
      try {
        call.check?.(parsed.data);
        return { value: parsed.data, modelId, usage };
      } catch (error) {
        logger.warn('Bedrock tool answer failed its check', { modelId, attempt, error: error as Error });
      }
    } else {
      logger.warn('Bedrock tool answer is invalid', {
        modelId,
        attempt,
        maxTokens,
        stopReason: output.stopReason,
        issues: parsed.error.issues.slice(0, 5),
      });
    }
  }
  throw new UpstreamFailed(INVALID_OUTPUT_MESSAGE);
}
