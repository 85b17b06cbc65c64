import { config } from '../../config';
import { ModelProvider } from '../model-provider';
import { callTool } from './converse-tool';

export { answerMaxTokens, questionsMaxTokens } from '../model-provider';

/**
 * {@link ModelProvider} on Amazon Bedrock (Converse API, model `BEDROCK_MODEL_ID`), each call forced to
 * answer through one tool whose input schema is the zod schema of the result. Writes any of the 10
 * languages. Errors: `UpstreamFailed` (see `callTool`).
 */
export class BedrockProvider extends ModelProvider {
  constructor() {
    super({ name: 'bedrock', call: callTool, modelId: () => config().BEDROCK_MODEL_ID });
  }
}
