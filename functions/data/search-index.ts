/**
 * The search index's rules (docs/decisions/0100-search-index-items-per-prefix.md): which words of an item
 * are found, which index entries (search terms) they make, and which entries a search reads. Pure; the
 * table side is `search-terms.ts`.
 */
import type { SearchKind } from './entities/search-term';
import { foldText, foldedKey } from './search-text';

/** Shortest word beginning the index answers (issue: "at least 2 characters"). */
export const PREFIX_MIN = 2;

/**
 * Longest prefix with entries of its own. A longer search word reads the entries of its first
 * {@link PREFIX_MAX} characters and keeps those with a word beginning with the whole search word (a filter).
 */
export const PREFIX_MAX = 6;

/**
 * Most index entries per item: an edit that renames everything deletes up to this many and writes up to
 * this many in one transaction with the item (DynamoDB: at most 100 actions per transaction). Words past
 * the cap are still matched as the second word of a search, but not as its first.
 */
export const MAX_PREFIXES = 45;

/** What an item gives the index: its list, owner, id, name order and searchable text. */
export interface SearchDocument {
  kind: SearchKind;
  orgId: string;
  itemId: string;
  /** The item's folded name as its list sorts by it (gsi4 order). */
  nameKey: string;
  /** Fields whose every word is found by its beginning (names, titles, topics). */
  texts: readonly (string | undefined)[];
  /** E-mail addresses: found by the beginning of the whole address and of its domain. */
  emails?: readonly (string | undefined)[];
}

/** One index entry, as stored (`SearchTerm`). */
export interface TermItem {
  orgId: string;
  kind: SearchKind;
  prefix: string;
  itemId: string;
  nameKey: string;
  words: string;
}

/** The key of one index entry. */
export type TermKey = Pick<TermItem, 'orgId' | 'kind' | 'prefix' | 'itemId'>;

/**
 * The folded words of an item, each once, in field order: every word of the texts (and, for a word joined
 * by hyphens or apostrophes, each of its parts), every e-mail address whole and its domain.
 * @example documentWords({ texts: ['José García-López'], emails: ['JG@Ejemplo.es'] })
 *   // ['jose', 'garcia-lopez', 'garcia', 'lopez', 'jg@ejemplo.es', 'ejemplo.es']
 */
