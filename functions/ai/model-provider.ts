import pLimit from 'p-limit';
import { MAX_QUESTION_COUNT } from '../../shared/interview-options';
import { config } from '../config';
import { boundedScore, median, verifyEvidence } from './evidence';
import { detectInjection } from './injection';
import { costUsd } from './model-prices';
import * as generatePrompt from './prompts/generate-questions.v1';
import * as answerPrompt from './prompts/score-answer.v2';
import type {
  AiProvider,
  AnswerScore,
  GenerateQuestionsInput,
  GeneratedQuestions,
  KeyPointVerdict,
  ScoreSessionInput,
  SessionScore,
  TokenUsage,
} from './provider';
import { NEEDS_REVIEW_SPREAD } from './provider';
import { reportText } from './report-text';
import { answerFeedback, notAnsweredScore, sessionReport, sessionScoreOf } from './scoring';
import type { StructuredCaller } from './structured-call';

/**
 * Output budget (tokens) for `count` questions: ~120 tokens per question with its key points plus the
 * tool-call wrapper, so 30 questions fit in 4 000 tokens and a short template does not reserve more.
 */
export function questionsMaxTokens(count: number): number {
  return 400 + 120 * Math.min(count, MAX_QUESTION_COUNT);
}

/** Output budget (tokens) for scoring one answer with `keyPoints` key points: quotes plus feedback. */
export function answerMaxTokens(keyPoints: number): number {
  return 300 + 120 * keyPoints;
}

/** Generation runs inside the API request: the whole call (retry included) must end before API Gateway's 30 s. */
const GENERATE_DEADLINE_MS = 28_000;
/** Scoring runs in the background worker, so a call may take longer than an API request. */
const SCORE_REQUEST_TIMEOUT_MS = 60_000;
const SCORE_DEADLINE_MS = 120_000;

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

  /** Questions in `input.language`, exactly `numberOfQuestions`; usage from the model's response. */
  async generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions> {
    const count = input.numberOfQuestions;
    const { value, modelId, usage } = await this.backend.call({
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
      provider: this.backend.name,
      modelId,
      promptVersion: generatePrompt.PROMPT_VERSION,
      usage,
      language: input.language,
      questions: value.questions,
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
                maxTokens: answerMaxTokens(item.keyPoints.length),
                temperature: 0,
                requestTimeoutMs: SCORE_REQUEST_TIMEOUT_MS,
                deadlineMs: SCORE_DEADLINE_MS,
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

/** One sample after its quotes are checked and its score is held in the band its evidence allows. */
function sampleOf(answer: string, keyPoints: string[], value: answerPrompt.AnswerToolInput) {
  const given: KeyPointVerdict[] = value.evidence.map((e) => ({
    keyPoint: keyPoints[e.keyPoint - 1]!,
    verdict: e.verdict,
    ...(e.quote.trim() ? { quote: e.quote } : {}),
  }));
  const { evidence, unverifiedQuotes } = verifyEvidence(answer, keyPoints, given);
  return {
    score: boundedScore(value.score, evidence),
    evidence,
    unverifiedQuotes,
    feedback: value.feedback,
    injectionSuspected: value.injectionSuspected,
  };
}
