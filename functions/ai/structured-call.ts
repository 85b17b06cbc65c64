import * as z from 'zod';
import type { TokenUsage } from './provider';

/**
 * One structured model call, whatever the provider: Bedrock's Converse with a forced tool
 * (`bedrock/converse-tool.ts`) or an OpenAI-compatible chat completion (`openai/chat-tool.ts`). Both
 * validate the answer with the zod schema, retry once (with a larger output budget) when it is cut off,
 * broken or invalid, and throw `UpstreamFailed`.
 */

/** One forced tool call: the model must answer by calling `toolName` with input valid under `schema`. */
export interface ToolCall<T> {
  system: string;
  prompt: string;
  toolName: string;
  toolDescription: string;
  /** Gives the tool's JSON input schema (`z.toJSONSchema`) and validates the answer. */
  schema: z.ZodType<T>;
  /** Extra check on the parsed value that JSON schema cannot express; throwing means "invalid answer". */
  check?: (value: T) => void;
  /** Output cap (tokens) of the first attempt. */
  maxTokens: number;
  /**
   * The model's own output cap (tokens, `./model-limits.ts`): the second attempt after a cut-off or broken
   * answer asks for {@link retryMaxTokens} of `maxTokens`, never more than this.
   */
  maxTokensLimit: number;
  temperature: number;
  /** Per-request timeout (ms); the provider's default when absent. */
  requestTimeoutMs?: number;
  /** Deadline for the whole call, retries included (ms). */
  deadlineMs: number;
}

/** The validated tool input, the model that produced it and the tokens spent over all attempts. */
export interface ToolResult<T> {
  value: T;
  modelId: string;
  usage: TokenUsage;
}

/** A provider's way of making a {@link ToolCall}. */
export type StructuredCaller = <T>(call: ToolCall<T>) => Promise<ToolResult<T>>;

/** How much larger the second attempt's output budget is than the first's. */
export const RETRY_BUDGET_GROWTH = 1.5;

/**
 * Output budget (tokens) of the second attempt: the first's × {@link RETRY_BUDGET_GROWTH}, at most the
 * model's cap, so a re-ask is never the identical request that was cut off (docs/decisions/0050-model-limits-and-batches.md).
 */
export function retryMaxTokens(call: Pick<ToolCall<unknown>, 'maxTokens' | 'maxTokensLimit'>): number {
  return Math.min(call.maxTokensLimit, Math.ceil(call.maxTokens * RETRY_BUDGET_GROWTH));
}

/** JSON schema of a zod schema for a tool's input, without the `$schema` key some models reject. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json;
}
