import { BEDROCK_MODELS } from '../../../functions/ai/model-limits';
import { costUsd, MODEL_PRICES_USD_PER_1K } from '../../../functions/ai/model-prices';

describe('every accepted model is priced', () => {
  it.each(Object.keys(BEDROCK_MODELS))(
    '%s has a list price, also as a cross-region inference profile',
    (id) => {
      expect(MODEL_PRICES_USD_PER_1K[id]).toBeDefined();
      const usage = { inputTokens: 1000, outputTokens: 1000, totalTokens: 2000, estimated: false };
      expect(costUsd(`us.${id}`, usage)).toBeGreaterThan(0);
    },
  );
});
