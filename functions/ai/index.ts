import { config, requireSettings } from '../config';
import { BedrockProvider } from './bedrock/bedrock-provider';
import { OfflineProvider } from './offline/offline-provider';
import { OpenAiCompatibleProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export type * from './provider';

// Read at load: a function without the `ai` capability's variables fails at start.
// Model providers also need their model and how many samples and calls a scoring run makes.
const PROVIDER_SETTINGS = {
  offline: [],
  bedrock: ['BEDROCK_MODEL_ID', 'SCORING_SAMPLES', 'SCORING_CONCURRENCY'],
  'openai-compatible': ['AI_BASE_URL', 'AI_MODEL', 'SCORING_SAMPLES', 'SCORING_CONCURRENCY'],
} as const;
requireSettings('AI_PROVIDER', ...PROVIDER_SETTINGS[config().AI_PROVIDER]);

let provider: AiProvider | undefined;

/**
 * The AI provider chosen by `AI_PROVIDER` (`offline` | `bedrock` | `openai-compatible`), made once per process.
 * @throws SettingError naming `AI_PROVIDER` when it has another value, or a setting the provider needs when missing.
 */
export function aiProvider(): AiProvider {
  if (!provider) {
    const name = config().AI_PROVIDER;
    provider =
      name === 'offline'
        ? new OfflineProvider()
        : name === 'openai-compatible'
          ? new OpenAiCompatibleProvider()
          : new BedrockProvider();
  }
  return provider;
}

/** Forgets the provider (tests that change `AI_PROVIDER`). */
export function resetAiProvider(): void {
  provider = undefined;
}
