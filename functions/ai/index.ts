import { config } from '../config';
import { BedrockProvider } from './bedrock/bedrock-provider';
import { OfflineProvider } from './offline/offline-provider';
import { OpenAiCompatibleProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export type * from './provider';

let provider: AiProvider | undefined;

/**
 * The AI provider chosen by `AI_PROVIDER` (`offline` | `bedrock` | `openai-compatible`), made once per process.
 * @throws ZodError when `AI_PROVIDER` has another value, or a setting the provider needs is missing (see `config()`).
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
