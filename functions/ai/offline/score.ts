import { MOST_SHARE, quoteInAnswer } from '../evidence';
import type { KeyPointVerdict } from '../provider';
import type { Language } from '../../../shared/interview-options';
import { LIGHT_STEMMED } from '../stemmers';
import { words } from '../text';
import { evidenceFor, type EvidenceGroup } from './evidence-terms';
import { saysWord, sentenceOf, termIn, type Sentence } from './match';
import { contradicts, oppositesOf } from './contradiction';
import { asksForAbsence, splitByNegation } from './negation';
import { hasSpecifics, isHypothetical, LIST_NOVELTY, substanceOf } from './substance';

/** Share of a key point's evidence groups one sentence must match to cover it (rounded up). */
const COVER_SHARE = 0.5;
/** Longest quote (characters) taken from a sentence. */
const QUOTE_CHARS = 220;

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

/**
 * The quote of a verdict: the narrowest clauses of `s` that match its evidence, widened to the whole
 * sentence and then to the sentences after it until it is evidence by the rule every provider's quotes
 * meet (`quoteInAnswer`: at least 3 content words, or all of a shorter answer); always an exact substring.
 */
function evidenceQuote(s: Sentence, groups: EvidenceGroup[], answer: string): string {
  const narrow = quoteOf(narrowQuote(s, groups));
  if (quoteInAnswer(narrow, answer)) return narrow;
  const start = answer.indexOf(s.text);
  if (start < 0) return narrow;
  let end = start + s.text.length;
  let quote = answer.slice(start, end).trim();
  while (!quoteInAnswer(quote, answer) && end < answer.length && end - start < QUOTE_CHARS) {
    const next = answer.slice(end).search(/[.!?;\n。！？؟।](\s|$)/);
    end = next < 0 ? answer.length : end + next + 1;
    quote = answer.slice(start, end).trim();
  }
  return quoteOf(quote);
}

/**
 * The verdict on one key point: the sentence matching most of its groups in words no negation denies,
 * quoted; `denied` when a sentence matches it only where a negation denies it ("we don't limit speed")
 * and no sentence affirms it.
 */
function judge(
  keyPoint: string,
  groups: EvidenceGroup[],
  sentences: Sentence[],
  answer: string,
  language?: Language,
): KeyPointVerdict & { denied?: boolean } {
  const absence = asksForAbsence(words(keyPoint, language), language);
  const opposites = absence ? [] : oppositesOf(keyPoint, language);
  let best: { matched: number; strong: boolean; s: Sentence } | undefined;
  let deniedHits = 0;
  const need = Math.ceil(COVER_SHARE * groups.length);
  for (const whole of sentences) {
    const { affirmed: s, denied: no } = absence
      ? { affirmed: whole, denied: undefined }
      : splitByNegation(whole);
    const found = groups.filter((g) => g.terms.some((t) => termIn(t, s)));
    const hits = found.every((g) => g.supporting) ? [] : found;
    // Saying the opposite ("waiting time went up") denies what the sentence matches, like a negation.
    if (contradicts(s, opposites)) {
      deniedHits = Math.max(deniedHits, hits.length);
      continue;
    }
    const strong = hits.some((g) => g.strong);
    const rank = hits.length + (strong ? groups.length : 0);
    const bestRank = best ? best.matched + (best.strong ? groups.length : 0) : 0;
    if (hits.length > 0 && rank > bestRank) best = { matched: hits.length, strong, s: whole };
    if (no) {
      const negated = groups.filter((g) => !g.supporting && g.terms.some((t) => termIn(t, no)));
      deniedHits = Math.max(deniedHits, negated.some((g) => g.strong) ? need : negated.length);
    }
  }
  if (!(best && (best.strong || best.matched >= need))) {
    const across = acrossSentences(groups, sentences, answer, absence, opposites, language);
    if (across && across.matched >= need && across.matched > (best?.matched ?? 0)) best = across;
  }
  const covered = best && (best.strong || best.matched >= need);
  // Denied: a sentence denies as many of its groups as it needs (two at most), more than any affirms.
  const denied = deniedHits >= Math.min(need, 2) && deniedHits > (best?.matched ?? 0);
  if (denied && !covered) return { keyPoint, verdict: 'missing', denied };
  if (!best) return { keyPoint, verdict: 'missing' };
  return { keyPoint, verdict: covered ? 'covered' : 'partial', quote: evidenceQuote(best.s, groups, answer) };
}

