import type { Difficulty, Language, Seniority } from '../../shared/interview-options';

/**
 * The AI port (docs/architecture.md#ai): handlers depend on {@link AiProvider} only, so the offline
 * generator and Amazon Bedrock are interchangeable (chosen by `AI_PROVIDER`, see `./index.ts`).
 */

/** The providers `AI_PROVIDER` can name. */
export type AiProviderName = 'offline' | 'bedrock' | 'openai-compatible';

/** Tokens spent by one provider call (input + output = total). */
export interface TokenUsage {
  /** Prompt tokens. */
  inputTokens: number;
  /** Completion tokens. */
  outputTokens: number;
  /** inputTokens + outputTokens. */
  totalTokens: number;
  /** true when counted by the offline generator, not a model */
  estimated: boolean;
}

/** What every AI result records, so a template or score can be traced to its provider, model and prompt. */
export interface AiRun {
  provider: AiProviderName;
  /** Bedrock or OpenAI-compatible model id, or `offline-question-bank`. */
  modelId: string;
  /** Version of the prompt that produced the result, e.g. `generate-questions@1`. */
  promptVersion: string;
  usage: TokenUsage;
}

/** Input of {@link AiProvider.generateQuestions}. Free text (bio, skills, context) is untrusted applicant data. */
export interface GenerateQuestionsInput {
  /** Job topic, free text (a predefined one from `shared/job-topics.ts` or anything else). */
  topic: string;
  /** What the role does (a template's "Short bio"), never the applicant's words. */
  bio?: string;
  /** Comma-separated skills. */
  skills?: string;
  /** 1..30 (`MIN_QUESTION_COUNT`..`MAX_QUESTION_COUNT` of `shared/interview-options.ts`). */
  numberOfQuestions: number;
  language: Language;
  seniority?: Seniority;
  difficulty?: Difficulty;
  /**
   * Written for one applicant or one job position (custom templates). Only an `applicant` context is
   * the applicant's own profile, which questions may cite.
   */
  context?: {
    kind: 'applicant' | 'jobPosition';
    title: string;
    description?: string;
    skills?: string;
    experience?: string;
    education?: string;
  };
  /**
   * Epoch ms by which generation must end (the generation worker's own deadline, before its Lambda
   * timeout); a call that would run past it is not started or is cut, with `UpstreamFailed`.
   */
  deadlineAt?: number;
  /**
   * Texts of questions an earlier run already stored: not to be repeated, and not counted in
   * `numberOfQuestions` (docs/decisions/0147-generation-bounded-by-its-worker.md).
   */
  written?: string[];
  /**
   * Called as each part of a long template arrives (docs/decisions/0050-model-limits-and-batches.md), with
   * every distinct question kept so far and the tokens of all calls so far, so they can be stored before the
   * rest is written. Awaited; its error fails generation.
   */
  onPart?: (questions: GeneratedQuestion[], usage: TokenUsage) => Promise<void>;
}

/** One interview question with the 2-5 key points a good answer covers (same language as the text). */
export interface GeneratedQuestion {
  text: string;
  keyPoints: string[];
}

/** Result of {@link AiProvider.generateQuestions}: exactly `numberOfQuestions` distinct questions. */
export interface GeneratedQuestions extends AiRun {
  questions: GeneratedQuestion[];
  /** language actually written */
  language: Language;
  /** e.g. 'Role-specific questions are written in English and Spanish only: …' (the offline generator). */
  notice?: string;
}

/** Input of {@link AiProvider.scoreSession}: every question of the session with its latest answer. */
export interface ScoreSessionInput {
  topic: string;
  /** Language of the interview (questions and answers). */
  language: Language;
  /**
   * The organization's reporting language: feedback, suggestions and notices are written in it
   * (default English, see `shared/schemas/settings.ts` `OrganizationSettingsSchema`).
   */
  reportLanguage?: Language;
  /**
   * Epoch ms by which scoring must end (the worker's own deadline, before its Lambda timeout); a model call
   * that would run past it is not started or is cut, and scoring fails with `UpstreamFailed`.
   */
  deadlineAt?: number;
  /** Stops the run: model calls in flight are cancelled, their answers not scored. */
  signal?: AbortSignal;
  /** `answer` null (or blank) means not answered, which scores 0. */
  items: { questionId: string; question: string; keyPoints: string[]; answer: string | null }[];
  /**
   * Answers an earlier delivery of the same run already scored: taken as they are, with no model call
   * (docs/decisions/0166-scoring-resumes-by-answer.md).
   */
  done?: AnswerScore[];
  /** Called with each answer scored by the model as soon as it is, so a put-back run can keep it. */
  onScored?: (answer: AnswerScore) => Promise<void>;
  /**
   * The queue delivers the run again: an answer whose calls failed only for a passing fault (a timeout, a
   * dropped connection, a 5xx) fails the run (`ModelCallFailed`) instead of ending `not_scored`.
   */
  retryFaults?: boolean;
}

/** How much of one key point an answer shows (see `./evidence.ts`). */
export type Verdict = 'covered' | 'partial' | 'missing';

