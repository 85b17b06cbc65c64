import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { z } from 'zod';
import { returnTokens } from '../../../functions/ai/token-quota';
import { twoAttempts, type AttemptReply } from '../../../functions/ai/two-attempts';
import { estimateTokens } from '../../../functions/ai/token-estimate';
import { jsonSchemaOf, type ToolCall } from '../../../functions/ai/structured-call';
import { quotaWindows, reservedTokens } from '../../../shared/model-queue';

/**
 * What a finished model call reserved and did not use goes back to the quota's window, as Bedrock settles a
 * call ("How tokens are counted in Amazon Bedrock": input + max_tokens reserved at the start, replaced by
 * input + output × burndown at the end): without it a cohort is scored at the pace of `maxTokens`.
 */

const QUOTA = 300_000;
const table = mockClient(DynamoDBDocumentClient);
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeAll(() => {
  process.env.AI_TOKENS_PER_MINUTE = String(QUOTA);
});
afterAll(() => {
  delete process.env.AI_TOKENS_PER_MINUTE;
  table.restore();
});
beforeEach(() => {
  table.reset();
  table.on(UpdateCommand).resolves({});
});

/** The quota writes made, as: tokens added (+) or taken off (−), the condition and the window's key. */
function quotaWrites() {
  return table.commandCalls(UpdateCommand).map((c) => {
    const input = c.args[0].input as UpdateCommandInput;
    const amount = input.ExpressionAttributeValues?.[':count_u0'] as number;
    const expr = input.UpdateExpression ?? '';
    return {
      change: /ADD #count/.test(expr) ? amount : /- :count_u0/.test(expr) ? -amount : 0,
      condition: input.ConditionExpression ?? '',
      key: input.Key,
    };
  });
}

const call: ToolCall<{ verdict: string }> = {
  system: 'You score one answer.',
  prompt: 'Score this answer. '.repeat(200),
  toolName: 'score',
  toolDescription: 'Scores the answer.',
  schema: z.object({ verdict: z.string() }),
  maxTokens: 780,
  maxTokensLimit: 5000,
  temperature: 0,
  deadlineMs: 10_000,
};
const estimate = estimateTokens(
  call.system + call.prompt + call.toolDescription + JSON.stringify(jsonSchemaOf(call.schema)),
);

function attempts(replies: AttemptReply[], outputBurndown?: number) {
  return {
    modelId: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
    label: 'Test',
    ...(outputBurndown ? { outputBurndown } : {}),
    send: async () => replies.shift()!,
  };
}

describe('unused quota goes back when a call ends', () => {
  it('gives back a Claude call its unused output budget × 5, once the reply is in', async () => {
    const reply = { inputTokens: estimate, outputTokens: 300, raw: { verdict: 'good' } };
    await twoAttempts(call, attempts([reply], 5));
    const [taken, given] = quotaWrites();
    expect(taken!.change).toBe(reservedTokens(estimate, 780, 5)); // input + 780 × 5
    expect(given!.change).toBe(-(780 - 300) * 5); // 2,400 of the 4,900 + input reserved
    expect(given!.condition).toMatch(/>=/); // never below an empty window
    expect(quotaWrites()).toHaveLength(2);
  });

  it('counts the input the model reports, not the estimate', async () => {
    const reply = { inputTokens: estimate + 100, outputTokens: 200, raw: { verdict: 'good' } };
    await twoAttempts(call, attempts([reply]));
    expect(quotaWrites()[1]!.change).toBe(-(780 - 200 - 100));
  });

  it('gives nothing back for a reply without usage figures, nor for a model error asked again', async () => {
    await twoAttempts(
      call,
      attempts(['again', { inputTokens: 0, outputTokens: 0, raw: { verdict: 'good' } }]),
    );
    // Two reservations (the first attempt, then the second), no return.
    expect(quotaWrites().map((w) => Math.sign(w.change))).toEqual([1, 1]);
  });

  it('gives back each attempt of a call asked twice', async () => {
    const cut = { inputTokens: estimate, outputTokens: 780, failure: 'cut_off' as const };
    const good = { inputTokens: estimate, outputTokens: 900, raw: { verdict: 'good' } };
    await twoAttempts(call, attempts([cut, good]));
    const changes = quotaWrites().map((w) => w.change);
    // A reply that used its whole budget has nothing to give back (nor a write to make).
    expect(changes.filter((c) => c < 0)).toHaveLength(1);
    expect(changes.at(-1)).toBeLessThan(0);
  });
});

describe('returnTokens', () => {
  const now = Date.UTC(2026, 10, 29, 3, 0, 7);
  const { windowMs } = quotaWindows(QUOTA);

  it('goes to the window current when the call ends', async () => {
    expect(await returnTokens('m', 500, { now })).toBe(500);
    const [write] = quotaWrites();
    expect(write!.key).toMatchObject({
      sk: expect.stringContaining(String((Math.floor(now / windowMs) * windowMs) / 1000)),
    });
  });

  it('empties a window that holds less than the return, and never more', async () => {
    table
      .on(UpdateCommand)
      .rejectsOnce(conditionFailed())
      .resolvesOnce({ Attributes: { count: 120 } });
    expect(await returnTokens('m', 500, { now })).toBe(120);
    const [first, second] = table.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(first!.ConditionExpression).toMatch(/>=/);
    expect(second!.UpdateExpression).toMatch(/SET/);
    expect(second!.ConditionExpression).toMatch(/>.*AND.*</);
  });

  it('leaves alone a window nobody reserved in', async () => {
    table.on(UpdateCommand).rejectsOnce(conditionFailed()).rejectsOnce(conditionFailed());
    expect(await returnTokens('m', 500, { now })).toBe(0);
  });

  it('writes nothing for nothing to give back', async () => {
    expect(await returnTokens('m', 0, { now })).toBe(0);
    expect(await returnTokens('m', -40, { now })).toBe(0);
    expect(table.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
