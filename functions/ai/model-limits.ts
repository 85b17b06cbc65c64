import { ASSUMED_TOKENS_PER_MINUTE, BEDROCK_MODELS, type BedrockModel } from './bedrock-models';

/**
 * What this product knows about the Bedrock models it accepts: the table of `./bedrock-models.ts` (output
 * cap, price, forced tool use, default quota, output burndown, sources; docs/decisions/0050-model-limits-and-batches.md
 * and 0146-todays-bedrock-models-and-their-quotas.md), and what follows from it: the output cap of a model
 * id or inference profile, the profile a region needs, the quota a call reserves and is charged.
 */
export { BEDROCK_MODELS } from './bedrock-models';

/** What the product knows of one accepted model (see `./bedrock-models.ts`). */
export type ModelLimits = BedrockModel;

/**
 * Output cap (tokens) assumed for a model this table does not know (an OpenAI-compatible server's model):
 * 4 096, a common default of local servers and below every cap of the table (5 000 at least).
 */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

/** Geography prefix of Bedrock's cross-region inference profiles. */
const PROFILE_PREFIX = /^(us|us-gov|eu|apac|jp|au|ca|global)\./;

/** The foundation model behind a model id or inference profile id (`us.amazon.nova-lite-v1:0` → `amazon.nova-lite-v1:0`). */
export function foundationOf(modelId: string): string {
  return modelId.replace(PROFILE_PREFIX, '');
}

/** Limits of a model id or inference profile id; undefined when the table does not know the model. */
export function modelLimits(modelId: string): ModelLimits | undefined {
  return BEDROCK_MODELS[foundationOf(modelId)];
}

/** Output cap (tokens) of `modelId`, or {@link DEFAULT_MAX_OUTPUT_TOKENS} for a model not in the table. */
export function maxOutputTokensOf(modelId: string): number {
  return modelLimits(modelId)?.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
}

/**
 * The inference profile to use for `modelId` in `region`, or undefined when the plain id works there (or is
 * already a profile). The geography follows the region (`us-*` → `us.`, `eu-*` → `eu.`, `ap-*` → `apac.`).
 */
export function inferenceProfileNeeded(modelId: string, region: string): string | undefined {
  if (PROFILE_PREFIX.test(modelId)) return undefined;
  const limits = BEDROCK_MODELS[modelId];
  if (!limits || limits.onDemandRegions.includes(region)) return undefined;
  const geo = region.startsWith('eu-') ? 'eu' : region.startsWith('ap-') ? 'apac' : 'us';
  return `${geo}.${modelId}`;
}

/**
 * The default tokens-per-minute quota (tokens, input and output together as Bedrock counts them) of
 * `modelId` (a model id or inference profile) in `region`, from the table's source page; for a model or
 * region the table states none for, {@link ASSUMED_TOKENS_PER_MINUTE}. The default of the stack input
 * `aiTokensPerMinute`.
 */
export function defaultTokensPerMinute(modelId: string, region: string): number {
  return modelLimits(modelId)?.tokensPerMinute[region] ?? ASSUMED_TOKENS_PER_MINUTE;
}

/**
 * How many quota tokens one output token of `modelId` counts for: 5 for Claude 3.7 and later on Bedrock,
 * 1 otherwise (other Bedrock models, and OpenAI-compatible servers, which count tokens as they are).
 */
export function outputBurndownOf(modelId: string): number {
  return modelLimits(modelId)?.outputBurndown ?? 1;
}

/**
 * Quota tokens a call reserves when it starts, as Bedrock counts them: its input plus its `maxTokens`
 * (https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-token-burndown.html).
 */
export function quotaReserved(call: { inputTokens: number; maxTokens: number }): number {
  return call.inputTokens + call.maxTokens;
}

/** Quota tokens a finished call of `modelId` is charged: its input plus its output × the burndown. */
export function quotaCharged(modelId: string, usage: { inputTokens: number; outputTokens: number }): number {
  return usage.inputTokens + usage.outputTokens * outputBurndownOf(modelId);
}
