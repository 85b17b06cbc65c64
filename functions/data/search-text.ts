/**
 * Case- and accent-folding of text that lists sort and search on (docs/decisions/0062-server-side-lists.md).
 * Pure: the same folding is stored on every write (the entities' `*Folded` attributes) and applied to the
 * search text of a request, so "jose" finds "José" and "GARCÍA" finds "garcia".
 */

/** Letters that Unicode decomposition leaves whole, spelled as their base letters. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * Folds text for sorting and matching: compatibility decomposition with the combining marks removed
 * (accents, cedillas, tildes), lower case, a few letters without a decomposition spelled out (ß → ss,
 * ø → o, ł → l, …), and every run of white space as one space, trimmed.
 * @example foldText('  José   GARCÍA ') === 'jose garcia'
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPECIAL, (c) => LETTERS[c] ?? c)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Most words of a search that are matched; the rest are ignored (a search text is at most 100 characters). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words a search text matches by: folded ({@link foldText}), split on white space, each once, at most
 * {@link MAX_SEARCH_WORDS}. An item matches when every word is a substring of one of its searchable fields.
 * @returns an empty list when there is nothing to search for.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = foldText(q).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The stored form of a field that lists sort and search on: {@link foldText} without spaces, so that sort
 * keys order as a dictionary does ("garcia" before "garcia lopez" before "garcias": ElectroDB's `#` key
 * separator would otherwise sort after a space) while every search word, which has no space, still matches.
 */
export function foldedKey(text: string): string {
  return foldText(text).replace(/ /g, '');
}

/**
 * An entity attribute holding {@link foldedKey} of the string attribute `source`, kept by ElectroDB on every
 * create and on every update that sets `source` (an update of one part of a sort key without the others
 * fails in ElectroDB rather than writing a half-changed key); hidden from reads. Lists sort on it (a GSI
 * sort key) and search it (a filter).
 */
export function foldedCopyOf<const S extends string>(source: S) {
  return {
    type: 'string',
    hidden: true,
    watch: [source],
    set: (_value: unknown, item?: Record<string, unknown>) => {
      const text = item?.[source];
      return typeof text === 'string' ? foldedKey(text) : undefined;
    },
  } as const;
}
