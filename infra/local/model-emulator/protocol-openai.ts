import { JSON_CHARS_PER_TOKEN, type ModelRequest } from './content';
import type { FaultKind } from './faults';
import type { Outgoing, ReplyPlan } from './reply';

/**
 * OpenAI chat completions (`POST /v1/chat/completions`, https://platform.openai.com/docs/api-reference/chat):
 * a forced or required function call (`tools` + `tool_choice`) or a `response_format` of type
 * `json_schema`; the answer's `choices[0].message`, `finish_reason` (`length` when cut at `max_tokens`) and
 * `usage`; errors as `{ error: { message, type } }` with the HTTP status.
 */

type ChatBody = {
  messages?: { role?: string; content?: string }[];
  max_tokens?: number;
  max_completion_tokens?: number;
  tools?: { function?: { name?: string; parameters?: Record<string, unknown> } }[];
  response_format?: { type?: string; json_schema?: { name?: string; schema?: Record<string, unknown> } };
};

/** The emulator's view of a chat-completions request body (and whether it asked for a tool call). */
export function openAiRequest(raw: Record<string, unknown>): ModelRequest & { viaTool: boolean } {
  const body = raw as ChatBody;
  const tool = body.tools?.[0]?.function;
  const format = body.response_format?.json_schema;
  const text = (role: string) =>
    (body.messages ?? [])
      .filter((m) => m.role === role)
      .map((m) => m.content ?? '')
      .join('\n');
  return {
    system: text('system'),
    prompt: text('user'),
    toolName: tool?.name ?? format?.name ?? '',
    schema: tool?.parameters ?? format?.schema ?? {},
    maxTokens: body.max_completion_tokens ?? body.max_tokens ?? 4096,
    viaTool: Boolean(tool),
  };
}

const ERRORS: Partial<Record<FaultKind, { status: number; type: string; message: string }>> = {
  throttle: { status: 429, type: 'rate_limit_error', message: 'Rate limit reached. Please try again later.' },
  unavailable: { status: 503, type: 'server_error', message: 'The server is overloaded.' },
  timeout: { status: 504, type: 'server_error', message: 'Gateway timeout.' },
};

/** A chat-completions error answer for a transport fault. */
export function openAiError(fault: FaultKind): Outgoing {
  const error = ERRORS[fault] ?? ERRORS.unavailable!;
  return {
    status: error.status,
    body: { error: { message: error.message, type: error.type, code: null } },
    inputTokens: 0,
    outputTokens: 0,
  };
}

/** What a tokens-per-minute refusal says: the quota, what is left of it, what the call asked for, the wait. */
export interface QuotaRefusal {
  model: string;
  tokensPerMinute: number;
  available: number;
  requested: number;
  retryAfterMs: number;
}

/**
 * An OpenAI-compatible server's answer to a call over its tokens-per-minute limit, as OpenAI's API sends
 * it (https://platform.openai.com/docs/guides/rate-limits, "Rate limits in headers", and the error codes
 * guide, 429 "Rate limit reached"): HTTP 429 with `retry-after` (seconds) and `retry-after-ms`, the
 * `x-ratelimit-*-tokens` headers, and `{ error: { message, type: "tokens", code: "rate_limit_exceeded" } }`.
 */
export function openAiQuotaError(refusal: QuotaRefusal): Outgoing {
  const seconds = refusal.retryAfterMs / 1000;
  return {
    status: 429,
    headers: {
      'retry-after': String(Math.ceil(seconds)),
      'retry-after-ms': String(refusal.retryAfterMs),
      'x-ratelimit-limit-tokens': String(refusal.tokensPerMinute),
      'x-ratelimit-remaining-tokens': String(refusal.available),
      'x-ratelimit-reset-tokens': `${seconds.toFixed(3)}s`,
    },
    body: {
      error: {
        message:
          `Rate limit reached for ${refusal.model} on tokens per min (TPM): Limit ${refusal.tokensPerMinute}, ` +
          `Used ${refusal.tokensPerMinute - refusal.available}, Requested ${refusal.requested}. ` +
          `Please try again in ${seconds.toFixed(3)}s.`,
        type: 'tokens',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
    inputTokens: 0,
    outputTokens: 0,
  };
}

/** The chat-completions answer of a reply plan. */
export function openAiReply(plan: ReplyPlan): Outgoing {
  const viaTool = (plan.request as ReturnType<typeof openAiRequest>).viaTool;
  let json = JSON.stringify(plan.value);
  if (plan.fault === 'malformed-json') json = `${json.slice(0, -1)},}`;
  if (plan.cut) json = json.slice(0, Math.max(1, plan.outputTokens * JSON_CHARS_PER_TOKEN - 1));
  const refusal =
    plan.fault === 'refusal' ? "I'm sorry, but I can't help with evaluating this content." : null;
  const name = plan.fault === 'wrong-tool' ? 'json' : plan.request.toolName;
  const message =
    refusal !== null
      ? { role: 'assistant', content: refusal, refusal }
      : viaTool
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${Math.random().toString(36).slice(2, 12)}`,
                type: 'function',
                function: { name, arguments: json },
              },
            ],
          }
        : { role: 'assistant', content: json };
  const finish = plan.cut ? 'length' : refusal !== null || !viaTool ? 'stop' : 'tool_calls';
  return {
    status: 200,
    body: {
      id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'emulated-model',
      choices: [{ index: 0, message, finish_reason: finish }],
      usage: {
        prompt_tokens: plan.inputTokens,
        completion_tokens: plan.outputTokens,
        total_tokens: plan.inputTokens + plan.outputTokens,
      },
    },
    inputTokens: plan.inputTokens,
    outputTokens: plan.outputTokens,
  };
}