/**
 * A key point spread over two adjacent sentences ("I check the vital signs first. Then I call the
 * doctor and …"): the pair matching the most groups in words no negation denies, each sentence adding a
 * group the other lacks, as one piece of the answer (an exact substring, so its quote is one too).
 */
function acrossSentences(
  groups: EvidenceGroup[],
  sentences: Sentence[],
  answer: string,
  absence: boolean,
  opposites: ReturnType<typeof oppositesOf>,
  language?: Language,
): { matched: number; strong: boolean; s: Sentence } | undefined {
  const matches = (g: EvidenceGroup, s: Sentence) => !g.supporting && g.terms.some((t) => termIn(t, s));
  // A sentence that denies any of the key point's groups, or says its opposite, joins no other.
  const hitsOf = (whole: Sentence) => {
    const { affirmed, denied } = absence ? { affirmed: whole, denied: undefined } : splitByNegation(whole);
    if ((denied && groups.some((g) => matches(g, denied))) || contradicts(affirmed, opposites))
      return undefined;
    return new Set(groups.filter((g) => matches(g, affirmed)));
  };
  let best: { matched: number; strong: boolean; s: Sentence } | undefined;
  let from = 0;
  for (let i = 0; i + 1 < sentences.length; i++) {
    const [a, b] = [sentences[i]!, sentences[i + 1]!];
    const start = answer.indexOf(a.text, from);
    from = Math.max(from, start + 1);
    const end = answer.indexOf(b.text, start + a.text.length);
    if (start < 0 || end < 0) continue;
    const [ha, hb] = [hitsOf(a), hitsOf(b)];
    if (!ha || !hb || [...ha].every((g) => hb.has(g)) || [...hb].every((g) => ha.has(g))) continue;
    const matched = new Set([...ha, ...hb]).size;
    if (matched > (best?.matched ?? 0)) {
      const s = sentenceOf(answer.slice(start, end + b.text.length), language);
      best = { matched, strong: false, s };
    }
  }
  return best;
}

/** A sentence cut to {@link QUOTE_CHARS} at a word boundary: still an exact substring of the answer. */
function quoteOf(sentence: string): string {
  if (sentence.length <= QUOTE_CHARS) return sentence;
  return sentence.slice(0, sentence.lastIndexOf(' ', QUOTE_CHARS)).trim();
}

/** Points of the 0-10 scale that coverage of the key points earns (the rest is concrete detail). */
const COVERAGE_POINTS = 5;
/** Own words (not the rubric's) of an answer that count as an account of real work, for +1 and +2. */
const DETAIL_WORDS = [12, 25] as const;

/** Points a key point the answer denies takes off (a wrong statement weighs more than a missing one). */
const DENIAL_POINTS = 3;

/** Why an answer's verdicts were set aside, for the manager (`./reasons.json`). */
export type ScoreReason = 'keywords' | 'echo' | 'general' | 'denied';

/**
 * Scores one answer 0-10 from evidence, in the anchored bands of `../evidence.ts`
 * (docs/decisions/0097-offline-scorer-calibration.md):
 * - a keyword list or greetings, a copy of the question (0), a restatement of the key points (most of
 *   its words the rubric's, or one sentence listing three key points in few words of its own): 0-1,
 *   verdicts set to missing and the reason shown;
 * - nothing covered: 0-2 by how many of the question's words it touches (0 off-topic);
 * - no concrete detail (number, acronym, name, "for example") and less than half covered, or said
 *   hypothetically ("I would…"): at most 2, covered verdicts shown as partial, the reason shown;
 * - otherwise 2 + 5 × coverage (covered 1, partial ½), plus up to 3 for concrete detail (specifics, and
 *   12 and 25 words of its own), at most 6 under 60 % covered and 8 under 75 %;
 * - a key point denied ("we don't limit speed", `./lang/negation.json`) takes {@link DENIAL_POINTS} off,
 *   and an answer denying as many key points as it covers scores 1, the reason shown: it names the key
 *   points it denies, so it knows what was asked and says it wrong, below a vague answer on the subject
 *   (0-2) and above an off-topic one (0).
 * Length alone earns nothing: detail counts distinct words the rubric does not already contain.
 */
