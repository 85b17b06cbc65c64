import StemmerBn from '@nlpjs/lang-bn/src/stemmer-bn.js';
import { stemmer as hindiStemmer } from '@orama/stemmers/indian';
import { algorithms, newStemmer } from 'snowball-stemmers';
import punjabi from './offline/lang/punjabi-suffixes.json';
import type { Language } from '../../shared/interview-options';

/**
 * The stemmer of each interview language that has one (docs/decisions/0096-language-libraries.md,
 * docs/decisions/0169-stemmers-for-hindi-bengali-punjabi.md): a function from one lower-case word, with its
 * accents and marks, to its stem.
 *
 * - English, Spanish, Portuguese, Russian, Arabic: the Snowball algorithms of `snowball-stemmers`.
 * - Hindi: Snowball's Hindi algorithm (Ramanathan & Rao's light stemmer) from `@orama/stemmers`.
 * - Bengali: the suffix stemmer of `@nlpjs/lang-bn`.
 * - Punjabi: the light-stemmer rule set of `./offline/lang/punjabi-suffixes.json` (no package stems Gurmukhi).
 * - Mandarin Chinese and Japanese: none (their words do not inflect by suffix; they are compared whole).
 */
export type StemFunction = (word: string) => string;

const SNOWBALL: Partial<Record<Language, string>> = {
  English: 'english',
  Spanish: 'spanish',
  Portuguese: 'portuguese',
  Russian: 'russian',
  Arabic: 'arabic',
};

/** A Snowball stemmer of `snowball-stemmers` by algorithm name. */
function snowball(name: string): StemFunction {
  const stemmer = newStemmer(name);
  return (word) => stemmer.stem(word);
}

/**
 * `@nlpjs/lang-bn`'s Bengali stemmer, run through its Snowball-style `setCurrent`/`innerStem` steps rather
 * than its `stem`, whose cache of every word ever seen would grow for the life of a warm Lambda.
 */
function bengali(): StemFunction {
  const stemmer = new StemmerBn();
  return (word) => {
    stemmer.setCurrent(word);
    stemmer.innerStem();
    return stemmer.getCurrent();
  };
}

/** The Punjabi light stemmer: strips the longest listed suffix that leaves `minStem` characters. */
function punjabiStemmer(): StemFunction {
  const suffixes = [...punjabi.suffixes].sort((a, b) => b.length - a.length);
  return (word) => {
    const suffix = suffixes.find((s) => word.endsWith(s) && word.length - s.length >= punjabi.minStem);
    return suffix ? word.slice(0, -suffix.length) : word;
  };
}

const FACTORIES: Partial<Record<Language, () => StemFunction>> = {
  ...Object.fromEntries(
    Object.entries(SNOWBALL)
      .filter(([, name]) => algorithms().includes(name))
      .map(([language, name]) => [language, () => snowball(name)]),
  ),
  Hindi: () => hindiStemmer,
  Bengali: bengali,
  Punjabi: punjabiStemmer,
};

/**
 * Languages whose stemmer is a light suffix stripper that cuts short words too far (Bengali `ডাক্তার`
 * "doctor" → `ডাক্`): their words are also matched whole, as before they had a stemmer, so a stem only
 * ever adds matches (`../text.ts` `stemVariants`).
 */
export const LIGHT_STEMMED: ReadonlySet<Language> = new Set<Language>(['Hindi', 'Bengali', 'Punjabi']);

const made = new Map<Language, StemFunction>();

/** The stemmer of `language`, built on first use; undefined for a language compared by whole words. */
export function stemmerOf(language: Language): StemFunction | undefined {
  let stemmer = made.get(language);
  if (!stemmer) {
    const factory = FACTORIES[language];
    if (!factory) return undefined;
    made.set(language, (stemmer = factory()));
  }
  return stemmer;
}
