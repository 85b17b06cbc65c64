import type { EntityItem } from 'electrodb';
import type { ApplicantListQuery, Applicant as ApplicantDto } from '../../shared/schemas/applicant';
import type { Page } from '../../shared/schemas/common';
import type { Applicant } from '../data/entities/applicant';
import { db } from '../data/service';
import { everyWord, readSearchedPage } from '../data/list-page';
import { searchWords } from '../data/search-text';
import { indexedSearch } from '../data/search-index';
import { readIndexedPage } from '../data/search-terms';
import { toApplicantDto } from './applicants';

type ApplicantItem = EntityItem<typeof Applicant>;

/** Most applicants an e-mail lookup answers (an address is usually one applicant's, decision record 0022). */
const EMAIL_LOOKUP_LIMIT = 100;

/**
 * One page of an organization's applicants (`GET /api/applicants`, decision records 0062 and 0100): by
 * creation (primary index, ULID ids) or by name (gsi4: last name, then first name, folded), in `order`.
 *
 * - `email`: the applicants with that address (any case), one Query of gsi2; no cursor.
 * - `q` with a word of 2+ characters: those with every search word beginning a word of the first name, last
 *   name, job title or e-mail (whole, or its domain), ignoring case and accents, read from the search index
 *   (at most 2 Queries) and then one batch read of the page's applicants.
 * - `q` of single letters only: every word a substring of those fields, read from the list itself (at most
 *   three Query rounds of 250, so a page can come back short with a cursor).
 * - no `q`: one Query round.
 * @throws ValidationFailed (400) for a cursor of another organization, sort, order or search.
 */
export async function listApplicants(orgId: string, page: ApplicantListQuery): Promise<Page<ApplicantDto>> {
  const entity = db.entities.applicant;
  if (page.email !== undefined) {
    const { data } = await entity.query
      .byEmail({ orgId, email: page.email })
      .go({ limit: EMAIL_LOOKUP_LIMIT, order: page.order });
    return { items: (data as ApplicantItem[]).map(toApplicantDto), nextCursor: null };
  }
  const words = searchWords(page.q);
  const search = indexedSearch(words);
  if (search) {
    const { items, nextCursor } = await readIndexedPage(
      { orgId, kind: 'applicant', search, words, byName: page.sort === 'name', page },
      async (ids) =>
        (await entity.get(ids.map((applicantId) => ({ orgId, applicantId }))).go()).data as ApplicantItem[],
      (a) => a.applicantId,
    );
    return { items: items.map(toApplicantDto), nextCursor };
  }
  const base = page.sort === 'name' ? entity.query.byName({ orgId }) : entity.query.byId({ orgId });
  const query = words.length
    ? base.where((a, op) =>
        everyWord(words, (w) =>
          [a.firstNameFolded, a.lastNameFolded, a.jobTitleFolded, a.email].map((f) => op.contains(f, w)),
        ),
      )
    : base;
  const { items, nextCursor } = await readSearchedPage(
    query,
    words,
    page,
    (raw) => entity.parse({ Item: raw }).data as ApplicantItem | null,
  );
  return { items: items.map(toApplicantDto), nextCursor };
}
