import { MOST_SHARE } from '../evidence';
import { detectInjection, stripInjection } from '../injection';
import type { AnswerScore, KeyPointVerdict, ScoreSessionInput } from '../provider';
import { reportText } from '../report-text';
import { answerFeedback, notAnsweredScore, sessionReport, sessionScoreOf } from '../scoring';
import type { Language } from '../../../shared/interview-options';
import { contentStems, isStopWord, normalize, words } from '../text';
import { evidenceFor, type EvidenceGroup } from './evidence-terms';
import { sentenceOf, termIn, type Sentence } from './match';

/** Offline session result, before the provider adds its run metadata. */
export interface OfflineSessionScore {
  answers: AnswerScore[];
  score: number;
  feedback: string;
  suggestions: string;
  injectionSuspected: boolean;
}

/** Share of a key point's evidence groups one sentence must match to cover it (rounded up). */
const COVER_SHARE = 0.6;
/** Longest quote (characters) taken from a sentence. */
const QUOTE_CHARS = 220;
/** Highest score of a keyword list, a stuffed or rubric-echoing answer, or a greeting (band 0-3, low end). */
const NO_SENTENCES_CAP = 1;

/** Sentences (or lines) of `answer`, each an exact substring of it; a dot inside a number does not split. */
function sentencesOf(answer: string, language?: Language): Sentence[] {
  return (answer.match(/(?:[^.!?;\n。！？؟।]|[.](?=\d))+[.!?;。！？؟।]*/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => words(s, language).length > 0)
    .map((s) => sentenceOf(s, language));
}

/** Indices of `groups` matched in `s`. */
function hitsIn(groups: EvidenceGroup[], s: Sentence): number[] {
  return groups.flatMap((g, i) => (g.terms.some((t) => termIn(t, s)) ? [i] : []));
}

/**
 * The shortest run of clauses (split at commas and before "and"/"y") of `s` that still matches every
 * group the whole sentence matches: a quote that points at the evidence, still an exact substring.
 */
function narrowQuote(s: Sentence, groups: EvidenceGroup[]): string {
  const clauses = [...s.text.matchAll(/.+?(?:,|\s(?=(?:and|but|y|pero)\s)|$)/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    hits: hitsIn(groups, sentenceOf(m[0], s.language)),
  }));
  const wanted = hitsIn(groups, s);
  let best = { start: 0, end: s.text.length };
  for (let i = 0; i < clauses.length; i++) {
    const found = new Set<number>();
    for (let j = i; j < clauses.length; j++) {
      clauses[j]!.hits.forEach((h) => found.add(h));
      if (wanted.every((w) => found.has(w))) {
        if (clauses[j]!.end - clauses[i]!.start < best.end - best.start) {
          best = { start: clauses[i]!.start, end: clauses[j]!.end };
        }
        break;
      }
    }
  }
  return s.text
    .slice(best.start, best.end)
    .trim()
    .replace(/[,;]$/, '')
    .replace(/^(and|but|y|pero)\s+/i, '');
}

/** The verdict on one key point: the sentence matching most of its groups, quoted. */
function judge(keyPoint: string, groups: EvidenceGroup[], sentences: Sentence[]): KeyPointVerdict {
  let best: { matched: number; strong: boolean; s: Sentence } | undefined;
  for (const s of sentences) {
    const found = groups.filter((g) => g.terms.some((t) => termIn(t, s)));
    const hits = found.every((g) => g.supporting) ? [] : found;
    const strong = hits.some((g) => g.strong);
    const rank = hits.length + (strong ? groups.length : 0);
    const bestRank = best ? best.matched + (best.strong ? groups.length : 0) : 0;
    if (hits.length > 0 && rank > bestRank) best = { matched: hits.length, strong, s };
  }
  if (!best) return { keyPoint, verdict: 'missing' };
  const covered = best.strong || best.matched >= Math.ceil(COVER_SHARE * groups.length);
  return { keyPoint, verdict: covered ? 'covered' : 'partial', quote: quoteOf(narrowQuote(best.s, groups)) };
}

/** A sentence cut to {@link QUOTE_CHARS} at a word boundary: still an exact substring of the answer. */
function quoteOf(sentence: string): string {
  if (sentence.length <= QUOTE_CHARS) return sentence;
  return sentence.slice(0, sentence.lastIndexOf(' ', QUOTE_CHARS)).trim();
}

/** Letters of Latin script share of all letters: stop-word checks only apply to English and Spanish text. */
function isLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return (
    letters.length > 0 && letters.filter((l) => /[a-z]/i.test(normalize(l))).length / letters.length > 0.8
  );
}

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?|thank you|nice to meet you|hola|buenos dias|buenas( tardes| noches)?|gracias|encantad[oa]|mucho gusto|saludos)\b/;

/**
 * Why an answer cannot earn more than {@link NO_SENTENCES_CAP}, if it cannot: a list of words without
 * sentences, the same words repeated, the question's and key points' own words echoed back, or only
 * greetings.
 */
