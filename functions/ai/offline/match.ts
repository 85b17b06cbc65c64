import type { Language } from '../../../shared/interview-options';
import { MIN_PREFIX_STEM, normalize, stemsMatch, stemVariants, words } from '../text';

/**
 * How the offline scorer finds an evidence term in a piece of an answer. A term is one of:
 * - `~word`: any word with the same Snowball stem in the interview's language, or a stem it begins
 *   (`stemsMatch` of `../text.ts`: `~delegate` finds "delegated", "delegation"; `~caller` does not find
 *   "call"); the word itself where no stemmer exists;
 * - `word*`: any word starting with it (hand-written bank terms such as `frustrat*`);
 * - `a b`: a phrase, its words in order with at most {@link PHRASE_GAP} words between them, each word
 *   matched as a prefix (4 letters and more) or whole (`call back` finds "called her back");
 * - `#`: a measured quantity (see {@link RESULT_NUMBER}); a bare number such as a year or a count of
 *   weeks is no result.
 */
export type Term = string;

/** Words allowed between two words of a phrase term. */
const PHRASE_GAP = 2;

/**
 * A quantity that reports a result: a percentage, a change from one figure to another, money, or a
 * count with a multiplier (`3x`). Plain numbers ("in 2021", "for 3 weeks") are not results.
 */
const RESULT_NUMBER =
  /\d\s?(%|percent|per cent|por ciento|por cento|процент|पर्सेंट|प्रतिशत|শতাংশ|ਪ੍ਰਤੀਸ਼ਤ|٪|％|パーセント|个百分点|x\b|pp\b|points?\b|puntos?\b|pontos?\b)|\b(from|de|da|desde|с|от)\s+\S*\d\S*\s+(to|a|para|hasta|até|до)\s+\S*\d|[$€£¥₹]\s?\d|\d\s?(k|m|usd|eur|dollars?|euros?|reais|rupees?|рубл\S*|ドル|円|元|万)\b|\d\s?(ドル|円|元|万|рубл)/iu;

/** A piece of an answer as matching needs it. */
export interface Sentence {
  /** Exact text, a substring of the answer. */
  text: string;
  language?: Language;
  /** Normalized words, in order. */
  words: string[];
  /** Stem variants of each word, in order. */
  stems: string[][];
  /** Every stem variant of every word. */
  stemSet: Set<string>;
  /** The beginnings ({@link MIN_PREFIX_STEM} letters and more) of every stem, for `stemsMatch` in O(1). */
  prefixes: Set<string>;
  hasNumber: boolean;
  hasResultNumber: boolean;
}

/** A piece of text as matching needs it. */
export function sentenceOf(text: string, language?: Language): Sentence {
  const ws = words(text, language);
  const stems = ws.map((w) => stemsOf(w, language));
  const stemSet = new Set(stems.flat());
  return {
    text,
    language,
    words: ws,
    stems,
    stemSet,
    prefixes: new Set([...stemSet].flatMap(beginnings)),
    hasNumber: /\d/.test(text),
    hasResultNumber: RESULT_NUMBER.test(text),
  };
}

const stemCache = new Map<string, string[]>();

/** Cached {@link stemVariants}. */
function stemsOf(word: string, language?: Language): string[] {
  const key = `${language ?? ''}\u0000${word}`;
  let stems = stemCache.get(key);
  if (!stems) {
    stems = stemVariants(word, language);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(key, stems);
  }
  return stems;
}

/** The beginnings of a stem that may stand for it (`stemsMatch` of `../text.ts`), itself excluded. */
export function beginnings(stem: string): string[] {
  const out: string[] = [];
  for (let k = MIN_PREFIX_STEM; k < stem.length; k++) out.push(stem.slice(0, k));
  return out;
}

/** True when a stem of `stems` matches one of `set` (equal, or one begins the other: `stemsMatch`). */
function matchesAny(stems: string[], set: Set<string>, prefixes: Set<string>): boolean {
  return stems.some(
    (p) =>
      set.has(p) || (p.length >= MIN_PREFIX_STEM && prefixes.has(p)) || beginnings(p).some((b) => set.has(b)),
  );
}

/** True when word `i` of `s` is the hand-written `part`: equal, a prefix of 4+ letters, or the same stem. */
function wordIs(part: string, s: Sentence, i: number): boolean {
  const w = s.words[i]!;
  if (w === part || (part.length >= 4 && w.startsWith(part))) return true;
  const own = s.stems[i]!;
  return matchesAny(stemsOf(part, s.language), new Set(own), new Set(own.flatMap(beginnings)));
}

/** True when some word of `s` is `part` (see {@link wordIs}). */
function anyWordIs(part: string, s: Sentence): boolean {
  if (s.words.some((w) => w === part || (part.length >= 4 && w.startsWith(part)))) return true;
  return matchesAny(stemsOf(part, s.language), s.stemSet, s.prefixes);
}

/** True when the words of `phrase` are in `s` in order, at most {@link PHRASE_GAP} words apart. */
function phraseIn(phrase: string[], s: Sentence): boolean {
  for (let start = 0; start < s.words.length; start++) {
    if (!wordIs(phrase[0]!, s, start)) continue;
    let at = start;
    let found = true;
    for (const part of phrase.slice(1)) {
      let next = -1;
      for (let j = at + 1; j <= Math.min(s.words.length - 1, at + 1 + PHRASE_GAP); j++) {
        if (wordIs(part, s, j)) {
          next = j;
          break;
        }
      }
      if (next < 0) {
        found = false;
        break;
      }
      at = next;
    }
    if (found) return true;
  }
  return false;
}

/** True when term `t` (see {@link Term}) is in the sentence. */
export function termIn(t: Term, s: Sentence): boolean {
  if (t === '#') return s.hasResultNumber;
  if (t.startsWith('~')) return matchesAny(stemsOf(t.slice(1), s.language), s.stemSet, s.prefixes);
  if (t.endsWith('*')) return anyWordIs(t.slice(0, -1), s);
  if (t.includes(' ')) return phraseIn(t.split(' '), s);
  return anyWordIs(t, s);
}

/**
 * True when `s` holds the word of a `~word` term itself, compared unstemmed (equal, or one of five letters
 * or more begins the other: `stemsMatch`): a word said again, not one of the same light stem.
 */
export function saysWord(t: Term, s: Sentence): boolean {
  const word = t.slice(1);
  return t.startsWith('~') && s.words.some((w) => stemsMatch(w, word));
}

/** A hand-written term (bank markup, concept lists) as matched: `#`, a phrase, or a prefix `word*`. */
export function handTerm(raw: string): Term {
  const plain = normalize(raw).trim();
  if (plain === '#') return '#';
  const ws = words(plain);
  if (ws.length > 1) return ws.join(' ');
  return ws[0] ? `${ws[0]}*` : '';
}
