import { config } from '../../config';
import { MAX_QUESTION_COUNT } from '../../../shared/interview-options';
import { detectInjection } from '../injection';
import * as generatePrompt from '../prompts/generate-questions.v1';
import * as scorePrompt from '../prompts/score-session.v1';
import type {
  AiProvider,
  AnswerScore,
  GenerateQuestionsInput,
  GeneratedQuestions,
  ScoreSessionInput,
  SessionScore,
} from '../provider';
import { injectionNotice, notAnsweredFeedback, sessionScoreOf } from '../scoring';
import { callTool } from './converse-tool';

/**
 * Output budget (tokens) for `count` questions: ~120 tokens per question with its key points plus the
 * tool-call wrapper, so 30 questions fit in 4 000 tokens and a short template does not reserve more.
 */
export function questionsMaxTokens(count: number): number {
  return 400 + 120 * Math.min(count, MAX_QUESTION_COUNT);
}

/** Output budget (tokens) for scoring `count` answers: ~150 per answer plus session feedback. */
export function scoreMaxTokens(count: number): number {
  return 800 + 150 * count;
}

/** Generation runs inside the API request: the whole call (retry included) must end before API Gateway's 30 s. */
const GENERATE_DEADLINE_MS = 28_000;
/** Scoring runs in the background worker, so it may take longer than an API request. */
const SCORE_REQUEST_TIMEOUT_MS = 60_000;
const SCORE_DEADLINE_MS = 120_000;

/**
 * {@link AiProvider} on Amazon Bedrock (Converse API, model `BEDROCK_MODEL_ID`), each call forced to answer
 * through one tool whose input schema is the zod schema of the result. Writes any of the 10 languages.
 * Errors: `UpstreamFailed` (see `callTool`).
 */
export class BedrockProvider implements AiProvider {
  /** Questions in `input.language`, exactly `numberOfQuestions`; usage from the model's response. */
  async generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions> {
    const count = input.numberOfQuestions;
    const { value, modelId, usage } = await callTool({
      system: generatePrompt.SYSTEM_PROMPT,
      prompt: generatePrompt.buildGenerateQuestionsPrompt(input),
      toolName: generatePrompt.TOOL_NAME,
      toolDescription: generatePrompt.TOOL_DESCRIPTION,
      schema: generatePrompt.questionsToolSchema(count),
      maxTokens: questionsMaxTokens(count),
      temperature: 0.4,
      deadlineMs: GENERATE_DEADLINE_MS,
    });
    return {
      provider: 'bedrock',
      modelId,
      promptVersion: generatePrompt.PROMPT_VERSION,
      usage,
      language: input.language,
      questions: value.questions,
    };
  }

  /**
   * Scores every item. Unanswered items score 0 whatever the model says; `injectionSuspected` is the
   * model's flag OR the local check (`detectInjection`); the session score is the mean × 10.
   */
  async scoreSession(input: ScoreSessionInput): Promise<SessionScore> {
    const ids = input.items.map((i) => i.questionId);
    if (ids.length === 0) return emptySession();
    const { value, modelId, usage } = await callTool({
      system: scorePrompt.SYSTEM_PROMPT,
      prompt: scorePrompt.buildScoreSessionPrompt(input),
      toolName: scorePrompt.TOOL_NAME,
      toolDescription: scorePrompt.TOOL_DESCRIPTION,
      schema: scorePrompt.scoreToolSchema(ids as [string, ...string[]]),
      check: (v) => scorePrompt.checkCoversQuestions(v.answers, ids),
      maxTokens: scoreMaxTokens(ids.length),
      temperature: 0,
      requestTimeoutMs: SCORE_REQUEST_TIMEOUT_MS,
      deadlineMs: SCORE_DEADLINE_MS,
    });
    const byId = new Map(value.answers.map((a) => [a.questionId, a]));
    const answers: AnswerScore[] = input.items.map((item) => {
      const scored = byId.get(item.questionId)!; // checkCoversQuestions guarantees every id
      if (!item.answer?.trim()) {
        return {
          questionId: item.questionId,
          score: 0,
          feedback: notAnsweredFeedback(input.language),
          injectionSuspected: false,
        };
      }
      return { ...scored, injectionSuspected: scored.injectionSuspected || detectInjection(item.answer) };
    });
    const injectionSuspected = value.injectionSuspected || answers.some((a) => a.injectionSuspected);
    return {
      provider: 'bedrock',
      modelId,
      promptVersion: scorePrompt.PROMPT_VERSION,
      usage,
      answers,
      score: sessionScoreOf(answers.map((a) => a.score)),
      feedback: injectionSuspected
        ? `${value.feedback}\n\n${injectionNotice(input.language)}`
        : value.feedback,
      suggestions: value.suggestions,
      injectionSuspected,
    };
  }
}

/** A session without questions: nothing to ask the model. */
function emptySession(): SessionScore {
  return {
    provider: 'bedrock',
    modelId: config().BEDROCK_MODEL_ID,
    promptVersion: scorePrompt.PROMPT_VERSION,
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false },
    answers: [],
    score: 0,
    feedback: '',
    suggestions: '',
    injectionSuspected: false,
  };
}
