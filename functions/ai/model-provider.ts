import pLimit from 'p-limit';
import { MAX_QUESTION_COUNT } from '../../shared/interview-options';
import { callTimeoutMs } from './call-timeout';
import { writeFeedbackWithModel } from './feedback-report';
import { maxOutputTokensOf } from './model-limits';
import * as followUpPrompt from './prompts/follow-up.v1';
import * as generatePrompt from './prompts/generate-questions.v1';
import type {
  AiProvider,
  FeedbackReportInput,
  FeedbackReportResult,
  FollowUpInput,
  FollowUpResult,
  GenerateQuestionsInput,
  GeneratedQuestion,
  GeneratedQuestions,
  ScoreSessionInput,
  SessionScore,
  TokenUsage,
} from './provider';
import { readQuestionsReply } from './read-questions';
import { scoreWithModel } from './score-answers';
import { addDistinct } from './repair';
import { RETRY_BUDGET_GROWTH, retryMaxTokens, type ModelBackend } from './structured-call';
import { UpstreamFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { INVALID_OUTPUT_MESSAGE, TIMEOUT_MESSAGE } from './bedrock/errors';

export { answerMaxTokens } from './score-answers';
export type { ModelBackend } from './structured-call';

/**
 * Output tokens allowed per generated question with its key points: an estimate with margin (a question of
 * about 40 tokens and up to 5 key points of 15-20 tokens, more in languages that tokenize longer).
 */
export const TOKENS_PER_QUESTION = 150;
/** Output tokens of the tool-call wrapper around the questions. */
const QUESTIONS_WRAPPER_TOKENS = 300;

/** Output budget (tokens) of one generation call for `count` questions. */
export function questionsMaxTokens(count: number): number {
  return QUESTIONS_WRAPPER_TOKENS + TOKENS_PER_QUESTION * count;
}

/**
 * Most questions one part asks for, whatever the model's cap: parts of 10 are written in parallel (at most
 * {@link PARTS_AT_ONCE} at a time) and stored as each arrives, so the template shows progress and a part
 * takes 1 800 output tokens, 100 s at the slowest accepted speed (docs/decisions/0147-generation-bounded-by-its-worker.md).
 */
export const QUESTIONS_PER_PART = 10;
/** Parts of one template asked for at once: a 30-question template is three parts in flight. */
export const PARTS_AT_ONCE = 3;

/**
 * Most questions one generation call asks for on a model whose output cap is `maxOutputTokens`: so many
 * that even the retry's larger budget (`retryMaxTokens` of `./structured-call.ts`) fits under the cap, and
 * never more than {@link QUESTIONS_PER_PART}. Nova Lite (5 000): 10, so a 30-question template is written
 * in three calls at once (docs/decisions/0050-model-limits-and-batches.md).
 */
export function questionBatchSize(maxOutputTokens: number): number {
  const fits = Math.floor(
    (maxOutputTokens / RETRY_BUDGET_GROWTH - QUESTIONS_WRAPPER_TOKENS) / TOKENS_PER_QUESTION,
  );
  return Math.max(1, Math.min(MAX_QUESTION_COUNT, QUESTIONS_PER_PART, fits));
}

/** Calls asking again for questions that came back as duplicates of others, per template. */
export const REPAIR_ROUNDS = 2;

function addUsage(total: TokenUsage, more: TokenUsage): void {
  total.inputTokens += more.inputTokens;
  total.outputTokens += more.outputTokens;
  total.totalTokens += more.totalTokens;
}

/**
 * {@link AiProvider} on a language model (Bedrock or an OpenAI-compatible server), with the same prompts,
 * evidence checks and repair rules for both (docs/decisions/0025-scoring-samples-and-providers.md).
 * Scoring: one call per answer and sample (a fresh context each), temperature 0, `SCORING_SAMPLES`
 * samples, the median score, "needs review" when the samples spread more than 2 points; at most
 * `SCORING_CONCURRENCY` calls at once. Errors: `UpstreamFailed` from the backend's call.
 */
export class ModelProvider implements AiProvider {
  constructor(private readonly backend: ModelBackend) {}

  /**
   * Questions in `input.language`, exactly `numberOfQuestions`, written in parts of at most
   * {@link questionBatchSize} (the model's output cap), {@link PARTS_AT_ONCE} at a time, each handed on as it
   * arrives (`input.onPart`); duplicates are dropped and the missing ones asked for again (at most
   * {@link REPAIR_ROUNDS} times, with the kept questions to avoid). Questions already stored by an earlier
   * run (`input.written`) are named to every part as not to be repeated, and a repeat of one is dropped, so a
   * run delivered again asks only for the rest. No deadline of its own: a call's timeout
   * follows from its output tokens (`callTimeoutMs`), and `input.deadlineAt` (the worker's, from its Lambda
   * timeout) stops the run. Usage sums every call.
   * @throws UpstreamFailed when a call fails or times out, the run passes `deadlineAt`, or the model keeps
   *   repeating itself.
   */
  async generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions> {
    const count = input.numberOfQuestions;
    const cap = maxOutputTokensOf(this.backend.modelId());
    const batch = questionBatchSize(cap);
    const deadlineAt = input.deadlineAt;
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
    let modelId = this.backend.modelId();
    const { deadlineAt: _deadline, onPart, written = [], ...request } = input;
    const ask = async (n: number, partOf: generatePrompt.GenerateQuestionsPart) => {
      const maxTokens = questionsMaxTokens(n);
      // Each attempt, and both together, at the slowest accepted speed, unless the worker's deadline comes first.
      const retryTimeoutMs = callTimeoutMs(retryMaxTokens({ maxTokens, maxTokensLimit: cap }));
      const own = callTimeoutMs(maxTokens) + retryTimeoutMs;
      const deadlineMs = deadlineAt === undefined ? own : Math.min(own, deadlineAt - Date.now());
      if (deadlineMs <= 0) throw new UpstreamFailed(TIMEOUT_MESSAGE);
      const result = await this.backend.call({
        system: generatePrompt.SYSTEM_PROMPT,
        prompt: generatePrompt.buildGenerateQuestionsPrompt({ ...request, numberOfQuestions: n }, partOf),
        toolName: generatePrompt.TOOL_NAME,
        toolDescription: generatePrompt.TOOL_DESCRIPTION,
        schema: generatePrompt.questionsToolSchema(n),
        read: (raw) => readQuestionsReply(raw, n),
        maxTokens,
        requestTimeoutMs: retryTimeoutMs,
        maxTokensLimit: cap,
        temperature: 0.4,
        deadlineMs,
        // The worker waits for the model's quota while both attempts could still end before its deadline.
        ...(deadlineAt === undefined ? {} : { quotaWaitUntil: deadlineAt - own }),
      });
      addUsage(usage, result.usage);
      modelId = result.modelId;
      return result.value.questions;
    };

    // The parts run in parallel, each with its own focus; each one is handed on as it arrives (`onPart`).
    const parts = Math.ceil(count / batch);
    const sizes = Array.from({ length: parts }, (_, i) => Math.min(batch, count - i * batch));
    // Every question so far: the earlier run's first (never handed on again), then this run's.
    const all: GeneratedQuestion[] = written.map((text) => ({ text, keyPoints: [] }));
    const kept = () => all.slice(written.length);
    const keep = async (questions: GeneratedQuestion[]) => {
      if (addDistinct(all, questions, written.length + count) && onPart) await onPart(kept(), { ...usage });
    };
    const avoid = written.length > 0 ? { avoid: written } : {};
    const limit = pLimit(PARTS_AT_ONCE);
    await Promise.all(
      sizes.map((n, i) =>
        limit(async () => keep(await ask(n, { part: { index: i + 1, of: parts }, ...avoid }))),
      ),
    );
    for (let round = 1; kept().length < count; round++) {
      if (round > REPAIR_ROUNDS) throw new UpstreamFailed(INVALID_OUTPUT_MESSAGE);
      const missing = count - kept().length;
      logger.info('Generated questions repeated themselves, asking for the missing ones', { missing, round });
      await keep(await ask(Math.min(batch, missing), { avoid: all.map((q) => q.text) }));
    }
    return {
      provider: this.backend.name,
      modelId,
      promptVersion: generatePrompt.PROMPT_VERSION,
      usage,
      language: input.language,
      questions: kept(),
    };
  }

  /** Scores every item with the model (`./score-answers.ts`): one answer never fails the session. */
  scoreSession(input: ScoreSessionInput): Promise<SessionScore> {
    return scoreWithModel(this.backend, input);
  }

  /** A feedback report's sections (`./feedback-report.ts`), in parts that fit the model's output cap. */
  writeFeedbackReport(input: FeedbackReportInput): Promise<FeedbackReportResult> {
    return writeFeedbackWithModel(this.backend, input);
  }

  /**
   * One follow-up call (`./prompts/follow-up.v1.ts`) through the backend's structured call with its retry,
   * at temperature 0: the model says whether the answer needs one and writes it. A reply asking a
   * follow-up already asked counts as none.
   * @throws UpstreamFailed (ModelCallFailed with its usage) when the call fails or runs past `deadlineMs`.
   */
  async askFollowUp(input: FollowUpInput): Promise<FollowUpResult> {
    const { signal, deadlineMs, ...request } = input;
    const result = await this.backend.call({
      system: followUpPrompt.SYSTEM_PROMPT,
      prompt: followUpPrompt.buildFollowUpPrompt(request),
      toolName: followUpPrompt.TOOL_NAME,
      toolDescription: followUpPrompt.TOOL_DESCRIPTION,
      schema: followUpPrompt.followUpToolSchema,
      maxTokens: followUpPrompt.FOLLOW_UP_MAX_TOKENS,
      maxTokensLimit: maxOutputTokensOf(this.backend.modelId()),
      temperature: 0,
      deadlineMs,
      ...(signal ? { signal } : {}),
    });
    const text = result.value.question.trim();
    const asked = result.value.needed && text && !request.asked.includes(text);
    return {
      provider: this.backend.name,
      modelId: result.modelId,
      promptVersion: followUpPrompt.PROMPT_VERSION,
      usage: result.usage,
      text: asked ? text : null,
    };
  }
}
