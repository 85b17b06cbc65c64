import { config } from '../config';
import { estimateUsd, reserveAiBudget, type BudgetReservation } from './budget';
import { maxOutputTokensOf } from './model-limits';
import { questionBatchSize, questionsMaxTokens, REPAIR_ROUNDS, TOKENS_PER_QUESTION } from './model-provider';
import * as generatePrompt from './prompts/generate-questions.v1';
import { estimateTokens } from './token-estimate';
import type { GenerateQuestionsInput } from './provider';

/*
 * What a generation will cost at most, and its reservation in the organization's monthly budget: the part
 * of `./budgeted.ts` the functions that start a generation need, without the provider's calls, so they
 * load it with their first generation (docs/decisions/0131-functions-load-code-on-first-use.md).
 */

/** The model id costs are counted at (the offline provider has no list price, so it costs 0). */
export function configuredModel(): string {
  const { AI_PROVIDER } = config();
  if (AI_PROVIDER === 'bedrock') return config().BEDROCK_MODEL_ID;
  if (AI_PROVIDER === 'openai-compatible') return config().AI_MODEL;
  return 'offline-question-bank';
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
