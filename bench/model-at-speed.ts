import { faultMix } from '../infra/local/model-emulator/faults';
import { startModelEmulator } from '../infra/local/model-emulator/server';
import type { BedrockProvider } from '../functions/ai/bedrock/bedrock-provider';

/** What the model benches run at: 400 ms to first token, 60 tokens/s, 20 % bad replies, 5 % 429/503. */
export const MODEL_SPEED =
  'Bedrock provider → model emulator, 60 tokens/s, 400 ms to first token, 20 % bad, 5 % busy';

/**
 * Runs `work` with the Bedrock provider, through the real SDK client, against the model emulator at
 * {@link MODEL_SPEED}, and stops the emulator afterwards. The SDK client is made once per process, so a
 * later bench serves the earlier one's address (`BEDROCK_ENDPOINT`).
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
    ...env,
  });
  const { resetConfig } = await import('../functions/config');
  resetConfig();
  const { BedrockProvider } = await import('../functions/ai/bedrock/bedrock-provider');
  try {
    await work(new BedrockProvider());
  } finally {
    await emulator.stop();
  }
}
