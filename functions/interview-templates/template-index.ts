import type { CreateEntityItem } from 'electrodb';
import type { InterviewTemplate } from '../data/entities/interview-template';
import { newId } from '../data/attributes';
import { indexedSearch, templateDocument } from '../data/search-index';
import { readIndexedPage, termCommits } from '../data/search-terms';
import { db } from '../data/service';
import { Conflict } from '../errors/errors';

type TemplateValues = CreateEntityItem<typeof InterviewTemplate>;

/** The stored template read strongly consistent (after a write of it). */
async function readBack(orgId: string, interviewId: string) {
  const { data } = await db.entities.interviewTemplate.get({ orgId, interviewId }).go({ consistent: true });
  if (!data) throw new Conflict('The interview template changed meanwhile. Try again.');
  return data;
}

/**
 * Stores a new template and its search index entries (its topic) in one transaction
 * (docs/decisions/0100-search-index-items-per-prefix.md).
 * @returns the template as stored.
 */
export async function createIndexedTemplate(values: TemplateValues) {
  const item = { ...values, interviewId: values.interviewId ?? newId() };
  const result = await db.transaction
    .write(({ interviewTemplate, searchTerm }) => [
      interviewTemplate.create(item).commit(),
      ...termCommits(searchTerm, null, templateDocument(item)),
    ])
    .go();
  if (result.canceled) throw new Conflict('The interview template could not be stored. Try again.');
  return readBack(item.orgId, item.interviewId);
}

/**
 * The search index commands of a template's write, for the template's own transaction: `before` and `after`
 * are the template (its `orgId`, `interviewId`, `topic`) before and after, null on create or delete.
 */
export function templateTermCommits<C>(
  searchTerm: Parameters<typeof termCommits<C>>[0],
  before: { orgId: string; interviewId: string; topic: string } | null,
  after: { orgId: string; interviewId: string; topic: string } | null,
) {
  return termCommits(searchTerm, before && templateDocument(before), after && templateDocument(after));
}

/** {@link readBack}: the template after an indexed edit. */
export const readTemplateAfterWrite = readBack;

/** The index read of a template search, or null when its words are too short for the index. */
export function templateSearch(
  orgId: string,
  words: string[],
  page: Parameters<typeof readIndexedPage>[0]['page'],
) {
  const search = indexedSearch(words);
  if (!search) return null;
  return readIndexedPage(
    { orgId, kind: 'interviewTemplate', search, words, byName: page.sort === 'title', page },
    async (ids) =>
      (await db.entities.interviewTemplate.get(ids.map((interviewId) => ({ orgId, interviewId }))).go()).data,
    (t) => t.interviewId,
  );
}