function noSubstance(
  answer: string,
  rubric: Set<string>,
  language?: Language,
): 'keywords' | 'greeting' | undefined {
  const ws = words(answer, language);
  if (ws.length === 0) return 'greeting';
  const content = ws.filter((w) => !isStopWord(w, language));
  if (isLatin(answer) && ws.length >= 4 && (ws.length - content.length) / ws.length < 0.1) return 'keywords';
  const segments = answer.split(/[,;\n|/·•、，；-]+/).filter((s) => words(s, language).length > 0);
  if (segments.length >= 3 && segments.every((s) => words(s, language).length <= 3)) return 'keywords';
  if (ws.length >= 12 && new Set(ws).size / ws.length < 0.45) return 'keywords';
  const stems = [...contentStems(answer, language)];
  const novel = stems.filter((s) => /\d/.test(s) || !rubric.has(s));
  if (stems.length >= 5 && novel.length / stems.length < 0.15) return 'keywords';
  const rest = sentencesOf(answer, language)
    .filter((s) => !GREETING.test(s.words.join(' ')))
    .flatMap((s) => s.words.filter((w) => !isStopWord(w, language)));
  if (rest.length < 3) return 'greeting';
  return undefined;
}

/** True when quoted sentences carry concrete detail: a number, an acronym, a name or an example. */
function hasSpecifics(quotes: string[]): boolean {
  return quotes.some(
    (q) =>
      /\d/.test(q) ||
      /\b[A-Z]{2,}\b/.test(q) ||
      /\S\s+[A-Z][a-z]+/.test(q) ||
      /\b(for example|for instance|e\.g\.|por ejemplo|en concreto)\b/i.test(q),
  );
}

/**
 * Scores one answer 0-10 from evidence, in the anchored bands of `../evidence.ts`: nothing covered →
 * 0-3 (0 off-topic, 1-2 on the topic's words, 2-3 with partial evidence); some key points → 4-6; most
 * (≥ 60 %) → 7-8; all → 9-10; the upper score of a band needs specifics in the quotes. Length earns
 * nothing; keyword lists, stuffing, echoes of the rubric and greetings are held at 0-2.
 */
export function scoreAnswer(
  answer: string,
  question: string,
  keyPoints: string[],
  language?: Language,
): { score: number; evidence: KeyPointVerdict[]; keywordList: boolean } {
  const sentences = sentencesOf(answer, language);
  const evidence = keyPoints.map((k) => judge(k, evidenceFor(k, language), sentences));
  const rubric = contentStems([question, ...keyPoints].join(' '), language);
  const flaw = noSubstance(answer, rubric, language);
  const n = Math.max(1, keyPoints.length);
  const covered = evidence.filter((e) => e.verdict === 'covered').length;
  const partial = evidence.filter((e) => e.verdict === 'partial').length;
  const specific = hasSpecifics(evidence.flatMap((e) => (e.quote ? [e.quote] : [])));
  let score: number;
  if (covered === 0 && partial === 0) {
    const answerStems = contentStems(answer, language);
    const touched = [...contentStems(question, language)].filter((q) => answerStems.has(q));
    score = touched.length >= 2 ? 2 : touched.length;
  } else if (covered === 0) {
    score = Math.min(3, 1 + partial);
  } else if (covered === n) {
    score = specific ? 10 : 9;
  } else if (covered / n >= MOST_SHARE) {
    score = specific ? 8 : 7;
  } else {
    score = 4 + ((covered + 0.5 * partial) / n >= 0.4 ? 1 : 0) + (specific ? 1 : 0);
  }
  if (flaw) score = Math.min(score, NO_SENTENCES_CAP);
  return { score, evidence, keywordList: flaw === 'keywords' };
}

/**
 * Scores a session offline, deterministically: each answer 0-10 ({@link scoreAnswer}) after injection
 * attempts are stripped (so they cannot raise the score), blank answers 0; session score = mean × 10.
 * Feedback, suggestions and notices are in the reporting language.
 */
export function scoreSessionOffline(input: ScoreSessionInput): OfflineSessionScore {
  const t = reportText(input.reportLanguage);
  const answers = input.items.map((item): AnswerScore => {
    const raw = item.answer?.trim() ?? '';
    if (!raw) return notAnsweredScore(item.questionId, item.keyPoints, t);
    const injection = detectInjection(raw);
    const result = scoreAnswer(
      injection ? stripInjection(raw) : raw,
      item.question,
      item.keyPoints,
      input.language,
    );
    const scored: AnswerScore = {
      questionId: item.questionId,
      score: result.score,
      feedback: '',
      injectionSuspected: injection,
      evidence: result.evidence,
      unverifiedQuotes: 0,
      needsReview: false,
      samples: [result.score],
    };
    return { ...scored, feedback: answerFeedback(scored, t, result.keywordList ? t.keywordList : undefined) };
  });
  const score = sessionScoreOf(answers.map((a) => a.score));
  return {
    answers,
    score,
    ...sessionReport(input, answers, score),
    injectionSuspected: answers.some((a) => a.injectionSuspected),
  };
}
