import { config } from '../config';
import { estimateUsd, withAiBudget } from './budget';
import { feedbackEstimateUsd } from './feedback-report';
import { configuredModel, generationEstimateUsd } from './generation-budget';
import { aiProvider } from './index';
import { maxOutputTokensOf } from './model-limits';
import { answerMaxTokens } from './model-provider';
import { costUsd } from './model-prices';
import * as answerPrompt from './prompts/score-answer.v2';
import { ModelCallFailed } from './structured-call';
import { estimateTokens } from './token-estimate';
import type {
  FeedbackReportInput,
  FeedbackReportResult,
  GenerateQuestionsInput,
  GeneratedQuestions,
  ScoreSessionInput,
  SessionScore,
} from './provider';

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

/** What a failed run spent: the tokens its model calls reported (`ModelCallFailed.usage`), at list price. */
function failedCost(error: unknown) {
  if (!(error instanceof ModelCallFailed)) return undefined;
  return { usd: costUsd(configuredModel(), error.usage) ?? 0, usage: error.usage };
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

/**
 * A feedback report's sections written by the model, charged to `orgId`'s budget: its worst case
 * (`feedbackEstimateUsd`) reserved first, then settled to the tokens used, a failed run's too
 * (docs/decisions/0168-feedback-drafted-by-the-model.md).
 * @throws Error when the provider writes no report (the offline one); AiBudgetExceeded when the month's
 *   budget has no room; ModelThrottled or UpstreamFailed from the model.
 */
export async function writeFeedbackWithinBudget(
  orgId: string,
  input: FeedbackReportInput,
): Promise<FeedbackReportResult> {
  const provider = await aiProvider();
  if (!provider.writeFeedbackReport) throw new Error(`${config().AI_PROVIDER} writes no feedback report`);
  return withAiBudget(
    orgId,
    feedbackEstimateUsd(configuredModel(), input),
    () => provider.writeFeedbackReport!(input),
    (r) => ({ usd: costUsd(r.modelId, r.usage) ?? 0, usage: r.usage }),
    failedCost,
  );
}