export function documentWords(doc: Pick<SearchDocument, 'texts' | 'emails'>): string[] {
  const words: string[] = [];
  for (const text of doc.texts) {
    for (const word of foldText(text ?? '').split(' ')) {
      if (!word) continue;
      words.push(word);
      const parts = word.split(/[-'’]+/u).filter(Boolean);
      if (parts.length > 1) words.push(...parts);
    }
  }
  for (const email of doc.emails ?? []) {
    const address = foldText(email ?? '').replace(/ /g, '');
    if (!address) continue;
    words.push(address);
    const domain = address.split('@')[1];
    if (domain) words.push(domain);
  }
  return [...new Set(words)];
}

/** The prefixes (2-6 characters) of the words, each once, at most {@link MAX_PREFIXES}. */
export function wordPrefixes(words: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of words) {
    for (let length = PREFIX_MIN; length <= Math.min(word.length, PREFIX_MAX); length++) {
      if (prefixes.size >= MAX_PREFIXES) return [...prefixes];
      prefixes.add(word.slice(0, length));
    }
  }
  return [...prefixes];
}

/** The stored `words` attribute: every word after a space, so `contains(words, " " + w)` is "a word begins with w". */
const wordsAttribute = (words: readonly string[]) => ` ${words.join(' ')}`;

/** Every index entry of an item. */
export function termsOf(doc: SearchDocument): TermItem[] {
  const words = documentWords(doc);
  const stored = wordsAttribute(words);
  return wordPrefixes(words).map((prefix) => ({
    orgId: doc.orgId,
    kind: doc.kind,
    prefix,
    itemId: doc.itemId,
    nameKey: doc.nameKey,
    words: stored,
  }));
}

/** The keys of every index entry of an item: what deleting it deletes (batched, for erasure and expiry). */
export function termKeysOf(doc: SearchDocument): TermKey[] {
  return termsOf(doc).map(keyOf);
}

function keyOf(t: TermItem): TermKey {
  return {
    orgId: t.orgId,
    kind: t.kind,
    prefix: t.prefix,
    itemId: t.itemId,
  };
}

/**
 * What a write of an item changes in the index: entries to write (new ones, and every one when the item's
 * words or name changed, since each entry carries them) and entries to delete (prefixes it no longer has).
 * Nothing when the searchable text and the name are unchanged.
 * @param before - the item as it was, null on create.
 * @param after - the item as it will be, null on delete.
 * @returns at most 2 × {@link MAX_PREFIXES} writes, disjoint keys (one transaction may hold them).
 */
export function termChanges(
  before: SearchDocument | null,
  after: SearchDocument | null,
): { put: TermItem[]; remove: TermKey[] } {
  const old = before ? termsOf(before) : [];
  const next = after ? termsOf(after) : [];
  const same =
    old.length === next.length &&
    old.every(
      (t, i) => t.prefix === next[i]!.prefix && t.words === next[i]!.words && t.nameKey === next[i]!.nameKey,
    );
  if (same) return { put: [], remove: [] };
  const kept = new Set(next.map((t) => t.prefix));
  return { put: next, remove: old.filter((t) => !kept.has(t.prefix)).map(keyOf) };
}

/** How a search reads the index: one prefix's entries, filtered by the words that entry does not settle. */
export interface IndexedSearch {
  /** The entries read: those of this prefix. */
  prefix: string;
  /** Words that some word of the item must begin with (a filter on `words`), beyond the prefix. */
  filterWords: string[];
}

/**
 * The index read for search words (folded, from `searchWords`): the longest word (the fewest entries, as a
 * rule) picks the prefix; every other word, and the longest one when it is longer than {@link PREFIX_MAX},
 * is a filter. Null when no word has {@link PREFIX_MIN} characters: such a search reads the list itself
 * (decision record 0062).
 */
export function indexedSearch(words: readonly string[]): IndexedSearch | null {
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < PREFIX_MIN) return null;
  const prefix = longest.slice(0, PREFIX_MAX);
  const filterWords = words.filter((w) => w !== longest || w.length > PREFIX_MAX);
  return { prefix, filterWords };
}

/** The index document of an applicant: first name, last name, job title, e-mail; sorted last then first name. */
export function applicantDocument(a: {
  orgId: string;
  applicantId: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
}): SearchDocument {
  return {
    kind: 'applicant',
    orgId: a.orgId,
    itemId: a.applicantId,
    nameKey: `${foldedKey(a.lastName)}#${foldedKey(a.firstName)}`,
    texts: [a.firstName, a.lastName, a.jobTitle],
    emails: [a.email],
  };
}

/** The index document of a job position: its title. */
export function jobPositionDocument(p: {
  orgId: string;
  jobPositionId: string;
  title: string;
}): SearchDocument {
  return {
    kind: 'jobPosition',
    orgId: p.orgId,
    itemId: p.jobPositionId,
    nameKey: foldedKey(p.title),
    texts: [p.title],
  };
}

/** The index document of an interview template: its topic (the template's title). */
export function templateDocument(t: { orgId: string; interviewId: string; topic: string }): SearchDocument {
  return {
    kind: 'interviewTemplate',
    orgId: t.orgId,
    itemId: t.interviewId,
    nameKey: foldedKey(t.topic),
    texts: [t.topic],
  };
}

/**
 * The index document of a session: the applicant's name and e-mail and the topic, as stored on the session
 * (the name and topic as they were when it was created; the e-mail changes when a new access code goes to
 * a corrected address).
 */
export function sessionDocument(s: {
  orgId: string;
  sessionId: string;
  applicantName: string;
  applicantEmail: string;
  topic: string;
}): SearchDocument {
  return {
    kind: 'session',
    orgId: s.orgId,
    itemId: s.sessionId,
    nameKey: foldedKey(s.applicantName),
    texts: [s.applicantName, s.topic],
    emails: [s.applicantEmail],
  };
}
