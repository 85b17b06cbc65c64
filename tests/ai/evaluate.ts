import type { Language } from '../../shared/interview-options';
import type { AiProvider } from '../../functions/ai/provider';
import { LABELLED_SET, type AnswerKind } from './labelled-set';
import { orderingAccuracy, spearman } from './metrics';

/** One scored answer of the labelled set. */
export interface ScoredAnswer {
  question: string;
  kind: AnswerKind;
  label: number;
  score: number;
  /** Spread (max − min) of the provider's samples. */
  spread: number;
}

/** What {@link scoreQuestion} needs of a labelled question: its text, key points and the answers to it. */
export interface LabelledQuestion {
  id: string;
  topic: string;
  language: Language;
  question: string;
  keyPoints: string[];
  answers: { text: string }[];
}

/**
 * Scores a labelled question's answers with `provider` as one session (each answer a separate item of the
 * same question, scored on its own), with English feedback.
 */
export function scoreQuestion(provider: AiProvider, q: LabelledQuestion) {
  return provider.scoreSession({
    topic: q.topic,
    language: q.language,
    reportLanguage: 'English',
    items: q.answers.map((a, i) => ({
      questionId: `${q.id}-${i}`,
      question: q.question,
      keyPoints: q.keyPoints,
      answer: a.text,
    })),
  });
}

/**
 * Scores every answer of the labelled set with `provider`, one session per question (its answers as
 * separate items of the same question, each scored on its own), and measures agreement with the labels.
 */
export async function evaluate(provider: AiProvider) {
  const scored: ScoredAnswer[] = [];
  for (const q of LABELLED_SET) {
    const result = await scoreQuestion(provider, q);
    result.answers.forEach((a, i) =>
      scored.push({
        question: q.id,
        kind: q.answers[i]!.kind,
        label: q.answers[i]!.label,
        score: a.score,
        spread: Math.max(...a.samples) - Math.min(...a.samples),
      }),
    );
  }
  const groups = LABELLED_SET.map((q) => scored.filter((s) => s.question === q.id));
  return {
    scored,
    accuracy: orderingAccuracy(groups),
    spearman: spearman(
      scored.map((s) => s.label),
      scored.map((s) => s.score),
    ),
    meanSpread: scored.reduce((sum, s) => sum + s.spread, 0) / scored.length,
  };
}
