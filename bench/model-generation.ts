/**
 * Generation at a real model's speed: the Bedrock provider, through the real SDK client, against the
 * model emulator at 400 ms to first token and 60 tokens/s with 20 % bad replies and 5 % 429/503, as the
 * generation worker runs it. Figures: Generate-to-last-question for 10 and 30 questions, next to the
 * worker's own deadline (docs/decisions/0086-generation-in-a-background-worker.md: 300 s timeout − 30 s).
 */
import { faultMix } from '../infra/local/model-emulator/faults';
import { startModelEmulator } from '../infra/local/model-emulator/server';

/** The generation worker's deadline (s): its Lambda timeout minus the margin it keeps back. */
const WORKER_DEADLINE_S = 270;

export async function modelGeneration(): Promise<void> {
  // The SDK client is made once per process: a run after the scoring bench serves the same address.
  const earlier = process.env.BEDROCK_ENDPOINT;
  const emulator = await startModelEmulator({
    ...(earlier ? { port: Number(new URL(earlier).port) } : {}),
    seed: 86,
    faults: faultMix(0.2, 0.05),
    timeToFirstTokenMs: 400,
    tokensPerSecond: 60,
  });
  Object.assign(process.env, {
    AI_PROVIDER: 'bedrock',
    BEDROCK_ENDPOINT: emulator.url,
    BEDROCK_MODEL_ID: process.env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  });
  const { resetConfig } = await import('../functions/config');
  resetConfig();
  const { BedrockProvider } = await import('../functions/ai/bedrock/bedrock-provider');
  const provider = new BedrockProvider();
  console.log(
    '\nGeneration at model speed (Bedrock provider → model emulator, 60 tokens/s, 20 % bad, 5 % busy)',
  );
  try {
    for (const count of [10, 30]) {
      const started = performance.now();
      const result = await provider.generateQuestions({
        topic: 'Site Reliability Engineer',
        language: 'English',
        numberOfQuestions: count,
      });
      const seconds = (performance.now() - started) / 1000;
      const flag = seconds > WORKER_DEADLINE_S ? '  OVER' : '';
      console.log(
        `  Generate-to-last-question, ${count} questions: ${seconds.toFixed(1)} s (budget ≤ ${WORKER_DEADLINE_S} s)${flag}; ` +
          `${result.questions.length} written, ${result.usage.totalTokens} tokens`,
      );
    }
  } finally {
    await emulator.stop();
  }
}
