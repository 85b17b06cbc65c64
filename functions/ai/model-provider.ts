import pLimit from 'p-limit';
import { MAX_QUESTION_COUNT } from '../../shared/interview-options';
import { config } from '../config';
import { boundedScore, median, verifyEvidence } from './evidence';
import { detectInjection } from './injection';
import { DEFAULT_MAX_OUTPUT_TOKENS, maxOutputTokensOf } from './model-limits';
import { costUsd } from './model-prices';
import * as generatePrompt from './prompts/generate-questions.v1';
import * as answerPrompt from './prompts/score-answer.v2';
import type {
  AiProvider,
  AnswerScore,
  GenerateQuestionsInput,
  GeneratedQuestion,
  GeneratedQuestions,
  KeyPointVerdict,
  ScoreSessionInput,
  SessionScore,
  TokenUsage,
} from './provider';
import { NEEDS_REVIEW_SPREAD } from './provider';
import { reportText } from './report-text';
import { answerFeedback, notAnsweredScore, sessionReport, sessionScoreOf } from './scoring';
import { addDistinct, repairScore } from './repair';
import { RETRY_BUDGET_GROWTH, type StructuredCaller } from './structured-call';
import { UpstreamFailed } from '../http/errors';
import { logger } from '../http/logger';
import { INVALID_OUTPUT_MESSAGE, TIMEOUT_MESSAGE } from './bedrock/errors';

/**
 * Output tokens allowed per generated question with its key points: an estimate with margin (a question of
 * about 40 tokens and up to 5 key points of 15-20 tokens, more in languages that tokenize longer).
 */
export const TOKENS_PER_QUESTION = 150;
/** Output tokens of the tool-call wrapper around the questions. */
const QUESTIONS_WRAPPER_TOKENS = 300;

/** Output budget (tokens) of one generation call for `count` questions. */
export function questionsMaxTokens(count: number): number {
  return QUESTIONS_WRAPPER_TOKENS + TOKENS_PER_QUESTION * count;
}

/**
 * Most questions one generation call asks for on a model whose output cap is `maxOutputTokens`: so many
 * that even the retry's larger budget (`retryMaxTokens` of `./structured-call.ts`) fits under the cap. Nova Lite (5 000):
 * 20, so a 30-question template is written in two calls (docs/decisions/0050-model-limits-and-batches.md).
 */
export function questionBatchSize(maxOutputTokens: number): number {
  const fits = Math.floor(
    (maxOutputTokens / RETRY_BUDGET_GROWTH - QUESTIONS_WRAPPER_TOKENS) / TOKENS_PER_QUESTION,
  );
  return Math.max(1, Math.min(MAX_QUESTION_COUNT, fits));
}

/**
 * Output budget (tokens) for scoring one answer with `keyPoints` key points (quotes plus feedback), held so
 * that its retry still fits under the model's cap `maxOutputTokens`.
 */
export function answerMaxTokens(keyPoints: number, maxOutputTokens = DEFAULT_MAX_OUTPUT_TOKENS): number {
  return Math.min(300 + 120 * keyPoints, Math.floor(maxOutputTokens / RETRY_BUDGET_GROWTH));
}

/** Generation without a caller's deadline (`deadlineAt`): the whole run, retries included, ends within this. */
const GENERATE_DEADLINE_MS = 28_000;
/** Scoring runs in the background worker, so a call may take longer than an API request. */
const SCORE_REQUEST_TIMEOUT_MS = 60_000;
const SCORE_DEADLINE_MS = 120_000;
/** Calls asking again for questions that came back as duplicates of others, per template. */
export const REPAIR_ROUNDS = 2;

/** Which model provider, and how it makes one structured call. */
export interface ModelBackend {
  name: 'bedrock' | 'openai-compatible';
  call: StructuredCaller;
  /** The configured model id, for results that made no call. */
  modelId: () => string;
}

function addUsage(total: TokenUsage, more: TokenUsage): void {
  total.inputTokens += more.inputTokens;
  total.outputTokens += more.outputTokens;
  total.totalTokens += more.totalTokens;
}

