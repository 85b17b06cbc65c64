/**
 * Indexes items written before the search index existed (docs/decisions/0100-search-index-items-per-prefix.md):
 * one organization at a time, one list at a time, one Query page at a time, so its reads are Queries of
 * that organization's partition (no Scan) and it can stop and go on from where it was.
 */
import type { SearchKind } from './entities/search-term';
import {
  applicantDocument,
  jobPositionDocument,
  sessionDocument,
  templateDocument,
  termsOf,
  type SearchDocument,
} from './search-index';
import { putTerms } from './search-terms';
import { config } from '../config';
import { db } from './service';

/** Items read per Query page of the backfill. */
export const BACKFILL_PAGE = 100;

/** Lists in the order they are indexed; a position names one of them. */
export const BACKFILL_KINDS: readonly SearchKind[] = [
  'applicant',
  'jobPosition',
  'interviewTemplate',
  'session',
];

/** Where a backfill of one organization stands: the list and the page cursor to go on from. */
export interface BackfillPosition {
  kind: SearchKind;
  /** ElectroDB cursor of the next page; null at the start of the list. */
  cursor: string | null;
}

/** Progress after one page: what was read and written so far in this run. */
export interface BackfillProgress {
  orgId: string;
  /** The position to go on from (null when the organization is done). */
  next: BackfillPosition | null;
  items: number;
  entries: number;
}

type Page = { documents: SearchDocument[]; cursor: string | null };

/** One Query page of a list of an organization, as index documents. */
async function readPage(
  orgId: string,
  kind: SearchKind,
  cursor: string | null,
  limit: number,
): Promise<Page> {
  const options = { cursor, limit } as const;
  const e = db.entities;
  switch (kind) {
    case 'applicant': {
      const r = await e.applicant.query.byId({ orgId }).go(options);
      return { documents: r.data.map(applicantDocument), cursor: r.cursor };
    }
    case 'jobPosition': {
      const r = await e.jobPosition.query.byId({ orgId }).go(options);
      return { documents: r.data.map(jobPositionDocument), cursor: r.cursor };
    }
    case 'interviewTemplate': {
      const r = await e.interviewTemplate.query.byId({ orgId }).go(options);
      return { documents: r.data.map(templateDocument), cursor: r.cursor };
    }
    case 'session': {
      // The index the session lists read: sessions written since the lists read gsi5 are not in gsi1.
      const r =
        config().SESSION_LIST_INDEX === 'gsi5'
          ? await e.session.query.byOrgList({ orgId }).go(options)
          : await e.session.query.byOrg({ orgId }).go(options);
      // gsi5 projects what lists show, which leaves the organization out: it is the one asked for.
      return { documents: r.data.map((s) => sessionDocument({ ...s, orgId })), cursor: r.cursor };
    }
  }
}

/**
 * Writes the index entries of every applicant, job position, interview template and session of an
 * organization. Idempotent (an entry written twice is the same entry) and resumable (`from`, as the last
 * progress reported). Items edited meanwhile keep their own transaction's entries: a page writes what it
 * read, which an edit after the read rewrites.
 * @param from - where to go on from (the start when absent).
 * @param onPage - called after each page is written, with the position to go on from.
 * @param pageSize - items per Query page ({@link BACKFILL_PAGE} unless given).
 */
export async function backfillOrganization(
  orgId: string,
  onPage: (progress: BackfillProgress) => void | Promise<void>,
  from?: BackfillPosition,
  pageSize = BACKFILL_PAGE,
): Promise<{ items: number; entries: number }> {
  let items = 0;
  let entries = 0;
  const start = from ? BACKFILL_KINDS.indexOf(from.kind) : 0;
  for (let k = Math.max(0, start); k < BACKFILL_KINDS.length; k++) {
    const kind = BACKFILL_KINDS[k]!;
    let cursor = k === start ? (from?.cursor ?? null) : null;
    do {
      const page = await readPage(orgId, kind, cursor, pageSize);
      const terms = page.documents.flatMap(termsOf);
      await putTerms(terms);
      items += page.documents.length;
      entries += terms.length;
      cursor = page.cursor;
      const following = BACKFILL_KINDS[k + 1];
      const next: BackfillPosition | null = cursor
        ? { kind, cursor }
        : following
          ? { kind: following, cursor: null }
          : null;
      await onPage({ orgId, next, items, entries });
    } while (cursor);
  }
  return { items, entries };
}
