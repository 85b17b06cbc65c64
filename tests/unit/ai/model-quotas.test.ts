import { ASSUMED_TOKENS_PER_MINUTE, BEDROCK_MODELS } from '../../../functions/ai/bedrock-models';
import { callTimeoutMs, SLOWEST_TOKENS_PER_SECOND } from '../../../functions/ai/call-timeout';
import {
  defaultTokensPerMinute,
  outputBurndownOf,
  quotaCharged,
  quotaReserved,
} from '../../../functions/ai/model-limits';
import { questionBatchSize, questionsMaxTokens } from '../../../functions/ai/model-provider';
import { retryMaxTokens } from '../../../functions/ai/structured-call';

const SONNET_45 = 'anthropic.claude-sonnet-4-5-20250929-v1:0';

describe("today's Bedrock models", () => {
  it.each(Object.entries(BEDROCK_MODELS))(
    '%s states its cap, price, forced tool use, quota and source',
    (id, model) => {
      expect(model.forcedToolUse).toBe(true);
      expect(model.maxOutputTokens).toBeGreaterThanOrEqual(5000);
      expect(model.usdPerMillion.input).toBeGreaterThan(0);
      expect(model.usdPerMillion.output).toBeGreaterThan(model.usdPerMillion.input);
      expect(model.source).toMatch(/^https:\/\/docs\.aws\.amazon\.com\//);
      expect(defaultTokensPerMinute(id, 'us-east-1')).toBeGreaterThanOrEqual(ASSUMED_TOKENS_PER_MINUTE);
      expect([1, 5]).toContain(model.outputBurndown);
      // The Service Quotas entry an owner reads names the model, on demand where it is served so.
      expect(model.quotaName).toMatch(/^(On-demand|Cross-Region) InvokeModel tokens per minute for /);
      expect(model.quotaName).toContain(model.name.replace(/^(Amazon|Anthropic) /, ''));
      expect(model.quotaName.startsWith('On-demand')).toBe(model.onDemandRegions.length > 0);
    },
  );

  it('lists the Claude 4.5 family and the current Nova generation, and no retired Claude 3.x', () => {
    const names = Object.values(BEDROCK_MODELS).map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Anthropic Claude Haiku 4.5',
        'Anthropic Claude Sonnet 4.5',
        'Anthropic Claude Opus 4.5',
        'Amazon Nova 2 Lite',
        'Amazon Nova Lite',
      ]),
    );
    expect(Object.keys(BEDROCK_MODELS).filter((id) => id.includes('claude-3'))).toEqual([]);
  });

  it('gives the default quota of a model and region, profiles included, and a floor elsewhere', () => {
    expect(defaultTokensPerMinute('amazon.nova-lite-v1:0', 'us-east-1')).toBe(4_000_000);
    expect(defaultTokensPerMinute('us.amazon.nova-lite-v1:0', 'us-east-1')).toBe(4_000_000);
    expect(defaultTokensPerMinute('eu.amazon.nova-lite-v1:0', 'eu-west-1')).toBe(ASSUMED_TOKENS_PER_MINUTE);
    expect(defaultTokensPerMinute(`us.${SONNET_45}`, 'us-east-1')).toBe(ASSUMED_TOKENS_PER_MINUTE);
    expect(defaultTokensPerMinute('emulated-model', 'us-east-1')).toBe(ASSUMED_TOKENS_PER_MINUTE);
  });

  it('gives the published cross-region defaults of Nova Micro, Pro and Premier where they go through a profile', () => {
    expect(defaultTokensPerMinute('us.amazon.nova-micro-v1:0', 'us-west-2')).toBe(4_000_000);
    expect(defaultTokensPerMinute('us.amazon.nova-pro-v1:0', 'us-east-2')).toBe(800_000);
    expect(defaultTokensPerMinute('us.amazon.nova-premier-v1:0', 'us-east-1')).toBe(800_000);
    // No published default found: the floor, never more.
    expect(defaultTokensPerMinute('amazon.nova-pro-v1:0', 'us-east-1')).toBe(ASSUMED_TOKENS_PER_MINUTE);
    expect(defaultTokensPerMinute('us.amazon.nova-2-lite-v1:0', 'us-east-1')).toBe(ASSUMED_TOKENS_PER_MINUTE);
  });

  it('counts a Claude 4.5 output token five times against the quota, a Nova one once', () => {
    const usage = { inputTokens: 1000, outputTokens: 300 };
    expect(outputBurndownOf(`global.${SONNET_45}`)).toBe(5);
    expect(quotaCharged(`us.${SONNET_45}`, usage)).toBe(2500);
    expect(quotaCharged('amazon.nova-lite-v1:0', usage)).toBe(1300);
    expect(quotaCharged('emulated-model', usage)).toBe(1300);
    expect(quotaReserved({ inputTokens: 1000, maxTokens: 780 })).toBe(1780);
  });
});

describe('call timeouts from output tokens', () => {
  it('lets every part of a 30-question template finish at the slowest accepted speed, retry included', () => {
    for (const [id, model] of Object.entries(BEDROCK_MODELS)) {
      const part = Math.min(30, questionBatchSize(model.maxOutputTokens));
      const first = questionsMaxTokens(part);
      const retry = retryMaxTokens({ maxTokens: first, maxTokensLimit: model.maxOutputTokens });
      for (const tokens of [first, retry]) {
        const writing = (tokens * 1000) / SLOWEST_TOKENS_PER_SECOND;
        expect(callTimeoutMs(tokens), id).toBeGreaterThan(writing);
      }
    }
  });

  it('gives a 15-question part at 60 tokens/s far more time than it takes, and still ends a stalled call', () => {
    const tokens = questionsMaxTokens(15);
    expect(callTimeoutMs(tokens)).toBeGreaterThan(2 * ((tokens * 1000) / 60));
    expect(callTimeoutMs(tokens)).toBeLessThan(180_000);
  });
});
