import type { Language } from '../../../shared/interview-options';
import { detectInjection, stripInjection } from '../injection';
import type { AnswerScore, ScoreSessionInput } from '../provider';
import {
  answerInjectionNotice,
  feedbackLanguage,
  injectionNotice,
  notAnsweredFeedback,
  sessionScoreOf,
} from '../scoring';
import { contentStems, hasStem } from '../text';

/** Offline session result, before the provider adds its run metadata. */
export interface OfflineSessionScore {
  answers: AnswerScore[];
  score: number;
  feedback: string;
  suggestions: string;
  injectionSuspected: boolean;
}

// Weights of the 0-10 score: key-point coverage dominates; relevance to the question and length/structure
// only separate answers of similar coverage.
const COVERAGE_WEIGHT = 0.7;
const RELEVANCE_WEIGHT = 0.15;
const STRUCTURE_WEIGHT = 0.15;
/** Content words of a well-developed answer; longer earns nothing more. */
const FULL_LENGTH_WORDS = 60;
const EXAMPLE_MARKERS =
  /\b(for example|for instance|e\.g\.|such as|por ejemplo|como por ejemplo|en concreto|\d+ ?%|\d+)\b/i;

/** Share (0-1) of the stems of `text` found in `answer`. */
function share(answer: Set<string>, text: string): number {
  const target = [...contentStems(text)];
  if (target.length === 0) return 0;
  return target.filter((t) => hasStem(answer, t)).length / target.length;
}

interface Scored {
  score: number;
  covered: string[];
  missing: string[];
}

/**
 * Scores one answer 0-10 by normalized keyword overlap: a key point counts as covered when half of its
 * content words (accent/case-insensitive, stemmed, stop words removed) are in the answer, partly otherwise.
 */
export function scoreAnswer(answer: string, question: string, keyPoints: string[]): Scored {
  const stems = contentStems(answer);
  const coverages = keyPoints.map((k) => share(stems, k));
  const covered = keyPoints.filter((_, i) => coverages[i]! >= 0.5);
  const missing = keyPoints.filter((_, i) => coverages[i]! < 0.5);
  const coverage =
    coverages.length === 0 ? 0 : coverages.reduce((sum, c) => sum + Math.min(1, c * 2), 0) / coverages.length;
  const relevance = Math.min(1, share(stems, question) * 2);
  const sentences = answer.split(/[.!?\n]+/).filter((s) => s.trim().length > 0).length;
  const structure =
    0.6 * Math.min(1, stems.size / FULL_LENGTH_WORDS) +
    0.2 * (sentences >= 2 ? 1 : 0) +
    0.2 * (EXAMPLE_MARKERS.test(answer) ? 1 : 0);
  let raw = COVERAGE_WEIGHT * coverage + RELEVANCE_WEIGHT * relevance + STRUCTURE_WEIGHT * structure;
  if (stems.size < 5) raw = Math.min(raw, 0.2); // a few words cannot be a real answer
  return { score: Math.max(0, Math.min(10, Math.round(raw * 10))), covered, missing };
}

const TEXT = {
  en: {
    covered: (list: string) => `Covered: ${list}.`,
    missing: (list: string) => `Missing: ${list}.`,
    noneCovered: 'None of the expected key points were covered.',
    allCovered: 'All key points were covered.',
    summary: (answered: number, total: number, score: number) =>
      `Answered ${answered} of ${total} questions; session score ${score}/100.`,
    strongest: (q: string, s: number) => `Strongest answer: “${q}” (${s}/10).`,
    weakest: (q: string, s: number) => `Weakest answer: “${q}” (${s}/10).`,
    probe: (list: string) => `In a follow-up, probe these areas that were weak or missing: ${list}.`,
    unanswered: (list: string) => `Ask again the questions left unanswered: ${list}.`,
    depth:
      'Answers covered the expected points; in a follow-up, ask for concrete examples with measurable results.',
  },
  es: {
    covered: (list: string) => `Cubrió: ${list}.`,
    missing: (list: string) => `Faltó: ${list}.`,
    noneCovered: 'No cubrió ninguno de los puntos clave esperados.',
    allCovered: 'Cubrió todos los puntos clave.',
    summary: (answered: number, total: number, score: number) =>
      `Respondió ${answered} de ${total} preguntas; puntuación de la sesión ${score}/100.`,
    strongest: (q: string, s: number) => `Mejor respuesta: «${q}» (${s}/10).`,
    weakest: (q: string, s: number) => `Respuesta más débil: «${q}» (${s}/10).`,
    probe: (list: string) =>
      `En una entrevista de seguimiento, profundiza en estas áreas débiles o ausentes: ${list}.`,
    unanswered: (list: string) => `Vuelve a preguntar lo que quedó sin responder: ${list}.`,
    depth:
      'Las respuestas cubrieron los puntos esperados; en un seguimiento, pide ejemplos concretos con resultados medibles.',
  },
};

