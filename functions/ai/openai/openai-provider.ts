import { config } from '../../config';
import { ModelProvider } from '../model-provider';
import { callChatTool } from './chat-tool';

/**
 * {@link ModelProvider} on an OpenAI-compatible chat-completions server (`AI_PROVIDER=openai-compatible`
 * with `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`): the same prompts, evidence checks and repair rules as
 * Bedrock. Self-hosted models have no list price, so results carry tokens but no USD cost.
 */
export class OpenAiCompatibleProvider extends ModelProvider {
  constructor() {
    super({ name: 'openai-compatible', call: callChatTool, modelId: () => config().AI_MODEL ?? '' });
  }
}
