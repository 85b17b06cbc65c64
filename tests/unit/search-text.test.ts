import { foldedKey, foldText, MAX_SEARCH_WORDS, searchWords } from '../../functions/data/search-text';

describe('folding text for server-side lists', () => {
  it('ignores case, accents and repeated white space', () => {
    expect(foldText('  José   GARCÍA ')).toBe('jose garcia');
    expect(foldText('Ñandú Çağrı Zoë Ångström')).toBe('nandu cagri zoe angstrom');
  });

  it('spells out letters that have no decomposition', () => {
    expect(foldText('Łódź Straße ØRE Æsir Œuvre Þór')).toBe('lodz strasse ore aesir oeuvre thor');
  });

  it('keeps sort keys in dictionary order: spaces do not count', () => {
    const names = ['García López', 'Garcias', 'garcía', 'Gárcia Abad'];
    const sorted = [...names].sort((a, b) => (foldedKey(a) < foldedKey(b) ? -1 : 1));
    expect(sorted).toEqual(['garcía', 'Gárcia Abad', 'García López', 'Garcias']);
  });

  it('splits a search into folded words, each once, and nothing for blank text', () => {
    expect(searchWords('  JOSÉ  garcia josé ')).toEqual(['jose', 'garcia']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('finds an accented stored value from a plain search word and the other way round', () => {
    const stored = foldedKey('José María');
    for (const q of ['jose', 'MARÍA', 'sé', 'josemaria']) {
      for (const word of searchWords(q)) expect(stored).toContain(word);
    }
  });
});
