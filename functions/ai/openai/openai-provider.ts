import { config, requireSettings } from '../../config';
import { ModelProvider } from '../model-provider';
import { callChatTool } from './chat-tool';

/**
 * {@link ModelProvider} on an OpenAI-compatible chat-completions server (`AI_PROVIDER=openai-compatible`
 * with `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`): the same prompts, evidence checks and repair rules as
 * Bedrock. Self-hosted models have no list price, so results carry tokens but no USD cost.
 * @throws SettingError naming `AI_BASE_URL` or `AI_MODEL` when either is missing.
 */
export class OpenAiCompatibleProvider extends ModelProvider {
  constructor() {
    requireSettings('AI_BASE_URL', 'AI_MODEL');
    super({ name: 'openai-compatible', call: callChatTool, modelId: () => config().AI_MODEL });
  }
}
