import type { AiProvider } from '../../functions/ai/provider';
import { orderingAccuracy, spearman } from './metrics';
import { scoreQuestion } from './evaluate';
import { OWN_SET, type OwnAnswerKind } from './own-set';

/** One scored answer of the set of `./labelled/`. */
export interface OwnScored {
  question: string;
  language: string;
  kind: OwnAnswerKind;
  label: number;
  score: number;
  /** Verdicts the manager would see, in key-point order. */
  verdicts: string[];
}

/** Agreement figures of one slice of the set (a language, or all of it). */
export interface OwnFigures {
  spearman: number;
  accuracy: number;
  /** Mean |non-native − concise correct| score of the same question (points). */
  nonNativeGap: number;
  /** Highest score of a restatement, keyword list or question copy (points). */
  echoMax: number;
  /** Highest score of a paraphrase of the key points (points). */
  paraphraseMax: number;
  /** Highest score of an off-topic or injected answer (points). */
  offTopicMax: number;
  /** Mean label and mean score of each kind, best label first. */
  kinds: { kind: OwnAnswerKind; label: number; score: number }[];
  /**
   * Pairs of kinds where the one labelled lower scores higher on average ("a above b"), strictly: a kind
   * may tie a kind labelled better, never score above it by any margin.
   */
  inversions: string[];
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Mean label and score per kind, and the kinds whose mean score is above that of a kind labelled better. */
function kindOrder(scored: OwnScored[]): Pick<OwnFigures, 'kinds' | 'inversions'> {
  const kinds = [...new Set(scored.map((s) => s.kind))]
    .map((kind) => {
      const mine = scored.filter((s) => s.kind === kind);
      return { kind, label: mean(mine.map((s) => s.label)), score: mean(mine.map((s) => s.score)) };
    })
    .sort((a, b) => b.label - a.label);
  const inversions = kinds.flatMap((a) =>
    kinds.filter((b) => a.label < b.label && a.score > b.score).map((b) => `${a.kind} above ${b.kind}`),
  );
  return { kinds, inversions };
}

const ECHO_KINDS: OwnAnswerKind[] = ['one-sentence restatement', 'keyword list', 'question copy'];

/** The figures of a slice of scored answers. */
function figures(scored: OwnScored[]): OwnFigures {
  const questions = [...new Set(scored.map((s) => s.question))];
  const groups = questions.map((q) => scored.filter((s) => s.question === q));
  const of = (q: OwnScored[], kind: OwnAnswerKind) => q.find((s) => s.kind === kind)!.score;
  const max = (kinds: OwnAnswerKind[]) =>
    Math.max(...scored.filter((s) => kinds.includes(s.kind)).map((s) => s.score));
  return {
    spearman: spearman(
      scored.map((s) => s.label),
      scored.map((s) => s.score),
    ),
    accuracy: orderingAccuracy(groups),
    nonNativeGap:
      groups.reduce((sum, g) => sum + Math.abs(of(g, 'non-native correct') - of(g, 'concise correct')), 0) /
      groups.length,
    echoMax: max(ECHO_KINDS),
    paraphraseMax: max(['paraphrased key points', 'paraphrased in sentences']),
    offTopicMax: max(['off-topic', 'injected']),
    ...kindOrder(scored),
  };
}

/**
 * Scores every answer of `./labelled/` with `provider` (one session per question, English feedback) and
 * measures agreement with the labels, overall and per interview language.
 */
export async function evaluateOwnSet(provider: AiProvider) {
  const scored: OwnScored[] = [];
  /** Per question, each answer's score and review flag, in the set's order. */
  const flags: Record<string, { score: number; needsReview: boolean }[]> = {};
  for (const q of OWN_SET) {
    const result = await scoreQuestion(provider, q);
    flags[q.id] = result.answers.map((a) => ({ score: a.score, needsReview: a.needsReview }));
    result.answers.forEach((a, i) =>
      scored.push({
        question: q.id,
        language: q.language,
        kind: q.answers[i]!.kind,
        label: q.answers[i]!.label,
        score: a.score,
        verdicts: a.evidence.map((e) => e.verdict),
      }),
    );
  }
  const languages = [...new Set(scored.map((s) => s.language))];
  return {
    scored,
    flags,
    overall: figures(scored),
    byLanguage: Object.fromEntries(
      languages.map((l) => [l, figures(scored.filter((s) => s.language === l))]),
    ),
  };
}
