import type { Language } from '../../../shared/interview-options';
import NEGATION from './lang/negation.json';
import { isStopWord, words } from '../text';
import { beginnings, type Sentence } from './match';

/** Negation words of one language (`./lang/negation.json`). */
interface Negation {
  words: string[];
  parts: string[];
  except: string[];
  /** Words that make a negation a condition ("not until"): their sentence denies nothing. */
  until: string[];
  /** Beginnings of words by which a key point asks for an absence ("Avoids discounts"). */
  avoid: string[];
  /** Words that deny what comes before them ("metrics are a waste of time"), {@link DISMISS_REACH} words. */
  dismiss: string[];
  /** Words after a negation that it denies. */
  ahead: number;
  /** Words before a negation that it denies (languages whose negation follows the verb). */
  behind: number;
}

/** Content words before a dismissive word that it denies. */
const DISMISS_REACH = 4;

const BY_LANGUAGE = NEGATION as unknown as Record<Language, Negation>;
const WORD_SETS = new Map<Language, Set<string>>();

/** True when `word` negates in `language` (see `./lang/negation.json`). */
export function isNegation(word: string, language: Language): boolean {
  const n = BY_LANGUAGE[language];
  let set = WORD_SETS.get(language);
  if (!set) WORD_SETS.set(language, (set = new Set(n.words)));
  if (set.has(word)) return true;
  return !n.except.some((e) => word.includes(e)) && n.parts.some((p) => word.includes(p));
}

/**
 * Which words of `s` a negation denies: those within the language's reach (in content words) of a
 * negation of their clause ("we don't limit speed" denies "limit" and "speed"); several negations are
 * one (negative concord: "no ofrezco reenvío ni reembolso"); a sentence with an `until` word ("not
 * until", "or not") denies nothing. Without an interview language nothing is denied.
 */
export function deniedWords(s: Sentence): boolean[] {
  const language = s.language;
  const denied = s.words.map(() => false);
  if (!language) return denied;
  const n = BY_LANGUAGE[language];
  const joined = ` ${s.words.join(' ')} `;
  const unspaced = language === 'Japanese' || language === 'Mandarin Chinese';
  if (n.until.some((u) => joined.includes(` ${u} `) || (unspaced && s.text.includes(u)))) return denied;
  const clause = clausesOf(s);
  const content = s.words.map((w) => !isStopWord(w, language));
  const between = (a: number, b: number) => content.slice(a + 1, b).filter(Boolean).length + 1;
  const negations = s.words.flatMap((w, i) => (isNegation(w, language) ? [i] : []));
  const dismissals = s.words.flatMap((w, i) => (n.dismiss.some((d) => w.startsWith(d)) ? [i] : []));
  if (negations.length + dismissals.length === 0) return denied;
  return s.words.map((w, i) => {
    if (isNegation(w, language)) return false;
    return (
      negations.some(
        (at) => clause[at] === clause[i] && (at < i ? between(at, i) <= n.ahead : between(i, at) <= n.behind),
      ) || dismissals.some((at) => clause[at] === clause[i] && at > i && between(i, at) <= DISMISS_REACH)
    );
  });
}

/** The clause (split at commas, semicolons, colons and dashes) of each word of `s`; one when they disagree. */
function clausesOf(s: Sentence): number[] {
  const pieces = s.text.split(/[,，、;；:：—–]/).map((p) => words(p, s.language).length);
  if (pieces.reduce((a, b) => a + b, 0) !== s.words.length) return s.words.map(() => 0);
  return pieces.flatMap((count, k) => Array<number>(count).fill(k));
}

/** The part of `s` made of the words where `keep` is true, as matching needs it (same text). */
export function partOf(s: Sentence, keep: boolean[]): Sentence {
  const words = s.words.filter((_, i) => keep[i]);
  const stems = s.stems.filter((_, i) => keep[i]);
  const stemSet = new Set(stems.flat());
  return { ...s, words, stems, stemSet, prefixes: new Set([...stemSet].flatMap(beginnings)) };
}

/** The affirmed and the denied parts of a sentence ({@link deniedWords}). */
export function splitByNegation(s: Sentence): { affirmed: Sentence; denied: Sentence | undefined } {
  const denied = deniedWords(s);
  if (!denied.includes(true)) return { affirmed: s, denied: undefined };
  return {
    affirmed: partOf(
      s,
      denied.map((d) => !d),
    ),
    denied: partOf(s, denied),
  };
}

/**
 * True when a key point itself asks for an absence or avoidance ("Avoids offering discounts too early",
 * "look-alike products are not side by side"): an answer's negations agree with it, so none denies it.
 */
export function asksForAbsence(keyPointWords: string[], language: Language | undefined): boolean {
  if (!language) return false;
  const { avoid } = BY_LANGUAGE[language];
  return keyPointWords.some((w) => isNegation(w, language) || avoid.some((a) => w.startsWith(a)));
}
