import { NEEDS_REVIEW_SPREAD, type AnswerScore, type ScoreSessionInput } from './provider';
import { reportText, type ReportText } from './report-text';

/**
 * Rules every provider applies to a scored session, so a session reads the same whichever scored it:
 * the session score, the per-answer feedback built from verified verdicts, and the session feedback and
 * suggestions, all in the organization's reporting language.
 */

/** Session score 0-100: the mean of the 0-10 answer scores × 10, rounded (0 for no answers). */
export function sessionScoreOf(answerScores: number[]): number {
  if (answerScores.length === 0) return 0;
  const mean = answerScores.reduce((a, b) => a + b, 0) / answerScores.length;
  return Math.round(mean * 10);
}

/** A question shortened for feedback text. */
function short(question: string): string {
  return question.length <= 80 ? question : `${question.slice(0, question.lastIndexOf(' ', 77))}…`;
}

/** The answer of an unanswered item: 0, every key point missing, the "not answered" notice. */
export function notAnsweredScore(questionId: string, keyPoints: string[], t: ReportText): AnswerScore {
  return {
    questionId,
    score: 0,
    feedback: t.notAnswered,
    injectionSuspected: false,
    evidence: keyPoints.map((keyPoint) => ({ keyPoint, verdict: 'missing' })),
    unverifiedQuotes: 0,
    needsReview: false,
    samples: [0],
  };
}

/**
 * Feedback of one answer from its verdicts (covered, partly covered, missing key points) plus the notices
 * that apply: injection attempt, quotes that were not in the answer, samples that disagreed. `lead` is the
 * provider's own sentence (a model's judgement), put first when given.
 */
export function answerFeedback(a: AnswerScore, t: ReportText, lead?: string): string {
  const by = (v: string) => a.evidence.filter((e) => e.verdict === v).map((e) => e.keyPoint);
  const covered = by('covered');
  const partial = by('partial');
  const missing = by('missing');
  const parts = lead ? [lead] : [];
  parts.push(covered.length ? t.covered(covered.join('; ')) : t.noneCovered);
  if (partial.length) parts.push(t.partial(partial.join('; ')));
  parts.push(missing.length ? t.missing(missing.join('; ')) : t.allCovered);
  if (a.injectionSuspected) parts.push(t.injectionAnswer);
  if (a.unverifiedQuotes > 0) parts.push(t.unverified(a.unverifiedQuotes));
  // The samples' disagreement is named only when they disagreed: other reasons (a repaired reply, an
  // unverified quote, suspected injection) are named by their own text or flag.
  const spread = a.samples.length ? Math.max(...a.samples) - Math.min(...a.samples) : 0;
  if (a.needsReview && spread > NEEDS_REVIEW_SPREAD) parts.push(t.needsReview);
  return parts.join(' ');
}

/**
 * Session feedback (answered count, score, strongest and weakest answer, notices) and suggestions (the
 * key points missing from weak answers, the questions left blank), in the reporting language.
 */
export function sessionReport(
  input: ScoreSessionInput,
  answers: AnswerScore[],
  score: number,
): { feedback: string; suggestions: string } {
  const t = reportText(input.reportLanguage);
  const rows = input.items.map((item, i) => ({ item, answer: answers[i]! }));
  const answered = rows.filter((r) => r.item.answer?.trim());
  // An answer not scored has no score to rank or weak points to name: a person reviews it.
  const ranked = answered
    .filter((r) => r.answer.scoreStatus !== 'not_scored')
    .sort((a, b) => b.answer.score - a.answer.score);
  const feedback = [t.summary(answered.length, rows.length, score)];
  // Naming a strongest and a weakest answer only helps when they differ.
  if (ranked.length > 1 && ranked[0]!.answer.score !== ranked.at(-1)!.answer.score) {
    feedback.push(t.strongest(short(ranked[0]!.item.question), ranked[0]!.answer.score));
    feedback.push(t.weakest(short(ranked.at(-1)!.item.question), ranked.at(-1)!.answer.score));
  }
  const review = answers.filter((a) => a.needsReview).length;
  if (review) feedback.push(t.reviewCount(review));
  if (answers.some((a) => a.injectionSuspected)) feedback.push(t.injectionSession);

  const weakPoints = ranked
    .slice()
    .reverse()
    .filter((r) => r.answer.score < 7)
    .flatMap((r) => r.answer.evidence.filter((e) => e.verdict !== 'covered').map((e) => e.keyPoint))
    .filter((point, i, all) => all.indexOf(point) === i)
    .slice(0, 5);
  const unanswered = rows.filter((r) => !r.item.answer?.trim()).map((r) => `“${short(r.item.question)}”`);
  const suggestions = [
    ...(weakPoints.length ? [t.probe(weakPoints.join('; '))] : []),
    ...(unanswered.length ? [t.unanswered(unanswered.slice(0, 5).join(', '))] : []),
  ];
  return {
    feedback: feedback.join(' '),
    suggestions: suggestions.length ? suggestions.join(' ') : t.depth,
  };
}
