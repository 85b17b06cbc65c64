import { francAll } from 'franc-min';
import { LANGUAGES, type Language } from '../../../shared/interview-options';
import { isStopWord, words } from '../text';

/**
 * The language of an answer, by `franc-min` 6.2.0 (trigram profiles of 82 languages, no data loaded at
 * run time; docs/decisions/0163-answer-language-identification.md), among the ten interview languages.
 */

/** ISO 639-3 code franc gives each interview language. */
const CODES: Record<Language, string> = {
  'Mandarin Chinese': 'cmn',
  Spanish: 'spa',
  English: 'eng',
  Hindi: 'hin',
  Arabic: 'arb',
  Bengali: 'ben',
  Portuguese: 'por',
  Russian: 'rus',
  Japanese: 'jpn',
  Punjabi: 'pan',
};
const BY_CODE = new Map(LANGUAGES.map((l) => [CODES[l], l]));

/** Letters an answer needs before its language is judged: shorter text is too little to tell. */
const MIN_LETTERS = 20;
/** Stop words of the found language an answer needs: gibberish gets a language from trigrams too. */
const MIN_STOP_WORDS = 2;
/** Relative score (franc's 0-1, the best is 1) the interview language may have and still be the answer's. */
const CLOSE = 0.92;

/**
 * The interview language the answer is written in when it is clearly not `interview`, else undefined:
 * too short to tell (under {@link MIN_LETTERS} letters), franc unsure, fewer than {@link MIN_STOP_WORDS}
 * stop words of the language found (gibberish), or `interview` within
 * {@link CLOSE} of the best (a Spanish answer scores about 0.91 for Portuguese). Kana decides for Japanese
 * over Chinese, whose Han characters franc's profiles share.
 */
export function otherAnswerLanguage(answer: string, interview: Language): Language | undefined {
  const letters = answer.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return undefined;
  const ranked = francAll(answer, { only: LANGUAGES.map((l) => CODES[l]), minLength: 1 });
  const [best] = ranked;
  if (!best || best[0] === 'und') return undefined;
  let found = BY_CODE.get(best[0]);
  if (found === 'Japanese' || found === 'Mandarin Chinese') {
    found = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(answer) ? 'Japanese' : 'Mandarin Chinese';
  }
  if (!found || found === interview) return undefined;
  // Text in a language has its function words; letters typed at random ("asdf qwerty") have none.
  if (words(answer, found).filter((w) => isStopWord(w, found)).length < MIN_STOP_WORDS) return undefined;
  const mine = ranked.find(([code]) => code === CODES[interview]);
  if (mine && mine[1] >= CLOSE && found !== 'Japanese' && found !== 'Mandarin Chinese') return undefined;
  return found;
}
