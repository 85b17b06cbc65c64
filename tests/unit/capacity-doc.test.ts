import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultTokensPerMinute, outputBurndownOf } from '../../functions/ai/model-limits';
import { API_THROTTLE } from '../../infra/constructs/api';
import { parseStackInput } from '../../infra/stack-input';
import {
  WAF_ACCESS_CODE_RATE_PER_5_MIN,
  WAF_API_RATE_PER_5_MIN,
  WAF_APPLICANT_RATE_PER_5_MIN,
  WAF_SIGN_IN_RATE_PER_5_MIN,
} from '../../infra/constructs/waf';
import { EXAM_ROOM_APPLICANTS, FLOOD_SHARES } from '../../shared/flood-limits';

/**
 * docs/capacity.md states the limits the product has today: each figure it gives for a limit of our own
 * (flood shares, WAF rules, the stage, stack input defaults, the model table's quotas) is the one in the
 * code, so a changed limit cannot leave the capacity plan behind.
 */
const doc = readFileSync(resolve(__dirname, '../../docs/capacity.md'), 'utf8');

/** The table row of `docs/capacity.md` whose first cell starts with `label`. */
function row(label: string): string {
  const line = doc.split('\n').find((l) => l.startsWith(`| ${label}`));
  if (!line) throw new Error(`docs/capacity.md has no row "${label}"`);
  return line;
}

const n = (value: number) => value.toLocaleString('en-US');
const defaults = parseStackInput({});

describe('docs/capacity.md', () => {
  it('gives the stage throttle and the cohort that reaches it', () => {
    const stage = row('API Gateway, the stage');
    expect(stage).toContain(`${API_THROTTLE.rateLimit} requests/s, burst ${API_THROTTLE.burstLimit}`);
    expect(defaults.apiRequestsPerSecond).toBe(API_THROTTLE.rateLimit);
    // 8 calls each in the first minute.
    expect(stage).toContain(
      `about ${n((API_THROTTLE.rateLimit * 60) / 8)} applicants starting within the same minute`,
    );
  });

  it("gives the WAF's per-address rules and the exam room they hold", () => {
    const waf = row('WAF, per address');
    for (const limit of [
      WAF_APPLICANT_RATE_PER_5_MIN,
      WAF_ACCESS_CODE_RATE_PER_5_MIN,
      WAF_API_RATE_PER_5_MIN,
      WAF_SIGN_IN_RATE_PER_5_MIN,
    ])
      expect(waf).toContain(n(limit));
    expect(waf).toContain(`a room of more than ${EXAM_ROOM_APPLICANTS} behind one address`);
  });

  it('gives the mail caps and shares an organization has by default', () => {
    const mail = row('mail caps of the product');
    expect(mail).toContain(`\`mailDailyCapPerUser\` ${n(defaults.mailDailyCapPerUser)}`);
    expect(mail).toContain(`\`mailDailyCapPerOrg\` ${n(defaults.mailDailyCapPerOrg)}`);
    expect(mail).toContain(`new organizations ${n(defaults.newOrgMailDailyCap)}`);
    expect(mail).toContain(`${FLOOD_SHARES.mail.limit} a minute per org`);
    expect(row('follow-up share of an organization')).toContain(
      `${FLOOD_SHARES.followUp.limit} follow-ups a minute`,
    );
  });

  it("gives the default model's quota, and a Claude model's with its output counted five times", () => {
    expect(row('Bedrock, Nova Lite')).toContain(
      `${n(defaultTokensPerMinute('amazon.nova-lite-v1:0', 'us-east-1'))} tokens a minute`,
    );
    const claude = row('Bedrock, Claude');
    const sonnet = 'anthropic.claude-sonnet-4-5-20250929-v1:0';
    expect(claude).toContain(`${n(defaultTokensPerMinute(sonnet, 'us-east-1'))} tokens a minute`);
    expect(outputBurndownOf(sonnet)).toBe(5);
    expect(claude).toContain('output counted 5 times');
  });
});
