import type { Language } from '../../../shared/interview-options';
import { isStopWord, normalize, stem, words } from '../text';
import { BANK, GENERIC_QUESTIONS, TOPIC_TEMPLATES } from './bank';
import { handTerm, sentenceOf, termIn, type Term } from './match';
import CONCEPT_DATA from './lang/concepts.json';

/**
 * Evidence terms of a key point for the offline scorer (docs/decisions/0024-offline-evidence-scorer.md):
 * a list of any-of groups. A group is matched by an answer sentence when any of its terms is in it; a
 * key point is covered when 60 % of its groups (rounded up) are matched in one sentence, or when its
 * `strong` group (the examples a key point lists: "such as CSAT, FCR or NPS") is.
 */
export interface EvidenceGroup {
  /** Terms to look for (see `./match.ts`): `~word`, `prefix*`, phrases or `#` (a measured result). */
  terms: Term[];
  /** Examples the key point names: matching one covers the key point alone. */
  strong?: boolean;
  /** Counts only beside another group: on its own it is no evidence (e.g. "is" for a definition). */
  supporting?: boolean;
}

const CONCEPT_ROWS = CONCEPT_DATA.concepts as Partial<Record<Language, string[]>>[];

/** Languages of the Latin script, whose concept words are read together (they share many words). */
const LATIN: Language[] = ['English', 'Spanish', 'Portuguese'];

/**
 * Concepts by interview language (`./lang/concepts.json`): a key-point word that matches one stem of a
 * concept is also evidenced by any other of the interview's language (English, Spanish and Portuguese
 * share theirs, and so does an unknown language). An answer in another script is not read through them:
 * its content meets the key points by numbers, names and shared terms only (decision 0163).
 */
function conceptsOf(language?: Language): string[][] {
  const own = !language || LATIN.includes(language) ? LATIN : [language];
  return CONCEPT_ROWS.map((c) => [
    ...own.flatMap((l) => c[l] ?? []),
    ...(own === LATIN || !c.English?.includes('#') ? [] : ['#']),
  ]);
}

/** Words that describe what an answer should do rather than what it says ("Names…", "Explains…"). */
const META_WORDS = new Set(
  (
    'name names mention mentions describe describes explain explains give gives show shows state states say ' +
    'says discuss discusses talk talks clear clearly concrete specific specifics relevant appropriate good ' +
    'strong answer candidate applicant knows know common too understand understands define defines ' +
    'keeps keep stays stay remains remain maintains use uses using used ' +
    'nombra menciona describe explica da muestra concreto concreta concretos concretas especifico especifica ' +
    'claro clara candidato conoce habituales demasiado entiende define mantiene mantener'
  ).split(' '),
);

/** Words of a key point that ask for an explanation, not a mention ("Explains what X measures"). */
const EXPLAIN_WORDS = new Set([
  'explain',
  'explains',
  'understand',
  'understands',
  'define',
  'defines',
  'explica',
  'entiende',
]);
/** Evidence of an explanation: a sentence that says what something is, means or measures. */
const DEFINITION_GROUP: EvidenceGroup = {
  terms: ['is', 'are', 'means', 'tells', 'shows', 'es', 'son', 'significa', 'indica', 'mide', 'muestra'],
  supporting: true,
};

/** A concept word as a term: the same stem in the interview's language, or a phrase, or `#`. */
function conceptTerm(raw: string): Term {
  const plain = normalize(raw).trim();
  return plain === '#' || plain.includes(' ') ? handTerm(plain) : `~${plain}`;
}

const CONCEPT_TERMS = new Map<Language | undefined, Term[][]>();

/** The concepts of {@link conceptsOf} as terms, built once per language. */
function conceptTerms(language?: Language): Term[][] {
  let terms = CONCEPT_TERMS.get(language);
  if (!terms) CONCEPT_TERMS.set(language, (terms = conceptsOf(language).map((c) => c.map(conceptTerm))));
  return terms;
}

/** The terms of one key-point word: the word by its stem plus every term of the concepts it belongs to. */
export function termsOf(word: string, language?: Language): Term[] {
  const key = `${language ?? ''}\u0000${word}`;
  let terms = TERMS_CACHE.get(key);
  if (!terms) {
    const own = sentenceOf(word, language);
    const related = conceptTerms(language).filter((c) => c.some((t) => t.startsWith('~') && termIn(t, own)));
    terms = [...new Set([`~${word}`, ...related.flat()])];
    if (TERMS_CACHE.size > 20_000) TERMS_CACHE.clear();
    TERMS_CACHE.set(key, terms);
  }
  return terms;
}

