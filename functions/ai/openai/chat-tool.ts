import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions';
import { config } from '../../config';
import { logger } from '../../observability/logger';
import { BUSY_MESSAGE, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from '../bedrock/converse-tool';
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
import { callTimeoutMs } from '../call-timeout';
import { twoAttempts } from '../two-attempts';

/**
 * The client's own per-request timeout (ms); each call sets its own from its output tokens (`callTimeoutMs`).
 */
export const OPENAI_REQUEST_TIMEOUT_MS = 60_000;
/**
 * Retries of the official client: none. A 429 goes back to the queue the work came from, which retries it
 * after its `retry-after` (one retry layer, docs/decisions/0150-one-retry-layer.md).
 */
export const OPENAI_MAX_RETRIES = 0;

/** The wait after a 429 that names none, ms. */
const THROTTLE_RETRY_MS = 10_000;

let client: { key: string; client: OpenAI } | undefined;

/** The client, made once per process for its server and key (docs/architecture.md#config). */
function openAi(baseURL: string, apiKey: string | undefined): OpenAI {
  const key = `${baseURL} ${apiKey ?? ''}`;
  if (client?.key !== key) {
    client = {
      key,
      client: new OpenAI({
        baseURL,
        // Local servers want no key; the client insists on one, so a placeholder is sent when none is set.
        apiKey: apiKey || 'none',
        maxRetries: OPENAI_MAX_RETRIES,
        timeout: OPENAI_REQUEST_TIMEOUT_MS,
      }),
    };
  }
  return client.client;
}

/**
 * The request body: a required function call (`tools`; `tool_choice: "required"` with the one tool, since
 * llama.cpp's server treats the object form as `auto`, its issue #26535), or a strict JSON-schema response.
 */
function requestBody(
  call: ToolCall<unknown>,
  model: string,
  mode: 'tools' | 'json_schema',
  maxTokens: number,
): ChatCompletionCreateParamsNonStreaming {
  const parameters = jsonSchemaOf(call.schema);
  const base = {
    model,
    messages: [
      { role: 'system' as const, content: call.system },
      { role: 'user' as const, content: call.prompt },
    ],
    temperature: call.temperature,
    max_tokens: maxTokens,
  };
  return mode === 'tools'
    ? {
        ...base,
        tools: [
          {
            type: 'function',
            function: { name: call.toolName, description: call.toolDescription, parameters },
          },
        ],
        tool_choice: 'required',
      }
    : {
        ...base,
        response_format: {
          type: 'json_schema',
          json_schema: { name: call.toolName, schema: parameters, strict: true },
        },
      };
}

/** The JSON the model answered with (the named tool call's arguments, else the message content), or why none. */
function answerOf(body: ChatCompletion, toolName: string): { raw?: unknown; failure?: CallFailureReason } {
  const choice = body.choices[0];
  if (!choice) return { failure: 'invalid_reply' };
  if (choice.finish_reason === 'length') return { failure: 'cut_off' }; // never complete
  const message = choice.message;
  const calls = (message.tool_calls ?? []).flatMap((c) => (c.type === 'function' ? [c.function] : []));
  const named = calls.find((c) => c.name === toolName);
  const text = named?.arguments ?? message.content ?? '';
  if (!named && calls.length > 0) return { failure: 'invalid_reply' }; // another tool's name
  if (message.refusal) return { failure: 'refused' };
  try {
    return { raw: JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, '')) };
  } catch {
    return { failure: named ? 'invalid_reply' : 'refused' };
  }
}

/** The failure of a request the client gave up on (after its own retries), with its reason. */
function failureOf(error: unknown, signal: AbortSignal | undefined): [string, CallFailureReason] {
  if (signal?.aborted) return [TIMEOUT_MESSAGE, 'cancelled'];
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError)
    return [TIMEOUT_MESSAGE, 'timeout'];
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  if (status === 503) return [BUSY_MESSAGE, 'busy'];
  if (status === 408 || status === 504) return [TIMEOUT_MESSAGE, 'timeout'];
  return [UNAVAILABLE_MESSAGE, 'unavailable'];
}

/**
 * One structured call to an OpenAI-compatible chat-completions server (`AI_BASE_URL`, `AI_MODEL`,
 * optional `AI_API_KEY`; Ollama, vLLM, llama.cpp server, LM Studio) through the official `openai` client:
 * the answer is read (generously with `call.read`, else by the zod schema) and the call asked once more,
 * with a larger output budget, when it is cut off at its token limit (logged as such), missing, refused or
 * invalid: the same repair rule as Bedrock. `call.signal` and the deadline stop the call in flight.
 * @returns the value, its repairs and the usage summed over the attempts (tokens as the server reports them).
 * @throws ModelThrottled on a 429 (no client retries); ModelCallFailed (an `UpstreamFailed`) with the
 *   reason and the tokens spent when the server is busy, times out, fails, or both answers are unusable.
 */
export function callChatTool<T>(call: ToolCall<T>): Promise<ToolResult<T>> {
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_STRUCTURED_OUTPUT } = config();
  const openai = openAi(AI_BASE_URL, AI_API_KEY);
  return twoAttempts(call, {
    modelId: AI_MODEL,
    label: 'Chat completion',
    send: async ({ n, maxTokens, signal }) => {
      let body: ChatCompletion;
      try {
        body = await openai.chat.completions.create(
          requestBody(call as ToolCall<unknown>, AI_MODEL, AI_STRUCTURED_OUTPUT ?? 'tools', maxTokens),
          { signal, timeout: call.requestTimeoutMs ?? callTimeoutMs(maxTokens) },
        );
      } catch (error) {
        if (error instanceof OpenAI.APIError && error.status === 429 && !signal.aborted) {
          const headers = Object.fromEntries((error.headers ?? new Headers()).entries());
          logger.warn('Chat completion throttled', { model: AI_MODEL, attempt: n });
          throw new ModelThrottled(BUSY_MESSAGE, retryAfterMsOf(headers, THROTTLE_RETRY_MS), noUsage());
        }
        const [message, reason] = failureOf(error, signal);
        logger.warn('Chat completion failed', { model: AI_MODEL, attempt: n, reason, error: error as Error });
        throw new ModelCallFailed(message, reason, noUsage());
      }
      return {
        inputTokens: body.usage?.prompt_tokens ?? 0,
        outputTokens: body.usage?.completion_tokens ?? 0,
        ...answerOf(body, call.toolName),
      };
    },
  });
}