/**
 * {@link AiProvider} on a language model (Bedrock or an OpenAI-compatible server), with the same prompts,
 * evidence checks and repair rules for both (docs/decisions/0025-scoring-samples-and-providers.md).
 * Scoring: one call per answer and sample (a fresh context each), temperature 0, `SCORING_SAMPLES`
 * samples, the median score, "needs review" when the samples spread more than 2 points; at most
 * `SCORING_CONCURRENCY` calls at once. Errors: `UpstreamFailed` from the backend's call.
 */
export class ModelProvider implements AiProvider {
  constructor(private readonly backend: ModelBackend) {}

  /**
   * Questions in `input.language`, exactly `numberOfQuestions`, written in parts of at most
   * {@link questionBatchSize} (the model's output cap) asked at once; duplicates are dropped and the missing
   * ones asked for again (at most {@link REPAIR_ROUNDS} times, with the kept questions to avoid). Usage sums
   * every call.
   * @throws UpstreamFailed when a call fails, or the model keeps repeating itself.
   */
  async generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions> {
    const count = input.numberOfQuestions;
    const cap = maxOutputTokensOf(this.backend.modelId());
    const batch = questionBatchSize(cap);
    const deadlineAt = input.deadlineAt ?? Date.now() + GENERATE_DEADLINE_MS;
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
    let modelId = this.backend.modelId();
    const { deadlineAt: _deadline, onPart, ...request } = input;
    const ask = async (n: number, partOf: generatePrompt.GenerateQuestionsPart) => {
      const deadlineMs = deadlineAt - Date.now();
      if (deadlineMs <= 0) throw new UpstreamFailed(TIMEOUT_MESSAGE);
      const result = await this.backend.call({
        system: generatePrompt.SYSTEM_PROMPT,
        prompt: generatePrompt.buildGenerateQuestionsPrompt({ ...request, numberOfQuestions: n }, partOf),
        toolName: generatePrompt.TOOL_NAME,
        toolDescription: generatePrompt.TOOL_DESCRIPTION,
        schema: generatePrompt.questionsToolSchema(n),
        maxTokens: questionsMaxTokens(n),
        maxTokensLimit: cap,
        temperature: 0.4,
        deadlineMs,
      });
      addUsage(usage, result.usage);
      modelId = result.modelId;
      return result.value.questions;
    };

    // The parts run at once, each with its own focus; each one is handed on as it arrives (`onPart`).
    const parts = Math.ceil(count / batch);
    const sizes = Array.from({ length: parts }, (_, i) => Math.min(batch, count - i * batch));
    const kept: GeneratedQuestion[] = [];
    const keep = async (questions: GeneratedQuestion[]) => {
      if (addDistinct(kept, questions, count) && onPart) await onPart([...kept], { ...usage });
    };
    await Promise.all(sizes.map(async (n, i) => keep(await ask(n, { part: { index: i + 1, of: parts } }))));
    for (let round = 1; kept.length < count; round++) {
      if (round > REPAIR_ROUNDS) throw new UpstreamFailed(INVALID_OUTPUT_MESSAGE);
      const missing = count - kept.length;
      logger.info('Generated questions repeated themselves, asking for the missing ones', { missing, round });
      await keep(await ask(Math.min(batch, missing), { avoid: kept.map((q) => q.text) }));
    }
    return {
      provider: this.backend.name,
      modelId,
      promptVersion: generatePrompt.PROMPT_VERSION,
      usage,
      language: input.language,
      questions: kept,
    };
  }

