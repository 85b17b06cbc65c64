import * as z from 'zod';
import { config } from '../../config';
import { UpstreamFailed } from '../../http/errors';
import { logger } from '../../http/logger';
import {
  BUSY_MESSAGE,
  INVALID_OUTPUT_MESSAGE,
  TIMEOUT_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../bedrock/converse-tool';
import type { TokenUsage } from '../provider';
import { jsonSchemaOf, retryMaxTokens, type ToolCall, type ToolResult } from '../structured-call';

/** Per-request timeout (ms) when the call gives none: local models can be slow on a laptop. */
export const OPENAI_REQUEST_TIMEOUT_MS = 60_000;

/** The parts of a chat-completions answer this module reads. */
const ChatCompletionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() })
    .nullish(),
});

/** The request body: a forced function call (`tools`), or a strict JSON-schema response format. */
function requestBody(
  call: ToolCall<unknown>,
  model: string,
  mode: 'tools' | 'json_schema',
  maxTokens: number,
) {
  const parameters = jsonSchemaOf(call.schema);
  const base = {
    model,
    messages: [
      { role: 'system', content: call.system },
      { role: 'user', content: call.prompt },
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
        tool_choice: { type: 'function', function: { name: call.toolName } },
      }
    : {
        ...base,
        response_format: {
          type: 'json_schema',
          json_schema: { name: call.toolName, schema: parameters, strict: true },
        },
      };
}

/** The JSON the model answered with: the named tool call's arguments, else the message content. */
function answerOf(body: z.infer<typeof ChatCompletionSchema>, toolName: string): unknown {
  const choice = body.choices[0]!;
  if (choice.finish_reason === 'length') return undefined; // cut off: never complete
  const raw =
    choice.message.tool_calls?.find((c) => c.function.name === toolName)?.function.arguments ??
    choice.message.content ??
    '';
  try {
    return JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return undefined;
  }
}

/** `UpstreamFailed` for an HTTP status: 429 and 503 mean busy, others unavailable. */
function failureOf(status: number): UpstreamFailed {
  return new UpstreamFailed(status === 429 || status === 503 ? BUSY_MESSAGE : UNAVAILABLE_MESSAGE);
}

/**
 * One structured call to an OpenAI-compatible chat-completions server (`AI_BASE_URL`, `AI_MODEL`,
 * optional `AI_API_KEY`; Ollama, vLLM, llama.cpp server, LM Studio): the answer is validated with the
 * zod schema and the call retried once, with a larger output budget, when it is cut off, missing or
 * invalid: the same repair rule as Bedrock.
 * @returns the parsed value and the usage summed over the attempts (tokens as the server reports them).
 * @throws UpstreamFailed when the server is busy, times out, fails, or both answers are invalid.
 */
export async function callChatTool<T>(call: ToolCall<T>): Promise<ToolResult<T>> {
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_STRUCTURED_OUTPUT } = config();
  const model = AI_MODEL;
  const url = `${AI_BASE_URL.replace(/\/+$/, '')}/chat/completions`;
  const deadline = AbortSignal.timeout(call.deadlineMs);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };

  for (let attempt = 1; attempt <= 2; attempt++) {
    // A second attempt (after a cut-off or invalid answer) gets a larger output budget.
    const maxTokens = attempt === 1 ? call.maxTokens : retryMaxTokens(call);
    const body = JSON.stringify(
      requestBody(call as ToolCall<unknown>, model, AI_STRUCTURED_OUTPUT ?? 'tools', maxTokens),
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(AI_API_KEY ? { authorization: `Bearer ${AI_API_KEY}` } : {}),
        },
        body,
        signal: AbortSignal.any([
          deadline,
          AbortSignal.timeout(call.requestTimeoutMs ?? OPENAI_REQUEST_TIMEOUT_MS),
        ]),
      });
    } catch (error) {
      logger.warn('Chat completion failed', { model, attempt, error: error as Error });
      const name = error instanceof Error ? error.name : '';
      throw new UpstreamFailed(
        name === 'TimeoutError' || name === 'AbortError' ? TIMEOUT_MESSAGE : UNAVAILABLE_MESSAGE,
      );
    }
    if (!response.ok) {
      logger.warn('Chat completion refused', { model, attempt, status: response.status });
      throw failureOf(response.status);
    }
    const parsedBody = ChatCompletionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsedBody.success) {
      logger.warn('Chat completion answer has no choices', { model, attempt });
      continue;
    }
    const u = parsedBody.data.usage;
    usage.inputTokens += u?.prompt_tokens ?? 0;
    usage.outputTokens += u?.completion_tokens ?? 0;
    usage.totalTokens = usage.inputTokens + usage.outputTokens;

    const parsed = call.schema.safeParse(answerOf(parsedBody.data, call.toolName));
    if (parsed.success) {
      try {
        call.check?.(parsed.data);
        return { value: parsed.data, modelId: model, usage };
      } catch (error) {
        logger.warn('Chat completion answer failed its check', { model, attempt, error: error as Error });
      }
    } else {
      logger.warn('Chat completion answer is invalid', {
        model,
        attempt,
        issues: parsed.error.issues.slice(0, 5),
      });
    }
  }
  throw new UpstreamFailed(INVALID_OUTPUT_MESSAGE);
}
