import { ara, ben, eng, hin, jpn, panGu, por, rus, spa, zho } from 'stopword';
import { LANGUAGES, type Language } from '../../shared/interview-options';
import { LIGHT_STEMMED, stemmerOf, type StemFunction } from './stemmers';

/**
 * Text helpers shared by the offline provider, the injection check and the providers' evidence checks,
 * for every interview language (`shared/interview-options.ts` LANGUAGES): words from `Intl.Segmenter`
 * where a script writes no spaces, stop words from the `stopword` lists, stems from the stemmers of
 * `./stemmers.ts` (docs/decisions/0096-language-libraries.md, 0169), plus a seeded PRNG so the offline
 * provider is deterministic.
 */

/**
 * What each interview language has: a `stopword` list and the locale of its word segmenter (its stemmer
 * is in `./stemmers.ts`). Punjabi's stop words are `stopword`'s Gurmukhi list (`panGu`).
 */
const LANGUAGE_TEXT: Record<Language, { stopWords?: string[]; locale: string }> = {
  'Mandarin Chinese': { stopWords: zho, locale: 'zh' },
  Spanish: { stopWords: spa, locale: 'es' },
  English: { stopWords: eng, locale: 'en' },
  Hindi: { stopWords: hin, locale: 'hi' },
  Arabic: { stopWords: ara, locale: 'ar' },
  Bengali: { stopWords: ben, locale: 'bn' },
  Portuguese: { stopWords: por, locale: 'pt' },
  Russian: { stopWords: rus, locale: 'ru' },
  Japanese: { stopWords: jpn, locale: 'ja' },
  Punjabi: { stopWords: panGu, locale: 'pa' },
};

/** True when a language has a stemmer (false: Chinese and Japanese, whose words are compared whole). */
export function hasStemmer(language: Language): boolean {
  return stemmerOf(language) !== undefined;
}

/**
 * Lower case, NFC, and Latin letters without accents (`Canción` → `cancion`), so Spanish and Portuguese
 * text matches with or without accents; marks of other scripts are kept (`й`, Devanagari vowel signs).
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

// A run of letters, marks and digits; `+` and `#` kept so `C++` and `C#` survive.
const WORD_RUN = /[\p{L}\p{M}\p{N}+#]+/gu;
// Scripts written without spaces between words: split by the ICU dictionary of Intl.Segmenter.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
const segmenters = new Map<string, Intl.Segmenter>();

/** The segmenter locale of an unspaced run: the language's own, else guessed from its script. */
function segmenterLocale(run: string, language?: Language): string {
  if (language && ['Mandarin Chinese', 'Japanese'].includes(language)) return LANGUAGE_TEXT[language].locale;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run)) return 'ja';
  if (/\p{Script=Thai}/u.test(run)) return 'th';
  if (/\p{Script=Lao}/u.test(run)) return 'lo';
  if (/\p{Script=Khmer}/u.test(run)) return 'km';
  return 'zh';
}

