import pLimit from 'p-limit';
import { config } from '../config';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { BUSY_MESSAGE, INVALID_OUTPUT_MESSAGE, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './bedrock/errors';
import { boundedScore, median, verifyEvidence } from './evidence';
import { detectInjection } from './injection';
import { costUsd } from './model-prices';
import * as answerPrompt from './prompts/score-answer.v2';
import type { AnswerScore, KeyPointVerdict, ScoreSessionInput, SessionScore, TokenUsage } from './provider';
import { NEEDS_REVIEW_SPREAD } from './provider';
import { readAnswerReply } from './read-answer';
import { reportText } from './report-text';
import { answerFeedback, notAnsweredScore, sessionReport, sessionScoreOf } from './scoring';
import {
  ModelCallFailed,
  ModelThrottled,
  noUsage,
  RETRY_BUDGET_GROWTH,
  retryMaxTokens,
  type CallFailureReason,
  type ModelBackend,
} from './structured-call';
import { DEFAULT_MAX_OUTPUT_TOKENS, maxOutputTokensOf } from './model-limits';
import { callTimeoutMs } from './call-timeout';

/** How long a scoring run without a deadline of its own may take (ms): the worker passes its own. */
const SCORE_DEADLINE_MS = 120_000;

/**
 * Output budget (tokens) for scoring one answer with `keyPoints` key points (quotes plus feedback), held so
 * that its retry still fits under the model's cap `maxOutputTokens`.
 */
export function answerMaxTokens(keyPoints: number, maxOutputTokens = DEFAULT_MAX_OUTPUT_TOKENS): number {
  return Math.min(300 + 120 * keyPoints, Math.floor(maxOutputTokens / RETRY_BUDGET_GROWTH));
}

function addUsage(total: TokenUsage, more: TokenUsage): void {
  total.inputTokens += more.inputTokens;
  total.outputTokens += more.outputTokens;
  total.totalTokens += more.totalTokens;
}

/**
 * One sample after its quotes are checked and its score is held in the band its verified evidence
 * allows. With suspected injection, a quote that itself carries the injection is no evidence.
 */
function sampleOf(
  answer: string,
  keyPoints: string[],
  value: answerPrompt.AnswerToolInput,
  repairs: string[],
) {
  const injectionSuspected = value.injectionSuspected || detectInjection(answer);
  const given: KeyPointVerdict[] = value.evidence.map((e) => ({
    keyPoint: keyPoints[e.keyPoint - 1]!,
    verdict: e.verdict,
    ...(e.quote.trim() && !(injectionSuspected && detectInjection(e.quote)) ? { quote: e.quote } : {}),
  }));
  const { evidence, unverifiedQuotes } = verifyEvidence(answer, keyPoints, given);
  return {
    score: boundedScore(value.score, evidence),
    evidence,
    unverifiedQuotes,
    feedback: value.feedback,
    injectionSuspected,
    repairs,
  };
}

/** The message of a run that scored nothing, by the reason of its first unscored answer. */
const FAILURE_MESSAGES: Record<CallFailureReason, string> = {
  cut_off: INVALID_OUTPUT_MESSAGE,
  invalid_reply: INVALID_OUTPUT_MESSAGE,
  refused: INVALID_OUTPUT_MESSAGE,
  busy: BUSY_MESSAGE,
  throttled: BUSY_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
  cancelled: TIMEOUT_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
};

/** Reasons a later delivery may not meet: a call's timeout, a dropped connection or 5xx, the service busy. */
const PASSING_FAULTS = new Set<CallFailureReason>(['timeout', 'unavailable', 'busy', 'cancelled']);

/** An answer whose every call failed: 0, not counted, with the reason, for a person to look at. */
function notScored(questionId: string, keyPoints: string[], reason: CallFailureReason): AnswerScore {
  return {
    questionId,
    score: 0,
    feedback: '',
    injectionSuspected: false,
    evidence: keyPoints.map((keyPoint) => ({ keyPoint, verdict: 'missing' })),
    unverifiedQuotes: 0,
    needsReview: true,
    samples: [],
    scoreStatus: 'not_scored',
    notScoredReason: reason,
    repairs: [],
  };
}

/**
 * Scores a session with a model (docs/decisions/0025-scoring-samples-and-providers.md, 0081): one call per
 * answered item and sample, at most `SCORING_CONCURRENCY` at once. One answer never fails the session: an
 * answer whose every sample failed (after each call's own retries) is `not_scored` with its reason, and the
 * session score is the mean of the others. Every call's tokens count, failed or not. The run stops at
 * `input.deadlineAt` or `input.signal`, cancelling the calls in flight. A throttle (the quota had no room
 * before the run's deadline, or the service refused a call) stops the run: no call starts after it, the
 * calls in flight end, and the run is put back, not failed.
 * @throws ModelThrottled on a throttle, with every call's tokens.
 * @throws ModelCallFailed when no answered item could be scored (with the tokens spent): the run failed.
 */
export async function scoreWithModel(backend: ModelBackend, input: ScoreSessionInput): Promise<SessionScore> {
  const { SCORING_SAMPLES, SCORING_CONCURRENCY } = config();
  const t = reportText(input.reportLanguage);
  const limit = pLimit(SCORING_CONCURRENCY);
  const usage = noUsage();
  let modelId = backend.modelId();
  const cap = maxOutputTokensOf(modelId);
  const deadlineAt = input.deadlineAt ?? Date.now() + SCORE_DEADLINE_MS;
  // Stops every call in flight when the run's deadline passes or its caller stops it.
  const run = new AbortController();
  const timer = setTimeout(() => run.abort(), Math.max(0, deadlineAt - Date.now()));
  const onStop = () => run.abort();
  let throttle: ModelThrottled | undefined;
  input.signal?.addEventListener('abort', onStop, { once: true });

  const scoreItem = async (item: ScoreSessionInput['items'][number]): Promise<AnswerScore> => {
    const answer = item.answer?.trim() ?? '';
    if (!answer) return notAnsweredScore(item.questionId, item.keyPoints, t);
    // Scored by an earlier delivery of this run: kept, no call (decision record 0166).
    const kept = input.done?.find((a) => a.questionId === item.questionId && a.scoreStatus === 'scored');
    if (kept) return kept;
    const prompt = answerPrompt.buildScoreAnswerPrompt({
      topic: input.topic,
      question: item.question,
      keyPoints: item.keyPoints,
      answer,
      language: input.language,
      reportLanguage: input.reportLanguage ?? 'English',
    });
    const settled = await Promise.allSettled(
      Array.from({ length: SCORING_SAMPLES }, () =>
        limit(async () => {
          // After a throttle no call starts: the calls in flight end (and are charged), the run is put back.
          if (throttle) throw new ModelCallFailed(BUSY_MESSAGE, 'cancelled', noUsage());
          const left = deadlineAt - Date.now();
          if (left <= 0 || run.signal.aborted)
            throw new ModelCallFailed(
              TIMEOUT_MESSAGE,
              run.signal.aborted ? 'cancelled' : 'timeout',
              noUsage(),
            );
          const maxTokens = answerMaxTokens(item.keyPoints.length, cap);
          // Each attempt's timeout follows from its output tokens at the slowest accepted speed
          // (`callTimeoutMs`: 49 s for 4 key points), the two together bound the call.
          const ownMs =
            callTimeoutMs(maxTokens) + callTimeoutMs(retryMaxTokens({ maxTokens, maxTokensLimit: cap }));
          const result = await backend.call({
            system: answerPrompt.SYSTEM_PROMPT,
            prompt,
            toolName: answerPrompt.TOOL_NAME,
            toolDescription: answerPrompt.TOOL_DESCRIPTION,
            schema: answerPrompt.answerToolSchema(item.keyPoints.length),
            read: (raw) => readAnswerReply(raw, item.keyPoints.length),
            maxTokens,
            maxTokensLimit: cap,
            temperature: 0,
            deadlineMs: Math.min(ownMs, left),
            // Waits for the quota while a call could still end before the run's deadline.
            quotaWaitUntil: deadlineAt - callTimeoutMs(maxTokens),
            signal: run.signal,
          });
          addUsage(usage, result.usage);
          modelId = result.modelId;
          return sampleOf(answer, item.keyPoints, result.value, result.repairs);
        }),
      ),
    );
    const samples = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    // A throttle is no answer's failure: the run goes back to its queue (decision record 0149), keeping
    // the answers whose every sample came back (decision record 0166).
    throttle ??= failures.find((f): f is ModelThrottled => f instanceof ModelThrottled);
    if (throttle && failures.length) return notScored(item.questionId, item.keyPoints, 'throttled');
    for (const f of failures) if (f instanceof ModelCallFailed) addUsage(usage, f.usage);
    if (samples.length === 0) {
      const first = failures[0];
      const reason = first instanceof ModelCallFailed ? first.reason : 'unavailable';
      logger.warn('Answer not scored', { questionId: item.questionId, reason });
      return notScored(item.questionId, item.keyPoints, reason);
    }
    const scores = samples.map((s) => s.score);
    const middle = median(scores);
    const chosen = samples.find((s) => s.score === middle)!;
    const repairs = [...new Set(samples.flatMap((s) => s.repairs))].sort();
    const injectionSuspected = samples.some((s) => s.injectionSuspected);
    const scored: AnswerScore = {
      questionId: item.questionId,
      score: middle,
      feedback: '',
      injectionSuspected,
      evidence: chosen.evidence,
      unverifiedQuotes: chosen.unverifiedQuotes,
      needsReview:
        Math.max(...scores) - Math.min(...scores) > NEEDS_REVIEW_SPREAD ||
        chosen.unverifiedQuotes > 0 ||
        repairs.length > 0 ||
        injectionSuspected,
      samples: scores,
      scoreStatus: 'scored',
      repairs,
    };
    if (repairs.length) metrics.addMetric('ModelRepliesRepaired', MetricUnit.Count, repairs.length);
    const final = { ...scored, feedback: answerFeedback(scored, t, chosen.feedback) };
    // Kept at once, so a delivery put back later does not call the model for it again.
    if (samples.length === SCORING_SAMPLES)
      await input
        .onScored?.(final)
        .catch((error: unknown) =>
          logger.warn('Scored answer not kept', { questionId: item.questionId, error: error as Error }),
        );
    return final;
  };

  let answers: AnswerScore[];
  try {
    answers = await Promise.all(input.items.map(scoreItem));
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onStop);
  }
  if (throttle) throw new ModelThrottled(throttle.message, throttle.retryAfterMs, usage);
  const unscored = answers.filter((a) => a.scoreStatus === 'not_scored');
  // A passing fault is the queue's to retry while it has deliveries left (decision record 0166).
  const passing = unscored.find((a) => PASSING_FAULTS.has(a.notScoredReason as CallFailureReason));
  if (input.retryFaults && passing) {
    const reason = passing.notScoredReason as CallFailureReason;
    throw new ModelCallFailed(FAILURE_MESSAGES[reason], reason, usage);
  }
  if (unscored.length > 0 && unscored.length === input.items.filter((i) => i.answer?.trim()).length) {
    const reason = (unscored[0]!.notScoredReason as CallFailureReason | undefined) ?? 'unavailable';
    throw new ModelCallFailed(FAILURE_MESSAGES[reason], reason, usage);
  }
  const score = sessionScoreOf(answers.filter((a) => a.scoreStatus !== 'not_scored').map((a) => a.score));
  const cost = costUsd(modelId, usage);
  return {
    provider: backend.name,
    modelId,
    promptVersion: answerPrompt.PROMPT_VERSION,
    usage,
    answers,
    score,
    ...sessionReport(input, answers, score),
    injectionSuspected: answers.some((a) => a.injectionSuspected),
    unscoredAnswers: unscored.length,
    ...(cost === undefined ? {} : { costUsd: cost }),
  };
}