/** A question shortened for feedback text. */
function short(question: string): string {
  return question.length <= 80 ? question : `${question.slice(0, question.lastIndexOf(' ', 77))}…`;
}

/**
 * Scores a session offline, deterministically: each answer 0-10 ({@link scoreAnswer}) after injection
 * attempts are stripped (so they cannot raise the score), blank answers 0; session score = mean × 10.
 * Feedback is in Spanish for Spanish interviews, English otherwise.
 */
export function scoreSessionOffline(input: ScoreSessionInput): OfflineSessionScore {
  const t = TEXT[feedbackLanguage(input.language)];
  const scored = input.items.map((item) => {
    const raw = item.answer?.trim() ?? '';
    if (!raw)
      return { item, answered: false, injection: false, score: 0, covered: [], missing: item.keyPoints };
    const injection = detectInjection(raw);
    const result = scoreAnswer(injection ? stripInjection(raw) : raw, item.question, item.keyPoints);
    return { item, answered: true, injection, ...result };
  });

  const answers: AnswerScore[] = scored.map((s) => ({
    questionId: s.item.questionId,
    score: s.score,
    feedback: s.answered ? answerFeedback(s, t, input.language) : notAnsweredFeedback(input.language),
    injectionSuspected: s.injection,
  }));
  const score = sessionScoreOf(answers.map((a) => a.score));
  const injectionSuspected = answers.some((a) => a.injectionSuspected);

  const answered = scored.filter((s) => s.answered);
  const ranked = [...answered].sort((a, b) => b.score - a.score);
  const feedback = [t.summary(answered.length, scored.length, score)];
  // Naming a strongest and a weakest answer only helps when they differ.
  if (ranked.length > 1 && ranked[0]!.score !== ranked.at(-1)!.score) {
    feedback.push(t.strongest(short(ranked[0]!.item.question), ranked[0]!.score));
    feedback.push(t.weakest(short(ranked.at(-1)!.item.question), ranked.at(-1)!.score));
  }
  if (injectionSuspected) feedback.push(injectionNotice(input.language));

  const weakPoints = ranked
    .slice()
    .reverse()
    .filter((s) => s.score < 7)
    .flatMap((s) => s.missing)
    .filter((point, i, all) => all.indexOf(point) === i)
    .slice(0, 5);
  const unanswered = scored.filter((s) => !s.answered).map((s) => `“${short(s.item.question)}”`);
  const suggestions = [
    ...(weakPoints.length ? [t.probe(weakPoints.join('; '))] : []),
    ...(unanswered.length ? [t.unanswered(unanswered.slice(0, 5).join(', '))] : []),
  ];
  return {
    answers,
    score,
    feedback: feedback.join(' '),
    suggestions: suggestions.length ? suggestions.join(' ') : t.depth,
    injectionSuspected,
  };
}

/** Feedback of one answer: key points covered and missing, plus the injection notice when flagged. */
function answerFeedback(
  s: Scored & { injection: boolean },
  t: (typeof TEXT)['en'],
  language: Language,
): string {
  const parts = [
    s.covered.length ? t.covered(s.covered.join('; ')) : t.noneCovered,
    s.missing.length ? t.missing(s.missing.join('; ')) : t.allCovered,
  ];
  if (s.injection) parts.push(answerInjectionNotice(language));
  return parts.join(' ');
}
