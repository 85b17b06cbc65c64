import type { AnswerScore, SessionScore } from '../ai/provider';
import { sessionReport, sessionScoreOf } from '../ai/scoring';
import { scoredText, type CurrentAnswerItem } from '../data/current-answers';
import type { Language } from '../../shared/interview-options';
import type { SessionItem, SessionResultItem } from './session-view';

/** A stored answer score: the provider's, with the answer version it scored. */
type StoredAnswer = SessionResultItem['answers'][number];

/** What a re-score writes over a session result ({@link rescoredResult}). */
export interface RescoredResult {
  answers: StoredAnswer[];
  /** 0-100: the mean of every scored answer. */
  score: number;
  unscoredAnswers: number;
  feedback: string;
  suggestions: string;
  injectionSuspected: boolean;
  usage: SessionResultItem['usage'];
  costUsd?: number;
  /** The answers the re-score changed (a fresh `not_scored` never replaces an earlier score). */
  changed: AnswerScore[];
}

/**
 * A session result with some answers scored again (one answer, or a session re-score): each fresh answer
 * score replaces the stored one, except that an answer the AI could not score again keeps its earlier
 * score (docs/decisions/0118-session-rescore-through-the-worker.md); the session score, `unscoredAnswers`,
 * feedback and suggestions are recomputed from every answer, and the re-score's tokens and cost are added.
 * @param latest - the session's current answers by question id (`../data/current-answers.ts`).
 */
export function rescoredResult(
  session: SessionItem,
  result: SessionResultItem,
  latest: Map<string, CurrentAnswerItem>,
  reportLanguage: Language,
  scored: SessionScore,
): RescoredResult {
  const previous = new Map(result.answers.map((a) => [a.questionId, a]));
  const changed = scored.answers.filter(
    (a) => a.scoreStatus !== 'not_scored' || previous.get(a.questionId)?.scoreStatus === 'not_scored',
  );
  const fresh = new Map(
    changed.map((a) => [a.questionId, { ...a, answerVersion: latest.get(a.questionId)?.version }]),
  );
  const sorted = [...session.questions].sort((a, b) => a.order - b.order);
  const answers = sorted
    .map((q) => fresh.get(q.id) ?? previous.get(q.id))
    .filter((a): a is StoredAnswer => a !== undefined);
  const counted = answers.filter((a) => a.scoreStatus !== 'not_scored');
  const score = sessionScoreOf(counted.map((a) => a.score));
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const report = sessionReport(
    {
      topic: session.topic,
      language: session.language,
      reportLanguage,
      items: sorted.map((q) => ({
        questionId: q.id,
        question: q.text,
        keyPoints: q.keyPoints,
        answer: scoredText(latest.get(q.id)),
      })),
    },
    sorted.map((q) => {
      const a = byId.get(q.id);
      return {
        questionId: q.id,
        score: a?.score ?? 0,
        feedback: a?.feedback ?? '',
        injectionSuspected: a?.injectionSuspected ?? false,
        evidence: a?.evidence ?? [],
        unverifiedQuotes: a?.unverifiedQuotes ?? 0,
        needsReview: a?.needsReview ?? false,
        samples: a?.samples ?? [],
        scoreStatus: a?.scoreStatus ?? 'scored',
        ...(a?.notScoredReason ? { notScoredReason: a.notScoredReason } : {}),
        repairs: a?.repairs ?? [],
      };
    }),
    score,
  );
  const cost =
    result.costUsd === undefined && scored.costUsd === undefined
      ? undefined
      : (result.costUsd ?? 0) + (scored.costUsd ?? 0);
  return {
    answers,
    score,
    unscoredAnswers: answers.length - counted.length,
    feedback: report.feedback,
    suggestions: report.suggestions,
    injectionSuspected: answers.some((a) => a.injectionSuspected),
    usage: {
      inputTokens: result.usage.inputTokens + scored.usage.inputTokens,
      outputTokens: result.usage.outputTokens + scored.usage.outputTokens,
      totalTokens: result.usage.totalTokens + scored.usage.totalTokens,
      estimated: result.usage.estimated || scored.usage.estimated,
    },
    ...(cost === undefined ? {} : { costUsd: cost }),
    changed,
  };
}