export function scoreAnswer(
  answer: string,
  question: string,
  keyPoints: string[],
  language?: Language,
): { score: number; evidence: KeyPointVerdict[]; keywordList: boolean; reason?: ScoreReason } {
  const sentences = sentencesOf(answer, language);
  const asked = sentenceOf(question, language);
  // A key-point word the question already says is no evidence on its own: repeating it is not an answer.
  // Where a light stemmer cuts words short (Hindi, Bengali, Punjabi), "says" means the word itself, so
  // "preparation" is not discounted because the question asks how one "prepares".
  const inQuestion =
    language && LIGHT_STEMMED.has(language)
      ? (t: string) => saysWord(t, asked)
      : (t: string) => termIn(t, asked);
  const groupsOf = (k: string) =>
    evidenceFor(k, language).map((g) =>
      g.terms[0]?.startsWith('~') && inQuestion(g.terms[0]) ? { ...g, supporting: true } : g,
    );
  const judged = keyPoints.map((k) => judge(k, groupsOf(k), sentences, answer, language));
  const denied = judged.filter((j) => j.denied).length;
  const found = judged.map(({ denied: _, ...verdict }): KeyPointVerdict => verdict);
  const substance = substanceOf(answer, question, keyPoints, language);
  const missing = keyPoints.map((keyPoint): KeyPointVerdict => ({ keyPoint, verdict: 'missing' }));
  if (substance.flaw) {
    return {
      score: Math.min(1, covered(found)),
      evidence: missing,
      keywordList: substance.flaw === 'keywords',
      reason: substance.flaw === 'keywords' ? 'keywords' : undefined,
    };
  }
  // Key points the answer denies ("we don't limit speed") as often as it covers any: confidently wrong,
  // still naming the key points, so above an off-topic answer and never above a restatement of them.
  if (denied > 0 && denied >= covered(found)) {
    return { score: 1, evidence: found, keywordList: false, reason: 'denied' };
  }
  // One sentence naming three key points or more in few words of its own: the key points listed back.
  const listed =
    sentences.length === 1 &&
    substance.ownShare < LIST_NOVELTY &&
    covered(found) >= Math.min(3, keyPoints.length);
  if (substance.echo || listed) {
    return { score: substance.questionCopy ? 0 : 1, evidence: missing, keywordList: false, reason: 'echo' };
  }
  const n = Math.max(1, keyPoints.length);
  const coverage =
    found.reduce((sum, e) => sum + (e.verdict === 'covered' ? 1 : e.verdict === 'partial' ? 0.5 : 0), 0) / n;
  if (coverage === 0) {
    return { score: Math.min(2, substance.questionWords), evidence: found, keywordList: false };
  }
  const specific = hasSpecifics(answer);
  if (!specific && (coverage < 0.5 || isHypothetical(answer))) {
    const evidence = found.map((e) => (e.verdict === 'covered' ? { ...e, verdict: 'partial' as const } : e));
    const stated = found.filter((e) => e.verdict === 'covered').length;
    return {
      score: Math.min(2, stated + (stated < found.length && covered(found) > stated ? 1 : 0)),
      evidence,
      keywordList: false,
      reason: 'general',
    };
  }
  // Detail counts once a quarter of the key points are there: words of its own do not make up for them.
  const detail =
    coverage < 0.25
      ? 0
      : (specific ? 1 : 0) + DETAIL_WORDS.filter((words) => substance.ownWords >= words).length;
  let score = Math.round(2 + COVERAGE_POINTS * coverage + detail) - DENIAL_POINTS * denied;
  if (coverage < 0.75) score = Math.min(score, 8);
  if (coverage < MOST_SHARE) score = Math.min(score, 6);
  return { score: Math.max(0, Math.min(10, score)), evidence: found, keywordList: false };
}

/** Key points covered or partly covered. */
function covered(evidence: KeyPointVerdict[]): number {
  return evidence.filter((e) => e.verdict !== 'missing').length;
}
