import * as z from 'zod';
import { UpstreamFailed } from '../errors/errors';
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
  /**
   * Reads the tool input generously instead of `schema` (docs/decisions/0051-repair-before-refusing.md):
   * the value with the names of what was repaired, or undefined when nothing usable is there.
   */
  read?: (raw: unknown) => { value: T; repairs: string[] } | undefined;
  /** Stops the call (and its retries) when the run it belongs to stops. */
  signal?: AbortSignal;
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
  /**
   * Epoch ms until which the call may wait for the model's tokens-per-minute quota (`./token-quota.ts`)
   * before it gives up as `throttled`; now + 5 s when absent (a request someone waits for).
   */
  quotaWaitUntil?: number;
}

/** The validated tool input, the model that produced it and the tokens spent over all attempts. */
export interface ToolResult<T> {
  value: T;
  modelId: string;
  usage: TokenUsage;
  /** What was repaired in the model's reply (`read`), e.g. `verdict-case`; empty when nothing was. */
  repairs: string[];
}

/**
 * Why a call gave no usable answer: `cut_off` (the reply ran into its token limit, twice), `invalid_reply`
 * (no usable tool input, twice), `refused` (the model answered in words instead of the tool), `throttled`
 * (the tokens-per-minute quota: ours ran out before the call's wait ended, or the service answered
 * `ThrottlingException` / 429), `busy` (overloaded, 503), `timeout`, `unavailable`, `cancelled` (the run
 * stopped).
 */
export type CallFailureReason =
  'cut_off' | 'invalid_reply' | 'refused' | 'throttled' | 'busy' | 'timeout' | 'unavailable' | 'cancelled';

/** A structured call that failed, with its reason and the tokens its attempts spent (charged all the same). */
export class ModelCallFailed extends UpstreamFailed {
  constructor(
    message: string,
    readonly reason: CallFailureReason,
    readonly usage: TokenUsage,
  ) {
    super(message);
  }
}

/**
 * A call refused by the tokens-per-minute quota (reason `throttled`): the work it belongs to goes back to
 * its queue for `retryAfterMs` (the service's `Retry-After`, or the next quota window), never fails.
 */
export class ModelThrottled extends ModelCallFailed {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    usage: TokenUsage = noUsage(),
  ) {
    super(message, 'throttled', usage);
  }
}

/**
 * The wait a throttled answer asks for, ms: its `retry-after-ms` or `retry-after` header (seconds or an
 * HTTP date, RFC 9110 §10.2.3), else `fallbackMs`.
 */
export function retryAfterMsOf(
  headers: Record<string, string | undefined> | undefined,
  fallbackMs: number,
  now = Date.now(),
): number {
  const ms = Number(headers?.['retry-after-ms']);
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers?.['retry-after'];
  if (!value) return fallbackMs;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? fallbackMs : Math.max(0, at - now);
}

/** The tool input read with `call.read` (generous) or validated by `call.schema` and `call.check`. */
export function readToolInput<T>(
  call: ToolCall<T>,
  raw: unknown,
): { value: T; repairs: string[] } | { issues: unknown[] } {
  if (raw === undefined) return { issues: ['no tool input'] };
  let read: { value: T; repairs: string[] } | undefined;
  if (call.read) read = call.read(raw);
  else {
    const parsed = call.schema.safeParse(raw);
    if (!parsed.success) return { issues: parsed.error.issues.slice(0, 5) };
    read = { value: parsed.data, repairs: [] };
  }
  if (!read) return { issues: ['unusable tool input'] };
  try {
    call.check?.(read.value);
  } catch (error) {
    return { issues: [(error as Error).message] };
  }
  return read;
}

/**
 * A signal that aborts at `deadlineMs` from now or when `parent` aborts, whichever comes first, and
 * `done()` to clear its timer. A plain timer on an AbortController, never `AbortSignal.timeout` inside
 * `AbortSignal.any`, which Node may garbage-collect before it fires (nodejs/node#57736).
 */
export function deadlineSignal(
  deadlineMs: number,
  parent?: AbortSignal,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The call ran past its deadline', 'TimeoutError')),
    Math.max(0, deadlineMs),
  );
  const onParent = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener('abort', onParent, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParent);
    },
  };
}

/** Zero token usage, to add attempts to. */
export function noUsage(): TokenUsage {
  return { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
}

/** A provider's way of making a {@link ToolCall}. */
export type StructuredCaller = <T>(call: ToolCall<T>) => Promise<ToolResult<T>>;

/** Which model provider, and how it makes one structured call. */
export interface ModelBackend {
  name: 'bedrock' | 'openai-compatible';
  call: StructuredCaller;
  /** The configured model id, for results that made no call. */
  modelId: () => string;
}

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