  /**
   * Scores every item: unanswered ones are 0 without a call; each answered one gets `SCORING_SAMPLES`
   * calls whose quotes are verified and whose scores are held in their evidence's band before the median
   * is taken. The session score is the mean × 10; feedback is in the reporting language.
   */
  async scoreSession(input: ScoreSessionInput): Promise<SessionScore> {
    const { SCORING_SAMPLES, SCORING_CONCURRENCY } = config();
    const t = reportText(input.reportLanguage);
    const limit = pLimit(SCORING_CONCURRENCY);
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
    let modelId = this.backend.modelId();
    const cap = maxOutputTokensOf(modelId);
    // The whole run ends by the caller's deadline: each call gets what is left of it, none starts after it.
    const callDeadlineMs = () => {
      const left = input.deadlineAt === undefined ? SCORE_DEADLINE_MS : input.deadlineAt - Date.now();
      if (left <= 0) throw new UpstreamFailed(TIMEOUT_MESSAGE);
      return Math.min(SCORE_DEADLINE_MS, left);
    };

    const answers = await Promise.all(
      input.items.map(async (item): Promise<AnswerScore> => {
        const answer = item.answer?.trim() ?? '';
        if (!answer) return notAnsweredScore(item.questionId, item.keyPoints, t);
        const prompt = answerPrompt.buildScoreAnswerPrompt({
          topic: input.topic,
          question: item.question,
          keyPoints: item.keyPoints,
          answer,
          language: input.language,
          reportLanguage: input.reportLanguage ?? 'English',
        });
        const samples = await Promise.all(
          Array.from({ length: SCORING_SAMPLES }, () =>
            limit(async () => {
              const result = await this.backend.call({
                system: answerPrompt.SYSTEM_PROMPT,
                prompt,
                toolName: answerPrompt.TOOL_NAME,
                toolDescription: answerPrompt.TOOL_DESCRIPTION,
                schema: answerPrompt.answerToolSchema(item.keyPoints.length),
                maxTokens: answerMaxTokens(item.keyPoints.length, cap),
                maxTokensLimit: cap,
                temperature: 0,
                requestTimeoutMs: SCORE_REQUEST_TIMEOUT_MS,
                deadlineMs: callDeadlineMs(),
              });
              addUsage(usage, result.usage);
              modelId = result.modelId;
              return sampleOf(answer, item.keyPoints, result.value);
            }),
          ),
        );
        const scores = samples.map((s) => s.score);
        const middle = median(scores);
        const chosen = samples.find((s) => s.score === middle)!;
        const scored: AnswerScore = {
          questionId: item.questionId,
          score: middle,
          feedback: '',
          injectionSuspected: samples.some((s) => s.injectionSuspected) || detectInjection(answer),
          evidence: chosen.evidence,
          unverifiedQuotes: chosen.unverifiedQuotes,
          needsReview: Math.max(...scores) - Math.min(...scores) > NEEDS_REVIEW_SPREAD,
          samples: scores,
        };
        return { ...scored, feedback: answerFeedback(scored, t, chosen.feedback) };
      }),
    );
    const score = sessionScoreOf(answers.map((a) => a.score));
    const cost = costUsd(modelId, usage);
    return {
      provider: this.backend.name,
      modelId,
      promptVersion: answerPrompt.PROMPT_VERSION,
      usage,
      answers,
      score,
      ...sessionReport(input, answers, score),
      injectionSuspected: answers.some((a) => a.injectionSuspected),
      ...(cost === undefined ? {} : { costUsd: cost }),
    };
  }
}

/**
 * One sample after its quotes are checked and its score is repaired (rounded, held in 0-10) and then held
 * in the band its evidence allows.
 */
function sampleOf(answer: string, keyPoints: string[], value: answerPrompt.AnswerToolInput) {
  const given: KeyPointVerdict[] = value.evidence.map((e) => ({
    keyPoint: keyPoints[e.keyPoint - 1]!,
    verdict: e.verdict,
    ...(e.quote.trim() ? { quote: e.quote } : {}),
  }));
  const { evidence, unverifiedQuotes } = verifyEvidence(answer, keyPoints, given);
  return {
    score: boundedScore(repairScore(value.score), evidence),
    evidence,
    unverifiedQuotes,
    feedback: value.feedback,
    injectionSuspected: value.injectionSuspected,
  };
}