function segment(run: string, language?: Language): string[] {
  const locale = segmenterLocale(run, language);
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return [...segmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Words of `text` in lower case with their accents (what a stemmer needs), in order. */
function rawWords(text: string, language?: Language): string[] {
  const runs = text.normalize('NFC').toLowerCase().match(WORD_RUN) ?? [];
  return runs.flatMap((run) => (UNSPACED.test(run) ? segment(run, language) : [run]));
}

/**
 * Words of {@link normalize}d text in any script, in order: runs of letters, marks and digits (keeping
 * `+` and `#`), and for Chinese, Japanese and Thai the words `Intl.Segmenter` finds. `language` picks the
 * segmenter of Han text (Japanese or Chinese); without it the script decides.
 */
export function words(text: string, language?: Language): string[] {
  return rawWords(text, language).map(normalize);
}

const stopSets = new Map<Language | 'any', Set<string>>();

/** The normalized stop words of a language, or of every interview language when it is not known. */
function stopWordsOf(language?: Language): Set<string> {
  const key = language ?? 'any';
  let set = stopSets.get(key);
  if (!set) {
    const lists = language
      ? [LANGUAGE_TEXT[language].stopWords ?? []]
      : LANGUAGES.map((l) => LANGUAGE_TEXT[l].stopWords ?? []);
    stopSets.set(key, (set = new Set(lists.flat().map(normalize))));
  }
  return set;
}

/**
 * True for a function word (the `stopword` list of `language`, or of any interview language when it is
 * not given) and for a single Latin letter. `word` is one word of {@link words}.
 */
export function isStopWord(word: string, language?: Language): boolean {
  const plain = normalize(word);
  return stopWordsOf(language).has(plain) || /^\p{Script=Latin}$/u.test(plain);
}

/** The language a word's script points to when the interview language is not given (Latin: English). */
const SCRIPT_LANGUAGE: [RegExp, Language][] = [
  [/\p{Script=Cyrillic}/u, 'Russian'],
  [/\p{Script=Arabic}/u, 'Arabic'],
  [/\p{Script=Devanagari}/u, 'Hindi'],
  [/\p{Script=Bengali}/u, 'Bengali'],
  [/\p{Script=Gurmukhi}/u, 'Punjabi'],
  [/\p{Script=Latin}/u, 'English'],
];

/** The language whose stemmer reads `word`: `language`, or the one of the word's script. */
function stemLanguage(word: string, language?: Language): Language | undefined {
  return language ?? SCRIPT_LANGUAGE.find(([script]) => script.test(word))?.[1];
}

/** The stemmer of `language`, or of the word's script when the language is not given. */
function stemmerFor(word: string, language?: Language): StemFunction | undefined {
  const chosen = stemLanguage(word, language);
  return chosen ? stemmerOf(chosen) : undefined;
}

/**
 * The stem of one word, {@link normalize}d (`testing`/`tests` → `test`, `pruebas` → `prueb`, `caller`
 * stays `caller`, `ग्राहकों` → `ग्राहक`); the word itself in Chinese and Japanese. Pass the word with its
 * accents when it has them: the Spanish and Portuguese stemmers read `ación`/`ção` suffixes.
 */
export function stem(word: string, language?: Language): string {
  const lower = word.normalize('NFC').toLowerCase();
  const stemmer = stemmerFor(lower, language);
  return normalize(stemmer ? stemmer(lower) : lower);
}

/**
 * The stems one word may stand for: its {@link stem} and, when it has accents, the stem of the word
 * without them, so an answer typed without accents (`organizacion`) still meets a key point written
 * with them (`organización`); in Hindi, Bengali and Punjabi also the whole word.
 */
export function stemVariants(word: string, language?: Language): string[] {
  const withAccents = stem(word, language);
  const without = stem(normalize(word), language);
  const variants = withAccents === without ? [withAccents] : [withAccents, without];
  // A light stemmer's languages keep the whole word too (see LIGHT_STEMMED of `./stemmers.ts`).
  const whole = normalize(word);
  const chosen = stemLanguage(whole, language);
  if (chosen && LIGHT_STEMMED.has(chosen) && !variants.includes(whole)) variants.push(whole);
  // Arabic present-tense verbs carry the person as a prefix (أ/ن/ي/ت, after و or ف): "أخطط" and "يخطط"
  // are one verb. The Snowball Arabic stemmer keeps it, so the stem without it is a variant too.
  const verb = ARABIC_PERSON_PREFIX.exec(word);
  if (verb && (language === 'Arabic' || language === undefined)) {
    const bare = stem(word.slice(verb[0].length), language);
    if (!variants.includes(bare)) variants.push(bare);
  }
  return variants;
}

/** An Arabic imperfect verb's person prefix, after an optional "and"/"so" (و, ف), before 3+ letters. */
const ARABIC_PERSON_PREFIX = /^[وف]?[أاينت](?=\p{Script=Arabic}{3,}$)/u;

/** The words of `text` with their stem variants (see {@link stemVariants}), stop words left out. */
export function contentWords(text: string, language?: Language): { word: string; stems: string[] }[] {
  return rawWords(text, language)
    .filter((w) => !isStopWord(w, language))
    .map((w) => ({ word: normalize(w), stems: stemVariants(w, language) }));
}

/** Distinct stems (every variant) of the content words of `text`. */
export function contentStems(text: string, language?: Language): Set<string> {
  return new Set(contentWords(text, language).flatMap((w) => w.stems));
}

/** Shortest stem that may stand for a longer one it begins (`autom` for `automat`). */
export const MIN_PREFIX_STEM = 5;

/**
 * True when two stems name the same word: equal, or one begins the other and has at least
 * {@link MIN_PREFIX_STEM} letters, which joins the derivations Snowball leaves apart (`automates` →
 * `autom`, `automatically` → `automat`) while `with` never matches `within` nor `call` `caller`.
 */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_PREFIX_STEM && long.startsWith(short);
}

/** True when any stem of `stems` matches `target` (see {@link stemsMatch}). */
export function hasStem(stems: Iterable<string>, target: string): boolean {
  for (const s of stems) if (stemsMatch(s, target)) return true;
  return false;
}

/** 32-bit FNV-1a hash of a string: the seed of {@link seededRandom}. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 PRNG: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rough token count of text: ≈ 4 characters per token (the usual rule of thumb for English), and one
 * token per character of scripts written without spaces (Chinese, Japanese, Thai), which tokenizers
 * split far finer.
 */
export function estimateTokens(text: string): number {
  const unspaced = text.match(new RegExp(UNSPACED.source, 'gu'))?.length ?? 0;
  return Math.ceil((text.length - unspaced) / 4) + unspaced;
}
