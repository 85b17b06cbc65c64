import pLimit from 'p-limit';
import { UpstreamFailed } from '../errors/errors';
import { TIMEOUT_MESSAGE } from './bedrock/errors';
import { callTimeoutMs } from './call-timeout';
import { estimateUsd } from './budget';
import { maxOutputTokensOf } from './model-limits';
import * as prompt from './prompts/feedback-report.v1';
import type { FeedbackReportInput, FeedbackReportResult, TokenUsage } from './provider';
import {
  ModelCallFailed,
  ModelThrottled,
  RETRY_BUDGET_GROWTH,
  retryMaxTokens,
  type ModelBackend,
} from './structured-call';
import { estimateTokens } from './token-estimate';

/*
 * A feedback report's sections written by a model (docs/decisions/0168-feedback-drafted-by-the-model.md):
 * the answered questions in parts that fit the model's output cap, each part one forced tool call.
 */

/** Questions one call asks for at most: a part of 8 is 2 900 output tokens, 155 s at the slowest accepted speed. */
export const FEEDBACK_QUESTIONS_PER_PART = 8;
/** Parts asked for at once. */
const PARTS_AT_ONCE = 3;
/** Input tokens of a feedback call besides its system prompt and message: the tool definition and framing. */
const FEEDBACK_TOOL_TOKENS = 400;

/** Most questions one call asks for on a model whose output cap is `maxOutputTokens` (its retry fits too). */
export function feedbackBatchSize(maxOutputTokens: number): number {
  const fits = Math.floor(
    (maxOutputTokens / RETRY_BUDGET_GROWTH - prompt.FEEDBACK_WRAPPER_TOKENS) /
      prompt.TOKENS_PER_FEEDBACK_QUESTION,
  );
  return Math.max(1, Math.min(FEEDBACK_QUESTIONS_PER_PART, fits));
}

/** `input`'s questions in parts of `batch`. */
function partsOf<T>(items: readonly T[], batch: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / batch) }, (_, i) =>
    items.slice(i * batch, (i + 1) * batch),
  );
}

/**
 * Worst-case cost (USD) of writing `input`'s report with `modelId`: every part's real prompt and its
 * output budget, each call retried once with the larger budget.
 */
export function feedbackEstimateUsd(modelId: string, input: FeedbackReportInput): number {
  const batch = feedbackBatchSize(maxOutputTokensOf(modelId));
  const framing = estimateTokens(prompt.SYSTEM_PROMPT) + FEEDBACK_TOOL_TOKENS;
  let inputTokens = 0;
  let outputTokens = 0;
  for (const part of partsOf(input.questions, batch)) {
    inputTokens += framing + estimateTokens(prompt.buildFeedbackReportPrompt({ ...input, questions: part }));
    outputTokens += prompt.feedbackMaxTokens(part.length);
  }
  return estimateUsd(modelId, 2 * inputTokens, Math.ceil(2 * RETRY_BUDGET_GROWTH * outputTokens));
}

type FeedbackSection = { question: number; didWell: string; stronger: string };

/**
 * A failed part's error carrying the tokens of the parts that were answered too, so the budget charges
 * the whole run; a throttle stays a throttle.
 */
function withUsage(error: unknown, answered: TokenUsage): unknown {
  if (!(error instanceof ModelCallFailed)) return error;
  const usage: TokenUsage = {
    inputTokens: answered.inputTokens + error.usage.inputTokens,
    outputTokens: answered.outputTokens + error.usage.outputTokens,
    totalTokens: answered.totalTokens + error.usage.totalTokens,
    estimated: false,
  };
  if (error instanceof ModelThrottled) return new ModelThrottled(error.message, error.retryAfterMs, usage);
  return new ModelCallFailed(error.message, error.reason, usage);
}

/**
 * The two sections of every question of `input`, written by the model in parts of
 * {@link feedbackBatchSize}, {@link PARTS_AT_ONCE} at a time, at temperature 0.3. A reply must number
 * each question of its part once; the sections are returned as written (the caller guards them,
 * `./feedback-guard.ts`).
 * @throws ModelThrottled when the quota stops a call; UpstreamFailed (ModelCallFailed with its usage) when a
 *   call fails, or `input.deadlineAt` leaves no time for one.
 */
export async function writeFeedbackWithModel(
  backend: ModelBackend,
  input: FeedbackReportInput,
): Promise<FeedbackReportResult> {
  const cap = maxOutputTokensOf(backend.modelId());
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
  let modelId = backend.modelId();
  const { deadlineAt } = input;
  const ask = async (part: FeedbackReportInput['questions']) => {
    const maxTokens = prompt.feedbackMaxTokens(part.length);
    const retryTimeoutMs = callTimeoutMs(retryMaxTokens({ maxTokens, maxTokensLimit: cap }));
    const own = callTimeoutMs(maxTokens) + retryTimeoutMs;
    const deadlineMs = deadlineAt === undefined ? own : Math.min(own, deadlineAt - Date.now());
    if (deadlineMs <= 0) throw new UpstreamFailed(TIMEOUT_MESSAGE);
    const numbers = part.map((q) => q.n);
    const result = await backend.call({
      system: prompt.SYSTEM_PROMPT,
      prompt: prompt.buildFeedbackReportPrompt({
        topic: input.topic,
        language: input.language,
        questions: part,
      }),
      toolName: prompt.TOOL_NAME,
      toolDescription: prompt.TOOL_DESCRIPTION,
      schema: prompt.feedbackToolSchema(part.length),
      check: (value) => {
        const got = value.perQuestion.map((q) => q.question).sort((a, b) => a - b);
        if (got.join() !== [...numbers].sort((a, b) => a - b).join())
          throw new Error(`Expected questions ${numbers.join(', ')}, got ${got.join(', ')}`);
      },
      maxTokens,
      requestTimeoutMs: retryTimeoutMs,
      maxTokensLimit: cap,
      temperature: 0.3,
      deadlineMs,
      ...(deadlineAt === undefined ? {} : { quotaWaitUntil: deadlineAt - own }),
    });
    usage.inputTokens += result.usage.inputTokens;
    usage.outputTokens += result.usage.outputTokens;
    usage.totalTokens += result.usage.totalTokens;
    modelId = result.modelId;
    return result.value.perQuestion;
  };
  const limit = pLimit(PARTS_AT_ONCE);
  const settled = await Promise.allSettled(
    partsOf(input.questions, feedbackBatchSize(cap)).map((part) => limit(() => ask(part))),
  );
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw withUsage(failed.reason, usage);
  const replies = settled.map((r) => (r as PromiseFulfilledResult<FeedbackSection[]>).value);
  return {
    provider: backend.name,
    modelId,
    promptVersion: prompt.PROMPT_VERSION,
    usage,
    sections: replies.flat().map(({ question, didWell, stronger }) => ({ n: question, didWell, stronger })),
  };
}
