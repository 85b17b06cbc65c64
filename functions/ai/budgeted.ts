import { config } from '../config';
import { estimateUsd, reserveAiBudget, withAiBudget, type BudgetReservation } from './budget';
import { aiProvider } from './index';
import { maxOutputTokensOf } from './model-limits';
import {
  answerMaxTokens,
  questionBatchSize,
  questionsMaxTokens,
  REPAIR_ROUNDS,
  TOKENS_PER_QUESTION,
} from './model-provider';
import { costUsd } from './model-prices';
import * as answerPrompt from './prompts/score-answer.v2';
import * as generatePrompt from './prompts/generate-questions.v1';
import { ModelCallFailed } from './structured-call';
import { estimateTokens } from './token-estimate';
import type { GenerateQuestionsInput, GeneratedQuestions, ScoreSessionInput, SessionScore } from './provider';

/**
 * The AI provider's calls under the organization's monthly budget (`./budget.ts`): each run reserves its
 * worst case first (every call retried with the larger budget), then settles to the reported usage.
 */

/** Input tokens of a scoring call besides its system prompt and message: the tool definition and framing. */
const SCORING_TOOL_TOKENS = 500;

/**
 * Estimated input tokens (see `./token-estimate.ts`) of one scoring call for `item`: the system prompt,
 * the message with the fenced question, key points and answer, and the tool definition.
 */
export function scoringInputTokens(
  input: Pick<ScoreSessionInput, 'topic' | 'language' | 'reportLanguage'>,
  item: ScoreSessionInput['items'][number],
): number {
  const prompt = answerPrompt.buildScoreAnswerPrompt({
    topic: input.topic,
    question: item.question,
    keyPoints: item.keyPoints,
    answer: item.answer?.trim() ?? '',
    language: input.language,
    reportLanguage: input.reportLanguage ?? 'English',
  });
  return estimateTokens(answerPrompt.SYSTEM_PROMPT) + estimateTokens(prompt) + SCORING_TOOL_TOKENS;
}

/** The model id costs are counted at (the offline provider has no list price, so it costs 0). */
export function configuredModel(): string {
  const { AI_PROVIDER } = config();
  if (AI_PROVIDER === 'bedrock') return config().BEDROCK_MODEL_ID;
  if (AI_PROVIDER === 'openai-compatible') return config().AI_MODEL;
  return 'offline-question-bank';
}

/** What a failed run spent: the tokens its model calls reported (`ModelCallFailed.usage`), at list price. */
function failedCost(error: unknown) {
  if (!(error instanceof ModelCallFailed)) return undefined;
  return { usd: costUsd(configuredModel(), error.usage) ?? 0, usage: error.usage };
}

/** Input tokens of a generation call besides its system prompt and message: the tool definition and framing. */
const GENERATION_TOOL_TOKENS = 800;

/**
 * Estimated input tokens (see `./token-estimate.ts`) of every call generating `input`'s questions on a
 * model whose parts hold `batch` questions: each part's real prompt (topic, skills, role, the fenced
 * applicant or job-position data, the part's focus) with the system prompt and tool definition, and the
 * {@link REPAIR_ROUNDS} repair calls, each listing up to every question to avoid at the most one question
 * may take ({@link TOKENS_PER_QUESTION}).
 */
export function generationInputTokens(input: GenerateQuestionsInput, batch: number): number {
  const count = input.numberOfQuestions;
  const parts = Math.ceil(count / batch);
  const framing = estimateTokens(generatePrompt.SYSTEM_PROMPT) + GENERATION_TOOL_TOKENS;
  let tokens = 0;
  for (let i = 0; i < parts; i++) {
    const n = Math.min(batch, count - i * batch);
    const prompt = generatePrompt.buildGenerateQuestionsPrompt(
      { ...input, numberOfQuestions: n },
      { part: { index: i + 1, of: parts } },
    );
    tokens += framing + estimateTokens(prompt);
  }
  const repair = generatePrompt.buildGenerateQuestionsPrompt({
    ...input,
    numberOfQuestions: Math.min(batch, count),
  });
  const avoided = Math.max(0, count - 1) * TOKENS_PER_QUESTION;
  return tokens + REPAIR_ROUNDS * (framing + estimateTokens(repair) + avoided);
}

/**
 * Worst-case cost (USD) of generating `input`'s questions with `modelId`: every part and repair call,
 * each retried, input from the real prompts ({@link generationInputTokens}), output at each call's budget.
 */
export function generationEstimateUsd(modelId: string, input: GenerateQuestionsInput): number {
  const batch = questionBatchSize(maxOutputTokensOf(modelId));
  const calls = Math.ceil(input.numberOfQuestions / batch) + REPAIR_ROUNDS;
  return estimateUsd(modelId, 2 * generationInputTokens(input, batch), 2 * calls * questionsMaxTokens(batch));
}

/**
 * Worst-case cost (USD) of scoring the answered items of `input` with `samples` samples each, every call
 * retried: input from each answer's real prompt ({@link scoringInputTokens}), output at its cap.
 */
export function scoringEstimateUsd(modelId: string, input: ScoreSessionInput, samples: number): number {
  const cap = maxOutputTokensOf(modelId);
  const answered = input.items.filter((i) => i.answer?.trim());
  const output = answered.reduce((sum, i) => sum + answerMaxTokens(i.keyPoints.length, cap), 0);
  const prompts = answered.reduce((sum, i) => sum + scoringInputTokens(input, i), 0);
  return estimateUsd(modelId, 2 * samples * prompts, 2 * samples * output);
}

/**
 * Reserves the worst-case cost of generating `input`'s questions ({@link generationEstimateUsd}, from the
 * real prompts' size) for a run that settles it itself at the tokens used when it ends (the generation
 * worker, `settleAiBudget`).
 * @throws AiBudgetExceeded (429) when the month's budget has no room; nothing is reserved then.
 */
export function reserveGenerationBudget(
  orgId: string,
  input: GenerateQuestionsInput,
): Promise<BudgetReservation> {
  return reserveAiBudget(orgId, generationEstimateUsd(configuredModel(), input));
}

/**
 * Questions from the AI provider, charged to `orgId`'s budget.
 * @throws AiBudgetExceeded (429) when the month's budget has no room; UpstreamFailed from the provider.
 */
export function generateQuestionsWithinBudget(
  orgId: string,
  input: GenerateQuestionsInput,
): Promise<GeneratedQuestions> {
  const model = configuredModel();
  return withAiBudget(
    orgId,
    generationEstimateUsd(model, input),
    async () => (await aiProvider()).generateQuestions(input),
    (r) => ({ usd: costUsd(r.modelId, r.usage) ?? 0, usage: r.usage }),
    failedCost,
  );
}

/**
 * A session scored by the AI provider, charged to `orgId`'s budget.
 * @param limitUsd - the organization's monthly budget when the caller has read the organization
 *   (`monthlyBudgetFor`), so the reservation does not read it again.
 * @throws AiBudgetExceeded when the month's budget has no room; UpstreamFailed from the provider.
 */
export function scoreSessionWithinBudget(
  orgId: string,
  input: ScoreSessionInput,
  limitUsd?: number,
): Promise<SessionScore> {
  const model = configuredModel();
  const samples = config().AI_PROVIDER === 'offline' ? 1 : config().SCORING_SAMPLES;
  return withAiBudget(
    orgId,
    scoringEstimateUsd(model, input, samples),
    async () => (await aiProvider()).scoreSession(input),
    (r) => ({ usd: r.costUsd ?? 0, usage: r.usage }),
    failedCost,
    limitUsd,
  );
}
