import type { Language } from '../../shared/interview-options';

/**
 * Rules both providers apply to a scored session, so a session reads the same whichever scored it.
 */

/** Session score 0-100: the mean of the 0-10 answer scores × 10, rounded (0 for no answers). */
export function sessionScoreOf(answerScores: number[]): number {
  if (answerScores.length === 0) return 0;
  const mean = answerScores.reduce((a, b) => a + b, 0) / answerScores.length;
  return Math.round(mean * 10);
}

/** The feedback language: Spanish for Spanish interviews, English otherwise (the offline texts' languages). */
export function feedbackLanguage(language: Language): 'en' | 'es' {
  return language === 'Spanish' ? 'es' : 'en';
}

/** Sentence added to session feedback when an answer tried to instruct the evaluator. */
export function injectionNotice(language: Language): string {
  return feedbackLanguage(language) === 'es'
    ? 'Atención: al menos una respuesta intentó dar instrucciones al evaluador (por ejemplo, pedir una nota); ese texto no se tuvo en cuenta y la respuesta queda marcada para revisión.'
    : 'Warning: at least one answer tried to instruct the evaluator (for example, asking for a score); that text was ignored and the answer is flagged for review.';
}

/** Sentence added to the feedback of one answer that tried to instruct the evaluator. */
export function answerInjectionNotice(language: Language): string {
  return feedbackLanguage(language) === 'es'
    ? 'Esta respuesta intentó dar instrucciones al evaluador; ese texto no se tuvo en cuenta.'
    : 'This answer tried to instruct the evaluator; that text was ignored.';
}

/** Feedback of an answer that was not given. */
export function notAnsweredFeedback(language: Language): string {
  return feedbackLanguage(language) === 'es'
    ? 'Sin respuesta: la pregunta no se contestó.'
    : 'Not answered: the question was left blank.';
}
