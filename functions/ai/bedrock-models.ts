/**
 * The Bedrock models this product accepts (docs/decisions/0146-todays-bedrock-models-and-their-quotas.md):
 * models on sale on Amazon Bedrock as read on 2026-11-28, each with what the product needs of it. Every
 * one supports forced tool use (Converse `toolChoice: { tool }`), which scoring and generation rely on.
 *
 * Sources, as read on 2026-11-28 (update the table with them):
 * - Forced tool use: Bedrock API reference, `ToolChoice`
 *   (https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolChoice.html): Anthropic Claude
 *   (3 and later) and Amazon Nova models.
 * - Output caps: the Amazon Nova user guides (Nova Micro, Lite, Pro: 5 000 output tokens; Premier 32 000;
 *   Nova 2 Lite 65 536) and the Bedrock model cards of Anthropic's models (Claude Sonnet 4, Haiku 4.5,
 *   Sonnet 4.5, Opus 4.5: 64 000).
 * - Prices: https://aws.amazon.com/bedrock/pricing/ (on demand, US East). Claude 4.5 models cost 10 % more
 *   through a geographic inference profile (`us.`, `eu.`, `apac.`) than through `global.`; the table holds
 *   the geographic price, the larger, so the monthly AI budget never under-counts.
 * - Default tokens-per-minute quotas: the Amazon Bedrock service quotas table of the AWS General Reference
 *   (https://docs.aws.amazon.com/general/latest/gr/bedrock.html#limits_bedrock), "On-demand InvokeModel
 *   tokens per minute" for a model served on demand in the region, "Cross-Region InvokeModel tokens per
 *   minute" for one served through a profile; an account's own values are in Service Quotas and may be lower
 *   for a new account (https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-runtime.html). The figures
 *   of Nova Micro, Pro and Premier in the regions listed are the table's cross-region rows ("Cross-region
 *   model inference tokens per minute for Amazon Nova Micro / Pro / Premier V1", their names before the
 *   rename to "InvokeModel") as the table stood in June 2025. No published default was found for Nova
 *   Micro and Pro on demand in us-east-1, for Nova 2 Lite, nor for the Claude 4.5 family: those use
 *   {@link ASSUMED_TOKENS_PER_MINUTE}, and each entry's `quotaName` is the Service Quotas entry to read
 *   (README.md, deploy guide "Before inviting a cohort").
 * - Output burndown: "How tokens are counted in Amazon Bedrock"
 *   (https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-token-burndown.html): Claude 3.7 and later
 *   count each output token 5 times against the tokens-per-minute quota; other models once. A call reserves
 *   its input plus `maxTokens` when it starts and is adjusted to input + output × burndown when it ends.
 */

/** The price page every entry's price comes from. */
export const BEDROCK_PRICING_PAGE = 'https://aws.amazon.com/bedrock/pricing/';
/** The page every entry's default quota comes from. */
export const BEDROCK_QUOTAS_PAGE =
  'https://docs.aws.amazon.com/general/latest/gr/bedrock.html#limits_bedrock';
/** The date the table was read from its sources. */
export const BEDROCK_MODELS_AS_OF = '2026-11-28';

/**
 * Tokens a minute assumed where no published default was found for a model and region (Nova Micro and Pro
 * on demand in us-east-1, Nova 2 Lite, Claude Haiku, Sonnet and Opus 4.5; see the sources above): 200 000,
 * the smallest default the table states (Claude Sonnet 4; also the cross-region default of Nova Micro, Lite
 * and Pro outside the US regions), so the product never plans for more than an account may have. Read the
 * model's `quotaName` in Service Quotas and set the stack input `aiTokensPerMinute` to it to use more.
 */
export const ASSUMED_TOKENS_PER_MINUTE = 200_000;

/** What the product knows of one accepted Bedrock model. */
export interface BedrockModel {
  /** Display name for the README table and messages. */
  name: string;
  /** Largest `maxTokens` (output tokens) one request may ask for. */
  maxOutputTokens: number;
  /** Regions where the plain model id is served on demand; empty: inference profiles only. */
  onDemandRegions: readonly string[];
  /** On-demand list price, USD per 1 000 000 tokens (the geographic profile's price where it differs). */
  usdPerMillion: { input: number; output: number };
  /** Always true here: Converse `toolChoice: { tool }` works (only such models are accepted). */
  forcedToolUse: true;
  /** How many quota tokens one output token counts for (5 for Claude 3.7 and later, else 1). */
  outputBurndown: number;
  /**
   * The default tokens-per-minute quota by region, as the General Reference states it for the way the model
   * is served there (on demand or its profile). Regions not listed: {@link ASSUMED_TOKENS_PER_MINUTE}.
   */
  tokensPerMinute: Readonly<Record<string, number>>;
  /**
   * The Service Quotas entry (service Amazon Bedrock) that holds the account's tokens-per-minute quota for
   * the way the product calls the model: on demand under its own id, else through a cross-region profile.
   * Names as "Quotas for the bedrock-runtime endpoint" gives them (older accounts list "model inference"
   * in place of "InvokeModel").
   */
  quotaName: string;
  /** Where its output cap is stated. */
  source: string;
}

const ON_DEMAND = (model: string) => `On-demand InvokeModel tokens per minute for ${model}`;
const CROSS_REGION = (model: string) => `Cross-Region InvokeModel tokens per minute for ${model}`;

