import { defaultTokensPerMinute } from '../../../functions/ai/model-limits';
import { parseFaultMix } from './faults';
import type { ModelEmulatorOptions } from './server';

/**
 * The model emulator of `npm start` and `npm run start:artifacts`, from the environment:
 * `MODEL_EMULATOR=bedrock` (or `openai-compatible`) runs it and points that provider at it;
 * `MODEL_EMULATOR_PORT` (default 8010), `MODEL_EMULATOR_SEED` (1), `MODEL_EMULATOR_FAULTS`
 * (`bad=0.2,busy=0.05`, see `parseFaultMix`), `MODEL_EMULATOR_TTFT_MS` (400),
 * `MODEL_EMULATOR_TOKENS_PER_SECOND` (60) and `MODEL_EMULATOR_TOKENS_PER_MINUTE` (the model's quota; default
 * `AI_TOKENS_PER_MINUTE`, the quota the product is told it has, else Bedrock's default for
 * `BEDROCK_MODEL_ID` in `AWS_REGION`, `defaultTokensPerMinute`) set it up.
 * @returns undefined without `MODEL_EMULATOR`.
 * @throws Error naming the variable with a value it cannot use.
 */
export function modelEmulatorFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): { provider: 'bedrock' | 'openai-compatible'; options: ModelEmulatorOptions } | undefined {
  const provider = env.MODEL_EMULATOR;
  if (!provider) return undefined;
  if (provider !== 'bedrock' && provider !== 'openai-compatible')
    throw new Error(`MODEL_EMULATOR=${provider}: expected bedrock or openai-compatible`);
  const n = (name: string, fallback: number, least = 0) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < least)
      throw new Error(`${name}=${env[name]}: expected a number ≥ ${least}`);
    return value;
  };
  return {
    provider,
    options: {
      port: n('MODEL_EMULATOR_PORT', 8010),
      seed: n('MODEL_EMULATOR_SEED', 1),
      faults: parseFaultMix(env.MODEL_EMULATOR_FAULTS),
      timeToFirstTokenMs: n('MODEL_EMULATOR_TTFT_MS', 400),
      tokensPerSecond: n('MODEL_EMULATOR_TOKENS_PER_SECOND', 60),
      tokensPerMinute: n(
        'MODEL_EMULATOR_TOKENS_PER_MINUTE',
        Number(env.AI_TOKENS_PER_MINUTE) ||
          defaultTokensPerMinute(
            env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0',
            env.AWS_REGION ?? 'us-east-1',
          ),
        1,
      ),
    },
  };
}

/** The handlers' settings that send `provider`'s calls to the emulator at `url`. */
export function modelEmulatorEnv(
  provider: 'bedrock' | 'openai-compatible',
  url: string,
): Record<string, string> {
  return provider === 'bedrock'
    ? { AI_PROVIDER: 'bedrock', BEDROCK_ENDPOINT: url }
    : { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${url}/v1`, AI_MODEL: 'emulated-model' };
}
