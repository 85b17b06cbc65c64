import { PROMPT_VERSION as GENERATE_PROMPT_VERSION } from '../prompts/generate-questions.v1';
import type {
  AiProvider,
  FollowUpInput,
  FollowUpResult,
  GenerateQuestionsInput,
  GeneratedQuestions,
  ScoreSessionInput,
  SessionScore,
  TokenUsage,
} from '../provider';
import { estimateTokens } from '../text';
import { offlineFollowUp } from './follow-up';
import { generateOfflineQuestions } from './generate';
import { scoreSessionOffline } from './score-session';

/** Version of the offline evidence scorer, recorded as the prompt version of its results. */
export const OFFLINE_SCORER_VERSION = 'offline-evidence@2';

/** Version of the offline follow-up probes, recorded as the prompt version of the follow-ups it asks. */
export const OFFLINE_FOLLOW_UP_VERSION = 'offline-probes@1';

/** Model id recorded on offline results. */
export const OFFLINE_MODEL_ID = 'offline-question-bank';

/** Usage estimated from the characters in and out (≈ 4 per token), marked `estimated`. */
function estimatedUsage(input: unknown, output: unknown): TokenUsage {
  const inputTokens = estimateTokens(JSON.stringify(input));
  const outputTokens = estimateTokens(JSON.stringify(output));
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, estimated: true };
}

/**
 * {@link AiProvider} without network or model: questions from the built-in bank, scores from key-point
 * evidence found in the answer (`./score.ts`). Deterministic (same input, same output) and fast, for local runs, tests and demos. Writes
 * English and Spanish; other languages get English with a `notice`. Never throws for valid input.
 */
export class OfflineProvider implements AiProvider {
  async generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions> {
    // Written at once, so there are no parts to hand on; the deadline cannot be reached.
    const { deadlineAt: _deadline, onPart: _onPart, written: _written, ...request } = input;
    const result = generateOfflineQuestions(request);
    return {
      provider: 'offline',
      modelId: OFFLINE_MODEL_ID,
      promptVersion: GENERATE_PROMPT_VERSION,
      usage: estimatedUsage(request, result.questions),
      ...result,
    };
  }

  async scoreSession(input: ScoreSessionInput): Promise<SessionScore> {
    const result = scoreSessionOffline(input);
    return {
      provider: 'offline',
      modelId: OFFLINE_MODEL_ID,
      promptVersion: OFFLINE_SCORER_VERSION,
      usage: estimatedUsage(input, result),
      ...result,
    };
  }

  async askFollowUp(input: FollowUpInput): Promise<FollowUpResult> {
    const { signal: _signal, deadlineMs: _deadline, ...request } = input;
    const text = offlineFollowUp(request);
    return {
      provider: 'offline',
      modelId: OFFLINE_MODEL_ID,
      promptVersion: OFFLINE_FOLLOW_UP_VERSION,
      usage: estimatedUsage(request, text),
      text,
    };
  }
}
