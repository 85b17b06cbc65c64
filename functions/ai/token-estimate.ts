/**
 * How many tokens a text is likely to take as model input, for budget reservations before a call
 * (docs/decisions/0081-one-answer-never-fails-a-session.md: the reservation follows the real prompt size).
 * Tokenizers give Latin-script text about 4 characters per token, but CJK ideographs, kana, Hangul and
 * Arabic-script letters about one token each (often more), so those are counted per character and the
 * rest at 4 characters per token, rounded up.
 */

/**
 * Characters counted as one token each: Han, Hiragana, Katakana, Hangul and Arabic script, with the
 * marks and punctuation they are written with (CJK symbols and punctuation, the prolonged sound mark,
 * full-width forms).
 */
const PER_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\u3000-\u303f\u30fc\uff01-\uff60]/gu;

/** Latin-script (and other) characters per token. */
const CHARACTERS_PER_TOKEN = 4;

/**
 * The estimated input tokens of `text`: one per CJK or Arabic-script character, one per 4 other
 * characters (whitespace included), rounded up. 0 for an empty text.
 */
export function estimateTokens(text: string): number {
  const perCharacter = text.match(PER_CHARACTER)?.length ?? 0;
  const others = [...text].length - perCharacter;
  return perCharacter + Math.ceil(others / CHARACTERS_PER_TOKEN);
}
