import { CATALOGS } from '../../shared/i18n/catalogs';
import { LANGUAGE_INFO } from '../../shared/i18n/languages';
import { LANGUAGES } from '../../shared/interview-options';
import { translator } from '../../functions/i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalog as dotted key → text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = leaves(CATALOGS.en);
const baseKeys = new Set([...english.keys()].map((k) => k.replace(PLURAL, '')));

describe('the message catalogs', () => {
  it('has one catalog for each of the ten interview languages', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((l) => LANGUAGE_INFO[l].tag).sort());
    expect(LANGUAGE_INFO.Arabic.dir).toBe('rtl');
  });

  for (const language of LANGUAGES) {
    const { tag } = LANGUAGE_INFO[language];
    it(`${language}: every message, every plural form the language needs, the same placeholders`, () => {
      const catalog = leaves(CATALOGS[tag]);
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      for (const base of baseKeys) {
        const isPlural = english.has(`${base}_other`);
        const needed = isPlural ? categories.map((c) => `${base}_${c}`) : [base];
        for (const key of needed) {
          expect(catalog.get(key), `${tag}: ${key}`).toBeTruthy();
          // `count` may be spelled out ("one question") in a singular form; other values must all be there.
          const expected = placeholders(english.get(isPlural ? `${base}_other` : base)!).filter(
            (p) => p !== 'count',
          );
          const actual = placeholders(catalog.get(key)!).filter((p) => p !== 'count');
          expect(actual, `${tag}: ${key}`).toEqual(expected);
        }
      }
      for (const key of catalog.keys())
        expect(baseKeys.has(key.replace(PLURAL, '')), `${tag}: ${key}`).toBe(true);
    });
  }

  it('is translated, not copied: no language but English reuses the English texts', () => {
    for (const [tag, catalog] of Object.entries(CATALOGS)) {
      if (tag === 'en') continue;
      const same = [...leaves(catalog)].filter(([k, v]) => english.get(k) === v);
      expect(same, tag).toEqual([]);
    }
  });

  it('picks the plural form of the language', () => {
    expect(translator('Russian')('errors.InvalidAccessCode', { count: 2 })).toContain('осталось 2 попытки');
    expect(translator('Russian')('errors.InvalidAccessCode', { count: 5 })).toContain('осталось 5 попыток');
    expect(translator('Arabic')('errors.TooManyRequests', { count: 2 })).toContain('دقيقتين');
    expect(translator('English')('errors.InvalidAccessCode', { count: 1 })).toContain('1 try left');
  });
});
