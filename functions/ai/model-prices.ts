import { BEDROCK_MODELS } from './bedrock-models';
import { foundationOf } from './model-limits';
import type { TokenUsage } from './provider';

/**
 * Models no longer accepted (retired from sale or from the table), still priced so that runs recorded with
 * them keep their cost: USD per 1 000 tokens, US East, from https://aws.amazon.com/bedrock/pricing/ as last
 * read for each.
 */
const RETIRED_USD_PER_1K: Record<string, { input: number; output: number }> = {
  'anthropic.claude-3-haiku-20240307-v1:0': { input: 0.00025, output: 0.00125 },
  'anthropic.claude-3-5-haiku-20241022-v1:0': { input: 0.0008, output: 0.004 },
  'anthropic.claude-3-5-sonnet-20240620-v1:0': { input: 0.003, output: 0.015 },
  'anthropic.claude-3-5-sonnet-20241022-v2:0': { input: 0.003, output: 0.015 },
  'anthropic.claude-3-7-sonnet-20250219-v1:0': { input: 0.003, output: 0.015 },
  'meta.llama3-1-8b-instruct-v1:0': { input: 0.00022, output: 0.00022 },
  'mistral.mistral-small-2402-v1:0': { input: 0.001, output: 0.003 },
};

/**
 * On-demand list prices, USD per 1 000 tokens, in US East (N. Virginia): every accepted model's from its
 * row in `./bedrock-models.ts` (source: https://aws.amazon.com/bedrock/pricing/, as of
 * `BEDROCK_MODELS_AS_OF`), and the retired ones'. A cross-region inference profile (`us.…`) is priced
 * as its model. Every model `./model-limits.ts` accepts has a price here: the stack input refuses one
 * without (`infra/stack-input.ts`), so no model bypasses the monthly budget
 * (docs/decisions/0052-monthly-ai-budget.md).
 */
export const MODEL_PRICES_USD_PER_1K: Record<string, { input: number; output: number }> = {
  ...RETIRED_USD_PER_1K,
  ...Object.fromEntries(
    Object.entries(BEDROCK_MODELS).map(([id, m]) => [
      id,
      { input: m.usdPerMillion.input / 1000, output: m.usdPerMillion.output / 1000 },
    ]),
  ),
};

/**
 * Cost (USD) of `usage` at `modelId`'s list price, rounded to 1/1 000 000 USD; undefined when the model
 * has no list price here (offline, self-hosted OpenAI-compatible servers, a model not in the table).
 */
export function costUsd(modelId: string, usage: TokenUsage): number | undefined {
  const price = MODEL_PRICES_USD_PER_1K[foundationOf(modelId)];
  if (!price || usage.estimated) return undefined;
  const usd = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1000;
  return Math.round(usd * 1e6) / 1e6;
}
