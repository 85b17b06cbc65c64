import * as z from 'zod';
import type { TokenUsage } from './provider';

/**
 * One structured model call, whatever the provider: Bedrock's Converse with a forced tool
 * (`bedrock/converse-tool.ts`) or an OpenAI-compatible chat completion (`openai/chat-tool.ts`). Both
 * validate the answer with the zod schema, retry once when it is invalid, and throw `UpstreamFailed`.
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
  /** Output cap (tokens). */
  maxTokens: number;
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

/** JSON schema of a zod schema for a tool's input, without the `$schema` key some models reject. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json;
}