const NOVA_V1_GUIDE = 'https://docs.aws.amazon.com/nova/latest/userguide/what-is-nova.html';
const NOVA_2_GUIDE = 'https://docs.aws.amazon.com/nova/latest/nova2-userguide/what-is-nova-2.html';
const CARD = (slug: string) => `https://docs.aws.amazon.com/bedrock/latest/userguide/model-card-${slug}.html`;

/** Foundation model id → what the product knows of it. The default (`bedrockModelId`) is Nova Lite. */
export const BEDROCK_MODELS: Readonly<Record<string, BedrockModel>> = {
  'amazon.nova-micro-v1:0': {
    name: 'Amazon Nova Micro',
    maxOutputTokens: 5000,
    onDemandRegions: ['us-east-1'],
    usdPerMillion: { input: 0.035, output: 0.14 },
    forcedToolUse: true,
    outputBurndown: 1,
    tokensPerMinute: { 'us-east-2': 4_000_000, 'us-west-2': 4_000_000 },
    quotaName: ON_DEMAND('Amazon Nova Micro'),
    source: NOVA_V1_GUIDE,
  },
  'amazon.nova-lite-v1:0': {
    name: 'Amazon Nova Lite',
    maxOutputTokens: 5000,
    onDemandRegions: ['us-east-1'],
    usdPerMillion: { input: 0.06, output: 0.24 },
    forcedToolUse: true,
    outputBurndown: 1,
    tokensPerMinute: { 'us-east-1': 4_000_000 },
    quotaName: ON_DEMAND('Amazon Nova Lite'),
    source: NOVA_V1_GUIDE,
  },
  'amazon.nova-pro-v1:0': {
    name: 'Amazon Nova Pro',
    maxOutputTokens: 5000,
    onDemandRegions: ['us-east-1'],
    usdPerMillion: { input: 0.8, output: 3.2 },
    forcedToolUse: true,
    outputBurndown: 1,
    tokensPerMinute: { 'us-east-2': 800_000, 'us-west-2': 800_000 },
    quotaName: ON_DEMAND('Amazon Nova Pro'),
    source: NOVA_V1_GUIDE,
  },
  'amazon.nova-premier-v1:0': {
    name: 'Amazon Nova Premier',
    maxOutputTokens: 32000,
    onDemandRegions: [],
    usdPerMillion: { input: 2.5, output: 12.5 },
    forcedToolUse: true,
    outputBurndown: 1,
    tokensPerMinute: { 'us-east-1': 800_000, 'us-east-2': 800_000, 'us-west-2': 800_000 },
    quotaName: CROSS_REGION('Amazon Nova Premier V1'),
    source: NOVA_V1_GUIDE,
  },
  'amazon.nova-2-lite-v1:0': {
    name: 'Amazon Nova 2 Lite',
    maxOutputTokens: 65536,
    onDemandRegions: [],
    usdPerMillion: { input: 0.33, output: 2.75 },
    forcedToolUse: true,
    outputBurndown: 1,
    tokensPerMinute: {},
    quotaName: CROSS_REGION('Amazon Nova 2 Lite'),
    source: NOVA_2_GUIDE,
  },
  'anthropic.claude-haiku-4-5-20251001-v1:0': {
    name: 'Anthropic Claude Haiku 4.5',
    maxOutputTokens: 64000,
    onDemandRegions: [],
    usdPerMillion: { input: 1.1, output: 5.5 },
    forcedToolUse: true,
    outputBurndown: 5,
    tokensPerMinute: {},
    quotaName: CROSS_REGION('Anthropic Claude Haiku 4.5'),
    source: CARD('anthropic-claude-haiku-4-5'),
  },
  'anthropic.claude-sonnet-4-5-20250929-v1:0': {
    name: 'Anthropic Claude Sonnet 4.5',
    maxOutputTokens: 64000,
    onDemandRegions: [],
    usdPerMillion: { input: 3.3, output: 16.5 },
    forcedToolUse: true,
    outputBurndown: 5,
    tokensPerMinute: {},
    quotaName: CROSS_REGION('Anthropic Claude Sonnet 4.5 V1'),
    source: CARD('anthropic-claude-sonnet-4-5'),
  },
  'anthropic.claude-opus-4-5-20251101-v1:0': {
    name: 'Anthropic Claude Opus 4.5',
    maxOutputTokens: 64000,
    onDemandRegions: [],
    usdPerMillion: { input: 5.5, output: 27.5 },
    forcedToolUse: true,
    outputBurndown: 5,
    tokensPerMinute: {},
    quotaName: CROSS_REGION('Anthropic Claude Opus 4.5'),
    source: CARD('anthropic-claude-opus-4-5'),
  },
  'anthropic.claude-sonnet-4-20250514-v1:0': {
    name: 'Anthropic Claude Sonnet 4',
    maxOutputTokens: 64000,
    onDemandRegions: [],
    usdPerMillion: { input: 3, output: 15 },
    forcedToolUse: true,
    outputBurndown: 5,
    tokensPerMinute: { 'us-east-1': 200_000 },
    quotaName: CROSS_REGION('Anthropic Claude Sonnet 4 V1'),
    source: CARD('anthropic-claude-sonnet-4'),
  },
};
