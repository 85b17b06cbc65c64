import { detectInjection, stripInjection } from '../injection';
import type { AnswerScore, ScoreSessionInput } from '../provider';
import { reportText } from '../report-text';
import { answerFeedback, notAnsweredScore, sessionReport, sessionScoreOf } from '../scoring';
import type { Language } from '../../../shared/interview-options';
import { otherAnswerLanguage } from './answer-language';
import REASONS from './reasons.json';
import { scoreAnswer, type ScoreReason } from './score';
import { hasSpecifics, substanceOf } from './substance';

/** Offline session result, before the provider adds its run metadata. */
export interface OfflineSessionScore {
  answers: AnswerScore[];
  score: number;
  feedback: string;
  suggestions: string;
  injectionSuspected: boolean;
}

/** Why an answer's score needs a second look or its verdicts were set aside (`./reasons.json`). */
type Reason = Exclude<ScoreReason, 'keywords'> | 'language';

/** The sentence that tells the manager why, in the reporting language. */
function reasonText(reason: Reason, language: Language = 'English'): string {
  return REASONS[language][reason];
}

/** Highest score of an answer not in the interview's language: its key points cannot be read against it. */
const OTHER_LANGUAGE_MAX = 6;

/**
 * Scores an answer written in `other`, not the interview's language: matched against the key points
 * with `other`'s stop words and stemmer (numbers, names and shared terms still match), and at least
 * 2 + its concrete detail (a number, name or example; 12 and 25 words of its own) unless it is a keyword
 * list or greetings; at most {@link OTHER_LANGUAGE_MAX}. Never silently 0: the caller flags it for review.
 */
function scoreInOtherLanguage(answer: string, question: string, keyPoints: string[], other: Language) {
  const result = scoreAnswer(answer, question, keyPoints, other);
  const substance = substanceOf(answer, question, keyPoints, other);
  if (substance.flaw) return result;
  const detail =
    (hasSpecifics(answer) ? 1 : 0) + (substance.ownWords >= 12 ? 1 : 0) + (substance.ownWords >= 25 ? 1 : 0);
  return { ...result, score: Math.min(OTHER_LANGUAGE_MAX, Math.max(result.score, 2 + detail)) };
}

/**
 * Scores a session offline, deterministically: each answer 0-10 (`scoreAnswer` of `./score.ts`) after
 * injection attempts are stripped (so they cannot raise the score), blank answers 0; session score =
 * mean × 10. An answer in another interview language than the session's (`./answer-language.ts`) is
 * scored on its content ({@link scoreInOtherLanguage}) and flagged `needsReview`, the reason leading its
 * feedback. Feedback, suggestions and notices are in the reporting language.
 */
export function scoreSessionOffline(input: ScoreSessionInput): OfflineSessionScore {
  const t = reportText(input.reportLanguage);
  const answers = input.items.map((item): AnswerScore => {
    const raw = item.answer?.trim() ?? '';
    if (!raw) return notAnsweredScore(item.questionId, item.keyPoints, t);
    const injection = detectInjection(raw);
    const text = injection ? stripInjection(raw) : raw;
    const other = otherAnswerLanguage(text, input.language);
    const result = other
      ? scoreInOtherLanguage(text, item.question, item.keyPoints, other)
      : scoreAnswer(text, item.question, item.keyPoints, input.language);
    const scored: AnswerScore = {
      questionId: item.questionId,
      score: result.score,
      feedback: '',
      injectionSuspected: injection,
      evidence: result.evidence,
      unverifiedQuotes: 0,
      needsReview: Boolean(other),
      samples: [result.score],
    };
    const reason: Reason | undefined = other
      ? 'language'
      : result.reason === 'keywords'
        ? undefined
        : result.reason;
    const lead =
      result.reason === 'keywords' && !other
        ? t.keywordList
        : reason
          ? reasonText(reason, input.reportLanguage)
          : undefined;
    return { ...scored, feedback: answerFeedback(scored, t, lead) };
  });
  const score = sessionScoreOf(answers.map((a) => a.score));
  return {
    answers,
    score,
    ...sessionReport(input, answers, score),
    injectionSuspected: answers.some((a) => a.injectionSuspected),
  };
}
