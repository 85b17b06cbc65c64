/**
 * What this product knows about the Bedrock models it accepts (docs/decisions/0050-model-limits-and-batches.md):
 * the output cap of each model, that it supports forced tool use, and the regions where it answers on
 * demand under its own id (elsewhere a cross-region inference profile, `us.`/`eu.`/`apac.` + id, is needed).
 *
 * Sources, as read when this table was written (update it with them):
 * - Forced tool use: Bedrock API reference, `ToolChoice.tool`: "Only supported by Anthropic Claude 3 and
 *   Amazon Nova models" (https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolChoice.html).
 * - Output caps: Amazon Nova user guide (Micro, Lite, Pro: 5 000 output tokens per request; Premier 32 000)
 *   and Anthropic's model comparison (Claude 3 Haiku, 3.5 Sonnet v1: 4 096; 3.5 Haiku, 3.5 Sonnet v2,
 *   3.7 Sonnet without extended thinking: 8 192; Sonnet 4: 64 000).
 * - On-demand regions: Bedrock user guide, "Supported foundation models in Amazon Bedrock" (regions where
 *   the model id itself is served; "cross-region inference only" elsewhere). Conservative on purpose: a
 *   region missing here only earns a synth-time warning.
 */
export interface ModelLimits {
  /** Display name for the README table and messages. */
  name: string;
  /** Largest `maxTokens` (output tokens) one request may ask for. */
  maxOutputTokens: number;
  /** Regions where the plain model id is served on demand; empty: inference profiles only. */
  onDemandRegions: readonly string[];
}

/** Foundation model id → limits. Every model here supports Converse `toolChoice: { tool }`. */
export const BEDROCK_MODELS: Record<string, ModelLimits> = {
  'amazon.nova-micro-v1:0': {
    name: 'Amazon Nova Micro',
    maxOutputTokens: 5000,
    onDemandRegions: ['us-east-1'],
  },
  'amazon.nova-lite-v1:0': {
    name: 'Amazon Nova Lite',
    maxOutputTokens: 5000,
    onDemandRegions: ['us-east-1'],
  },
  'amazon.nova-pro-v1:0': { name: 'Amazon Nova Pro', maxOutputTokens: 5000, onDemandRegions: ['us-east-1'] },
  'amazon.nova-premier-v1:0': { name: 'Amazon Nova Premier', maxOutputTokens: 32000, onDemandRegions: [] },
  'anthropic.claude-3-haiku-20240307-v1:0': {
    name: 'Anthropic Claude 3 Haiku',
    maxOutputTokens: 4096,
    onDemandRegions: [
      'us-east-1',
      'us-west-2',
      'eu-central-1',
      'eu-west-1',
      'eu-west-3',
      'ap-northeast-1',
      'ap-southeast-2',
    ],
  },
  'anthropic.claude-3-5-haiku-20241022-v1:0': {
    name: 'Anthropic Claude 3.5 Haiku',
    maxOutputTokens: 8192,
    onDemandRegions: ['us-west-2'],
  },
  'anthropic.claude-3-5-sonnet-20240620-v1:0': {
    name: 'Anthropic Claude 3.5 Sonnet',
    maxOutputTokens: 4096,
    onDemandRegions: ['us-east-1', 'us-west-2', 'eu-central-1', 'ap-northeast-1'],
  },
  'anthropic.claude-3-5-sonnet-20241022-v2:0': {
    name: 'Anthropic Claude 3.5 Sonnet v2',
    maxOutputTokens: 8192,
    onDemandRegions: ['us-west-2'],
  },
  'anthropic.claude-3-7-sonnet-20250219-v1:0': {
    name: 'Anthropic Claude 3.7 Sonnet',
    maxOutputTokens: 8192,
    onDemandRegions: [],
  },
  'anthropic.claude-sonnet-4-20250514-v1:0': {
    name: 'Anthropic Claude Sonnet 4',
    maxOutputTokens: 64000,
    onDemandRegions: [],
  },
};

/**
 * Output cap (tokens) assumed for a model this table does not know (an OpenAI-compatible server's model):
 * 4 096, the smallest cap of the models above and a common default of local servers.
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
