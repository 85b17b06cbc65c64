import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { faultMix } from '../infra/local/model-emulator/faults';
import { startModelEmulator } from '../infra/local/model-emulator/server';
import type { BedrockProvider } from '../functions/ai/bedrock/bedrock-provider';
import type { ModelThrottled } from '../functions/ai/structured-call';

/**
 * What the model benches run at: 400 ms to first token, 60 tokens/s, 20 % bad replies, 2.5 % 429s (an
 * account's other callers, beside the emulator's own quota) and 2.5 % 503s. A throttle puts the run back on
 * its queue (decision record 0149), which keeps what it scored or wrote (decision record 0166).
 */
export const MODEL_SPEED =
  'Bedrock provider → model emulator, 60 tokens/s, 400 ms to first token, 20 % bad, 2.5 % throttled, 2.5 % unavailable';

/**
 * Runs `work` with the Bedrock provider, through the real SDK client, against the model emulator at
 * {@link MODEL_SPEED}, and stops the emulator afterwards. The SDK client is made once per process, so a
 * later bench serves the earlier one's address (`BEDROCK_ENDPOINT`).
 * The product reserves each call's tokens in the table's quota window before sending it
 * (`functions/ai/token-quota.ts`); here those reservations are granted without a table: at the emulator's
 * quota (Nova Lite's 4 000 000 tokens a minute) this bench's calls never wait for one, and the cohort bench
 * (`npm run bench -- cohort`) runs them against the table. The emulator keeps its own quota all the same.
 * @param seed - the emulator's fault seed (a bench's own, so its figures repeat).
 * @param env - further settings for the provider (e.g. `SCORING_SAMPLES`).
 */
export async function withModelAtSpeed(
  seed: number,
  env: Record<string, string>,
  work: (provider: BedrockProvider) => Promise<void>,
): Promise<void> {
  const earlier = process.env.BEDROCK_ENDPOINT;
  const emulator = await startModelEmulator({
    ...(earlier ? { port: Number(new URL(earlier).port) } : {}),
    seed,
    faults: faultMix(0.2, 0.05),
    timeToFirstTokenMs: 400,
    tokensPerSecond: 60,
  });
  Object.assign(process.env, {
    AI_PROVIDER: 'bedrock',
    BEDROCK_ENDPOINT: emulator.url,
    BEDROCK_MODEL_ID: process.env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    TABLE_NAME: process.env.TABLE_NAME ?? 'bench-model-quota',
    AI_TOKENS_PER_MINUTE: String(emulator.tokensPerMinute),
    ...env,
  });
  const quotaTable = mockClient(DynamoDBDocumentClient);
  quotaTable.on(UpdateCommand).resolves({});
  const { resetConfig } = await import('../functions/config');
  resetConfig();
  const { BedrockProvider } = await import('../functions/ai/bedrock/bedrock-provider');
  try {
    await work(new BedrockProvider());
  } finally {
    quotaTable.restore();
    await emulator.stop();
    // The client's HTTP/2 sessions die with this emulator: the next bench's calls open new ones.
    (await import('../functions/ai/bedrock/client')).bedrockClient.destroy();
  }
}

/**
 * Runs `attempt` as the model queue delivers a message (decision record 0149): a throttle puts the work
 * back, delivered again once its `retryAfterMs` has passed, without counting as a failure.
 * @returns the result and how many times the work was put back.
 */
export async function asTheQueueDelivers<T>(
  attempt: () => Promise<T>,
): Promise<{ result: T; putBack: number }> {
  const { ModelThrottled } = await import('../functions/ai/structured-call');
  for (let putBack = 0; ; putBack++) {
    try {
      return { result: await attempt(), putBack };
    } catch (error) {
      if (!(error instanceof ModelThrottled)) throw error;
      await new Promise((resolve) => setTimeout(resolve, (error as ModelThrottled).retryAfterMs));
    }
  }
}
