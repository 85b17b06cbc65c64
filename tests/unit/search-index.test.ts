import {
  MAX_PREFIXES,
  PREFIX_MAX,
  applicantDocument,
  documentWords,
  indexedSearch,
  termChanges,
  termsOf,
} from '../../functions/data/search-index';
import { searchWords } from '../../functions/data/search-text';

const ana = applicantDocument({
  orgId: 'org1',
  applicantId: 'A1',
  firstName: 'Ana María',
  lastName: 'García-López',
  jobTitle: 'Backend Engineer',
  email: 'Ana.Garcia@Ejemplo.es',
});

/** Whether the index finds the document for `q`, as a search reads it: the prefix's entries, then the filter. */
function finds(doc: typeof ana, q: string): boolean {
  const search = indexedSearch(searchWords(q));
  if (!search) throw new Error(`"${q}" is not answered by the index`);
  const entry = termsOf(doc).find((t) => t.prefix === search.prefix);
  return !!entry && search.filterWords.every((w) => entry.words.includes(` ${w}`));
}

describe('search index (decision record 0100)', () => {
  it('finds an applicant by the beginning of any word of its names, job title and e-mail', () => {
    for (const q of [
      'an',
      'mari',
      'MARÍA',
      'garc',
      'lopez',
      'garcia-lo',
      'back',
      'engineer',
      'ana.garcia@ej',
    ])
      expect(finds(ana, q), q).toBe(true);
    expect(finds(ana, 'ejemplo.es')).toBe(true);
  });

  it('does not find it by the middle of a word, nor by a word it does not have', () => {
    for (const q of ['arcia', 'ngineer', 'frontend', 'anab']) expect(finds(ana, q), q).toBe(false);
  });

  it('narrows by every word: each must begin a word of the applicant', () => {
    expect(finds(ana, 'ana backend')).toBe(true);
    expect(finds(ana, 'garcia engineering')).toBe(false);
    expect(finds(ana, 'engineer frontend')).toBe(false);
  });

  it('reads the prefix of the longest word, and filters by a word longer than the stored prefixes', () => {
    expect(indexedSearch(['ana', 'engineer'])).toEqual({
      prefix: 'engine',
      filterWords: ['ana', 'engineer'],
    });
    expect(indexedSearch(['garcia', 'an'])).toEqual({ prefix: 'garcia', filterWords: ['an'] });
    expect(indexedSearch(['a', 'b'])).toBeNull();
    expect(indexedSearch([])).toBeNull();
  });

  it('splits words joined by hyphens and keeps the e-mail whole and its domain', () => {
    expect(documentWords(ana)).toEqual([
      'ana',
      'maria',
      'garcia-lopez',
      'garcia',
      'lopez',
      'backend',
      'engineer',
      'ana.garcia@ejemplo.es',
      'ejemplo.es',
    ]);
  });

  it('writes each prefix once, 2 to 6 characters, at most the cap, however long the text', () => {
    const prefixes = termsOf(ana).map((t) => t.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes.every((p) => p.length >= 2 && p.length <= PREFIX_MAX)).toBe(true);
    const long = applicantDocument({
      orgId: 'o',
      applicantId: 'x',
      firstName: 'Alexandria Bartholomew Constantine',
      lastName: 'Dimitrakopoulos Evangelista Fitzgerald',
      jobTitle: 'Principal Infrastructure Reliability Engineering Manager',
      email: 'someone@organization.example',
    });
    expect(termsOf(long)).toHaveLength(MAX_PREFIXES);
  });

  it('changes nothing on an edit that keeps the searchable text, and moves the entries on a rename', () => {
    expect(termChanges(ana, { ...ana })).toEqual({ put: [], remove: [] });
    const renamed = applicantDocument({
      orgId: 'org1',
      applicantId: 'A1',
      firstName: 'Ana María',
      lastName: 'Zimmer',
      jobTitle: 'Backend Engineer',
      email: 'Ana.Garcia@Ejemplo.es',
    });
    const { put, remove } = termChanges(ana, renamed);
    expect(remove.map((k) => k.prefix)).toContain('lo');
    expect(remove.map((k) => k.prefix)).not.toContain('an');
    expect(put.map((t) => t.prefix)).toContain('zimmer');
    // Every entry carries the new words and name order, so all are written again.
    expect(put).toHaveLength(termsOf(renamed).length);
    expect(put.length + remove.length).toBeLessThanOrEqual(2 * MAX_PREFIXES);
    expect(termChanges(ana, null)).toEqual({
      put: [],
      remove: termsOf(ana).map(({ nameKey: _n, words: _w, ...k }) => k),
    });
  });
});
