import { config, requireSettings } from '../config';
import { BedrockProvider } from './bedrock/bedrock-provider';
import { OfflineProvider } from './offline/offline-provider';
import type { AiProvider } from './provider';

export type * from './provider';

// Read at load: a function without the `ai` capability's variables fails at start.
requireSettings(
  'AI_PROVIDER',
  ...(config().AI_PROVIDER === 'bedrock' ? (['BEDROCK_MODEL_ID'] as const) : []),
);

let provider: AiProvider | undefined;

/**
 * The AI provider chosen by `AI_PROVIDER` (`offline` | `bedrock`), made once per process.
 * @throws ZodError when `AI_PROVIDER` has another value (see `config()`).
 */
export function aiProvider(): AiProvider {
  provider ??= config().AI_PROVIDER === 'offline' ? new OfflineProvider() : new BedrockProvider();
  return provider;
}
