import type { TokenUsage } from './provider';

/**
 * On-demand list prices of the Bedrock models this product is set up for, USD per 1 000 tokens, in
 * US East (N. Virginia). Source: the Amazon Bedrock pricing page, https://aws.amazon.com/bedrock/pricing/
 * (on-demand text models), as read when this table was written; update it when prices change. A
 * cross-region inference profile (`us.…`) is priced as its model. Every model `./model-limits.ts` accepts
 * has a price here: the stack input refuses one without (`infra/stack-input.ts`), so no model bypasses
 * the monthly budget (docs/decisions/0052-monthly-ai-budget.md).
 */
export const MODEL_PRICES_USD_PER_1K: Record<string, { input: number; output: number }> = {
  'amazon.nova-micro-v1:0': { input: 0.000035, output: 0.00014 },
  'amazon.nova-lite-v1:0': { input: 0.00006, output: 0.00024 },
  'amazon.nova-pro-v1:0': { input: 0.0008, output: 0.0032 },
  'anthropic.claude-3-haiku-20240307-v1:0': { input: 0.00025, output: 0.00125 },
  'anthropic.claude-3-5-haiku-20241022-v1:0': { input: 0.0008, output: 0.004 },
  'anthropic.claude-3-5-sonnet-20240620-v1:0': { input: 0.003, output: 0.015 },
  'anthropic.claude-3-5-sonnet-20241022-v2:0': { input: 0.003, output: 0.015 },
  'anthropic.claude-3-7-sonnet-20250219-v1:0': { input: 0.003, output: 0.015 },
  'anthropic.claude-sonnet-4-20250514-v1:0': { input: 0.003, output: 0.015 },
  'amazon.nova-premier-v1:0': { input: 0.0025, output: 0.0125 },
  'meta.llama3-1-8b-instruct-v1:0': { input: 0.00022, output: 0.00022 },
  'mistral.mistral-small-2402-v1:0': { input: 0.001, output: 0.003 },
};

/**
 * Cost (USD) of `usage` at `modelId`'s list price, rounded to 1/1 000 000 USD; undefined when the model
 * has no list price here (offline, self-hosted OpenAI-compatible servers, a model not in the table).
 */
export function costUsd(modelId: string, usage: TokenUsage): number | undefined {
  const price = MODEL_PRICES_USD_PER_1K[modelId.replace(/^(us|eu|apac|global)\./, '')];
  if (!price || usage.estimated) return undefined;
  const usd = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1000;
  return Math.round(usd * 1e6) / 1e6;
}
