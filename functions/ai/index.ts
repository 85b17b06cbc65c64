import { config, requireSettings } from '../config';
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

let provider: Promise<AiProvider> | undefined;

/**
 * The configured provider's module, imported when first needed: inside a function's bundle each
 * provider (the offline question bank, the Bedrock client, the chat-completions client) is evaluated only
 * in the process that uses it, and only once a route generates or scores
 * (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
async function loadProvider(): Promise<AiProvider> {
  const name = config().AI_PROVIDER;
  if (name === 'offline') return new (await import('./offline/offline-provider')).OfflineProvider();
  if (name === 'openai-compatible')
    return new (await import('./openai/openai-provider')).OpenAiCompatibleProvider();
  return new (await import('./bedrock/bedrock-provider')).BedrockProvider();
}

/**
 * The AI provider chosen by `AI_PROVIDER` (`offline` | `bedrock` | `openai-compatible`), made once per process.
 * @throws SettingError (as a rejection) naming `AI_PROVIDER` when it has another value, or a setting the
 * provider needs when missing.
 */
export function aiProvider(): Promise<AiProvider> {
  if (!provider) {
    provider = loadProvider();
    // A provider that failed to load is not kept: the next call tries again.
    provider.catch(() => (provider = undefined));
  }
  return provider;
}

/** Forgets the provider (tests that change `AI_PROVIDER`). */
export function resetAiProvider(): void {
  provider = undefined;
}