/** The verdict on one key point, with the answer's own words for `covered` and `partial`. */
export interface KeyPointVerdict {
  keyPoint: string;
  verdict: Verdict;
  /** A short passage copied from the answer; checked against it by `verifyEvidence`. Absent for `missing`. */
  quote?: string;
}

/** Score of one answer. */
export interface AnswerScore {
  questionId: string;
  /** Integer 0-10 within the anchored band its verified evidence allows (`./evidence.ts`). */
  score: number;
  feedback: string;
  /** The answer tried to instruct the evaluator (see `./injection.ts`). */
  injectionSuspected: boolean;
  /** One verdict per key point, in the key points' order. */
  evidence: KeyPointVerdict[];
  /** Quotes the provider gave that are not in the answer (each downgraded to `missing`). */
  unverifiedQuotes: number;
  /**
   * A person should look: repeated samples disagreed by more than {@link NEEDS_REVIEW_SPREAD} points, a quote
   * was not verified, the reply was repaired, injection is suspected, or the answer is not scored.
   */
  needsReview: boolean;
  /** The 0-10 score of every sample (one for the offline provider); `score` is their median. */
  samples: number[];
  /**
   * `not_scored` when every call for this answer failed after its retries: `score` is 0 and does not count
   * in the session score, `notScoredReason` says why and `needsReview` is set. Absent means `scored`.
   */
  scoreStatus?: 'scored' | 'not_scored';
  /** Why the answer is not scored (`CallFailureReason` of `./structured-call.ts`). */
  notScoredReason?: string;
  /** What was repaired in the model's replies for this answer (`./read-answer.ts`); any sets `needsReview`. */
  repairs?: string[];
}

/** Largest spread (points, max − min) of an answer's samples before it is flagged "needs review". */
export const NEEDS_REVIEW_SPREAD = 2;

/** Result of {@link AiProvider.scoreSession}: one {@link AnswerScore} per item, in input order. */
export interface SessionScore extends AiRun {
  answers: AnswerScore[];
  /** Integer 0-100: the mean of the answer scores × 10, rounded. */
  score: number;
  feedback: string;
  /** What to probe in a follow-up interview, which areas were weak. */
  suggestions: string;
  /** true when any answer has `injectionSuspected`. */
  injectionSuspected: boolean;
  /** Answers not scored (`scoreStatus: 'not_scored'`); the session score is the mean of the others. */
  unscoredAnswers?: number;
  /** Cost at the model's list price (USD, `./model-prices.ts`); absent when the model has no list price. */
  costUsd?: number;
}

/** Input of {@link AiProvider.askFollowUp}: one question of a session and its answer so far. */
export interface FollowUpInput {
  topic: string;
  /** The interview's language: the follow-up is written in it. */
  language: Language;
  question: string;
  /** For judging what is missing or thin; never shown to the applicant or named in the follow-up. */
  keyPoints: string[];
  /** Untrusted applicant text: the answer, then the answers to earlier follow-ups. */
  answer: string;
  /** Follow-ups already asked on this question, not to be repeated. */
  asked: string[];
  /** Stops the call (the applicant is not kept waiting). */
  signal?: AbortSignal;
  /** How long the call may take, retries included (ms). */
  deadlineMs: number;
}

/** Result of {@link AiProvider.askFollowUp}: the follow-up, or null when the answer needs none. */
export interface FollowUpResult extends AiRun {
  text: string | null;
}

/** Input of {@link AiProvider.writeFeedbackReport}: the answered questions of a decided session. */
export interface FeedbackReportInput {
  topic: string;
  /** The interview's language: the report is written in it. */
  language: Language;
  /**
   * Each answered question, numbered as the report numbers it, with its key points' verdicts; `quote` is
   * untrusted applicant text. Never a score, a rank or another applicant.
   */
  questions: {
    n: number;
    question: string;
    verdicts: { keyPoint: string; verdict: Verdict; quote?: string }[];
  }[];
  /** Epoch ms by which the calls must end (the worker's own deadline). */
  deadlineAt?: number;
}

/** Result of {@link AiProvider.writeFeedbackReport}: two sections per question, as the model wrote them. */
export interface FeedbackReportResult extends AiRun {
  sections: { n: number; didWell: string; stronger: string }[];
}

/**
 * Generates interview questions and scores sessions.
 * Both methods throw `UpstreamFailed` (502) when the provider is busy, times out or answers nonsense.
 */
export interface AiProvider {
  generateQuestions(input: GenerateQuestionsInput): Promise<GeneratedQuestions>;
  scoreSession(input: ScoreSessionInput): Promise<SessionScore>;
  /** One short follow-up probing for specifics, in the interview's language, or null. */
  askFollowUp(input: FollowUpInput): Promise<FollowUpResult>;
  /**
   * A feedback report's sections written by a model (docs/decisions/0168-feedback-drafted-by-the-model.md).
   * Absent on the offline provider, whose report is drafted at once without a model.
   */
  writeFeedbackReport?(input: FeedbackReportInput): Promise<FeedbackReportResult>;
}
