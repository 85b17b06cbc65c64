import {
  ConverseCommand,
  type ConverseCommandOutput,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
import { config } from '../../config';
import { UpstreamFailed } from '../../http/errors';
import { logger } from '../../http/logger';
import type { TokenUsage } from '../provider';
import { jsonSchemaOf, type ToolCall, type ToolResult } from '../structured-call';

export type { ToolCall, ToolResult } from '../structured-call';
import { BEDROCK_REQUEST_TIMEOUT_MS, bedrockClient } from './client';

/** Message of the `UpstreamFailed` thrown when Bedrock throttles us after the SDK's own retries. */
export const BUSY_MESSAGE = 'The AI service is busy. Try again in a minute.';
/** Message when the model's tool input fails validation twice. */
export const INVALID_OUTPUT_MESSAGE = 'The AI service returned an unusable answer. Try again.';
/** Message when the model does not answer in time. */
export const TIMEOUT_MESSAGE = 'The AI service took too long to answer. Try again.';
/** Message for any other Bedrock failure (access, configuration, outage). */
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

/** Maps an SDK error to `UpstreamFailed` with a message a user can act on. */
function toUpstreamFailed(error: unknown): UpstreamFailed {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | undefined)?.code ?? '';
  if (BUSY_ERRORS.has(name)) return new UpstreamFailed(BUSY_MESSAGE);
  if (TIMEOUT_ERRORS.has(name) || code === 'ETIMEDOUT' || code === 'ECONNRESET') {
    return new UpstreamFailed(TIMEOUT_MESSAGE);
  }
  return new UpstreamFailed(UNAVAILABLE_MESSAGE);
}

/** The `toolUse` input for `toolName` in a Converse answer, or undefined when the model did not call it. */
function toolInput(output: ConverseCommandOutput, toolName: string): unknown {
  if (output.stopReason === 'max_tokens') return undefined; // a cut-off tool call is never complete
  const blocks = output.output?.message?.content ?? [];
  return blocks.find((b) => b.toolUse?.name === toolName)?.toolUse?.input;
}

/**
 * Calls the Bedrock Converse API with one tool and `toolChoice` forcing it, validates the tool input with
 * the zod schema and retries once (a second Converse call) when it is missing or invalid
 * (docs/architecture.md#ai-bedrock: validated, retried once, then a clear failure).
 * @returns the parsed value and the usage summed over the attempts (tokens, `estimated: false`).
 * @throws UpstreamFailed when Bedrock throttles, times out or fails, or both answers are invalid.
 */
export async function callTool<T>(call: ToolCall<T>): Promise<ToolResult<T>> {
  const modelId = config().BEDROCK_MODEL_ID;
  const command = new ConverseCommand({
    modelId,
    system: [{ text: call.system }],
    messages: [{ role: 'user', content: [{ text: call.prompt }] }],
    inferenceConfig: { maxTokens: call.maxTokens, temperature: call.temperature },
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
  const abortSignal = AbortSignal.timeout(call.deadlineMs);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };

  for (let attempt = 1; attempt <= 2; attempt++) {
    let output: ConverseCommandOutput;
    try {
      output = await bedrockClient.send(command, {
        abortSignal,
        requestTimeout: call.requestTimeoutMs ?? BEDROCK_REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      logger.warn('Bedrock Converse failed', { modelId, attempt, error: error as Error });
      throw toUpstreamFailed(error);
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
        stopReason: output.stopReason,
        issues: parsed.error.issues.slice(0, 5),
      });
    }
  }
  throw new UpstreamFailed(INVALID_OUTPUT_MESSAGE);
}