/** {@link termsOf} by language and word: key points repeat their words across a bank and a session. */
const TERMS_CACHE = new Map<string, Term[]>();

// "such as A, B or C", "e.g. A, B", "(A, B, C)", "like A and B", "como A, B o C", "por ejemplo A, B".
const EXAMPLE_LIST =
  /\(([^)]+)\)|(?:such as|e\.g\.|for example|like|including|por ejemplo|como|incluido|incluidos)\s+([^.;:|]+)$/i;

/** A listed example as a term: a phrase of its content words ("a slow query" → `slow query`), or one word by its stem. */
function exampleTerm(raw: string, language?: Language): Term {
  const ws = words(raw, language).filter((w) => !isStopWord(w, language));
  if (ws.length === 0) return '';
  return ws.length > 1 ? ws.join(' ') : `~${ws[0]}`;
}

/** The examples a key point lists, each a term, and the key point without them. */
function examplesOf(keyPoint: string, language?: Language): { examples: string[]; rest: string } {
  const match = EXAMPLE_LIST.exec(keyPoint);
  if (!match) return { examples: [], rest: keyPoint };
  const list = (match[1] ?? match[2] ?? '')
    .split(/,|\bor\b|\band\b|\by\b|\bo\b|\//i)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0 && words(s).length <= 4);
  return {
    examples: list.map((e) => exampleTerm(e, language)).filter(Boolean),
    rest: keyPoint.replace(match[0], ' '),
  };
}

/**
 * Evidence groups derived from a key point's own words: the examples it lists (one strong group), then
 * one group per content word (stop and meta words left out), each widened by its concepts; words joined
 * by "or"/"o" share one group ("bugs or incidents").
 */
export function deriveEvidence(keyPoint: string, language?: Language): EvidenceGroup[] {
  const { examples, rest } = examplesOf(keyPoint, language);
  const groups: EvidenceGroup[] = examples.length > 1 ? [{ terms: examples, strong: true }] : [];
  const seen = new Set<string>();
  let joinNext = false;
  for (const w of [
    ...words(rest, language),
    ...(examples.length === 1 ? words(examples[0]!.replace(/^~/, ''), language) : []),
  ]) {
    if (w === 'or' || w === 'o' || w === 'u') {
      joinNext = groups.length > 0;
      continue;
    }
    if (isStopWord(w, language) || META_WORDS.has(w) || seen.has(stem(w, language))) continue;
    seen.add(stem(w, language));
    const terms = termsOf(w, language);
    const key = [...terms].sort().join('|');
    if (joinNext) groups.at(-1)!.terms.push(...terms);
    // Two words of one concept ("metric", "measures") are one piece of evidence, not two.
    else if (!groups.some((g) => [...g.terms].sort().join('|') === key)) groups.push({ terms });
    joinNext = false;
  }
  if (words(keyPoint, language).some((w) => EXPLAIN_WORDS.has(w))) groups.push(DEFINITION_GROUP);
  return groups;
}

/** Hand-written evidence of the bank's key points, by normalized key-point text (built on first use). */
let bankEvidence: Map<string, EvidenceGroup[]> | undefined;

function handWritten(): Map<string, EvidenceGroup[]> {
  if (bankEvidence) return bankEvidence;
  bankEvidence = new Map();
  const questions = [
    ...GENERIC_QUESTIONS,
    ...TOPIC_TEMPLATES,
    ...BANK.flatMap((g) => [...g.questions, ...g.topics.flatMap((t) => t.questions)]),
  ];
  for (const k of questions.flatMap((q) => [...q.en.keyPoints, ...q.es.keyPoints])) {
    if (typeof k === 'string') continue;
    const groups = k.evidence.map((g) => ({
      terms: g.terms.map(handTerm),
      ...(g.strong ? { strong: true } : {}),
    }));
    bankEvidence.set(normalize(k.text).trim(), groups);
  }
  return bankEvidence;
}

/** The evidence groups of a key point: the bank's hand-written ones when it has them, else derived. */
export function evidenceFor(keyPoint: string, language?: Language): EvidenceGroup[] {
  return handWritten().get(normalize(keyPoint).trim()) ?? deriveEvidence(keyPoint, language);
}
