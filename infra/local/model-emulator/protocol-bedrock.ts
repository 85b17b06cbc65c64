import { JSON_CHARS_PER_TOKEN, type ModelRequest } from './content';
import type { FaultKind } from './faults';
import type { Outgoing, ReplyPlan } from './reply';

/**
 * Bedrock Converse over HTTP as the Bedrock Runtime API reference describes it (`POST
 * /model/{modelId}/converse`, https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_Converse.html):
 * the request's system, user message, `inferenceConfig.maxTokens` and tool; the answer's `output.message`,
 * `stopReason` and `usage`; errors named in the `x-amzn-errortype` header, as the SDK reads them.
 */

type ConverseBody = {
  system?: { text?: string }[];
  messages?: { content?: { text?: string }[] }[];
  inferenceConfig?: { maxTokens?: number };
  toolConfig?: {
    tools?: { toolSpec?: { name?: string; inputSchema?: { json?: Record<string, unknown> } } }[];
  };
};

/** The emulator's view of a Converse request body. */
export function bedrockRequest(raw: Record<string, unknown>): ModelRequest {
  const body = raw as ConverseBody;
  const spec = body.toolConfig?.tools?.[0]?.toolSpec;
  return {
    system: (body.system ?? []).map((s) => s.text ?? '').join('\n'),
    prompt: (body.messages ?? [])
      .flatMap((m) => m.content ?? [])
      .map((c) => c.text ?? '')
      .join('\n'),
    toolName: spec?.name ?? '',
    schema: spec?.inputSchema?.json ?? {},
    maxTokens: body.inferenceConfig?.maxTokens ?? 4096,
  };
}

const ERRORS: Partial<Record<FaultKind, { status: number; type: string; message: string }>> = {
  throttle: {
    status: 429,
    type: 'ThrottlingException',
    message: 'Too many requests, please wait before trying again.',
  },
  unavailable: { status: 503, type: 'ServiceUnavailableException', message: 'The service is unavailable.' },
  timeout: { status: 408, type: 'ModelTimeoutException', message: 'The request took too long to process.' },
  'malformed-json': {
    status: 424,
    type: 'ModelErrorException',
    message:
      'Model produced invalid sequence as part of ToolUse. Please refer to the model tool use troubleshooting guide.',
  },
};

/** A Converse error answer for a transport fault (or Nova's answer to a malformed tool call). */
export function bedrockError(fault: FaultKind): Outgoing {
  const error = ERRORS[fault] ?? ERRORS.unavailable!;
  return {
    status: error.status,
    headers: { 'x-amzn-errortype': `${error.type}:http://internal.amazon.com/coral/com.amazon.bedrock/` },
    body: { message: error.message },
    inputTokens: 0,
    outputTokens: 0,
  };
}

/**
 * Bedrock's answer to a call over the model's tokens-per-minute quota: HTTP 429 with `x-amzn-errortype:
 * ThrottlingException` and the message Bedrock sends for a token quota, which the SDK turns into a
 * `ThrottlingException` (Converse errors, https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_Converse.html#API_runtime_Converse_Errors).
 * Bedrock names no wait: no `Retry-After` header.
 */
export function bedrockQuotaError(): Outgoing {
  return {
    status: 429,
    headers: {
      'x-amzn-errortype': 'ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/',
    },
    body: { message: 'Too many tokens, please wait before trying again.' },
    inputTokens: 0,
    outputTokens: 0,
  };
}

/** The Converse answer of a reply plan. */
export function bedrockReply(plan: ReplyPlan): Outgoing {
  if (plan.fault === 'malformed-json') return bedrockError('malformed-json');
  const usage = {
    inputTokens: plan.inputTokens,
    outputTokens: plan.outputTokens,
    totalTokens: plan.inputTokens + plan.outputTokens,
  };
  const json = JSON.stringify(plan.value);
  const content = plan.cut
    ? [{ text: json.slice(0, Math.max(1, plan.outputTokens * JSON_CHARS_PER_TOKEN - 1)) }]
    : plan.fault === 'refusal'
      ? [{ text: "I'm sorry, but I can't help with evaluating this content." }]
      : [
          {
            toolUse: {
              toolUseId: `tooluse_${Math.random().toString(36).slice(2, 12)}`,
              name: plan.fault === 'wrong-tool' ? 'json' : plan.request.toolName,
              input: plan.value,
            },
          },
        ];
  const stopReason = plan.cut ? 'max_tokens' : plan.fault === 'refusal' ? 'end_turn' : 'tool_use';
  return {
    status: 200,
    body: {
      output: { message: { role: 'assistant', content } },
      stopReason,
      usage,
      metrics: { latencyMs: 1 },
    },
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
  };
}
