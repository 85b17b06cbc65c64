import { entity } from '../entity-options';

/** The lists whose items the search index holds (docs/decisions/0100-search-index-items-per-prefix.md). */
export const SEARCH_KINDS = ['applicant', 'jobPosition', 'interviewTemplate', 'session'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One entry of the search index (docs/decisions/0100-search-index-items-per-prefix.md): "item `itemId` of
 * list `kind` in organization `orgId` has a word that begins with `prefix`". Written in the same transaction
 * as the item it points to. The primary index reads a prefix's items in creation order (ULID ids), gsi4 in
 * the list's name order (`nameKey`, the item's own gsi4 sort value), so a search keeps the list's sorts.
 */
export const SearchTerm = entity({
  model: { entity: 'searchTerm', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    kind: { type: SEARCH_KINDS, required: true, readOnly: true },
    /** 2-6 characters of a folded word (`functions/data/search-index.ts`). */
    prefix: { type: 'string', required: true, readOnly: true },
    /** The id of the applicant, job position, template or session, as stored (ULID). */
    itemId: { type: 'string', required: true, readOnly: true },
    /** The item's folded name as its list sorts by it ("last#first" for an applicant). */
    nameKey: { type: 'string', required: true },
    /** Every folded word of the item, each after a space: a filter tests "some word begins with w". */
    words: { type: 'string', required: true },
  },
  indexes: {
    byPrefix: {
      pk: { field: 'pk', composite: ['orgId', 'kind', 'prefix'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
    byPrefixName: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['orgId', 'kind', 'prefix'] },
      sk: { field: 'gsi4sk', composite: ['nameKey', 'itemId'] },
    },
  },
});
