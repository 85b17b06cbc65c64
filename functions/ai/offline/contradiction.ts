import type { Language } from '../../../shared/interview-options';
import { words } from '../text';
import ANTONYMS from './lang/antonyms.json';
import { sentenceOf, termIn, type Sentence, type Term } from './match';

/**
 * Contradiction without a negation word (`./lang/antonyms.json`): a sentence that says the opposite of
 * a key-point word ("waiting time increased" against "Reduces waiting time") denies the key point.
 */

const PAIRS = ANTONYMS as unknown as Partial<Record<Language, [string, string][]>>;

/**
 * The opposites of the words of `keyPoint` in `language`, each as a `~word` term with the word it
 * opposes: both sides of every pair whose other side is a key-point word and which the key point does
 * not itself say (a key point "raises sales and lowers costs" has no opposite for either).
 */
export function oppositesOf(keyPoint: string, language?: Language): { opposite: Term; own: Term }[] {
  const pairs = language ? (PAIRS[language] ?? []) : [];
  if (pairs.length === 0) return [];
  const said = sentenceOf(words(keyPoint, language).join(' '), language);
  const says = (w: string) => termIn(`~${w}`, said);
  return pairs.flatMap(([a, b]) => {
    if (says(a) && !says(b)) return [{ opposite: `~${b}`, own: `~${a}` }];
    if (says(b) && !says(a)) return [{ opposite: `~${a}`, own: `~${b}` }];
    return [];
  });
}

/** Languages whose segmenter joins a verb to what follows ("增加到"): a word that begins with the term says it. */
const UNSPACED: Language[] = ['Mandarin Chinese', 'Japanese'];

/** True when `s` says term `t`: by stem, or in Chinese and Japanese as a word's beginning. */
function says(s: Sentence, t: Term): boolean {
  if (termIn(t, s)) return true;
  return !!s.language && UNSPACED.includes(s.language) && s.words.some((w) => w.startsWith(t.slice(1)));
}

/** True when `s` says an opposite of {@link oppositesOf} and not the word it opposes. */
export function contradicts(s: Sentence, opposites: { opposite: Term; own: Term }[]): boolean {
  return opposites.some((o) => says(s, o.opposite) && !says(s, o.own));
}
