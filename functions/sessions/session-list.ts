import type { SessionListQuery } from '../../shared/schemas/session';
import type { SessionStatus } from '../../shared/session-rules';
import { config } from '../config';
import { db } from '../data/service';
import { anyOf, everyWord } from '../data/list-page';
import { foldedKey, searchWords } from '../data/search-text';
import { indexedSearch } from '../data/search-index';
import { readIndexedPage } from '../data/search-terms';
import { isPurged } from './retention';
import type { SessionItem } from './session-view';

/**
 * The query behind `GET /api/session` (decision record 0062): the organization's sessions by creation
 * (gsi5, which projects only what lists show, once `SESSION_LIST_INDEX` says every session has its keys;
 * gsi1 before, docs/decisions/0170-session-lists-on-an-index-of-their-own.md) or by the applicant's folded
 * name (gsi4, or gsi6 of keys only once `SESSION_NAME_INDEX` says so, decision record 0172: then the
 * filters are `keysOnly.matches`, applied to the sessions read by key), with its filters:
 * - `q`: every search word in the applicant's name or e-mail or the template's topic (its title), as the
 *   session stored them when it was created, ignoring case and accents;
 * - `status`: the status lists show, so `open` is an open session whose deadline is not past at `nowMs`
 *   and `expired` one whose deadline is (shared/session-rules.ts `viewStatus`);
 * - `decision`: the latest decision, `none` for undecided.
 * @param nowMs - the product's clock (epoch ms), for `open` and `expired`.
 * @returns the ElectroDB query chain, the shape its cursors are bound to, whether it filters, and for an
 *   index of keys only the filter to apply to the sessions read by key.
 */
export function sessionListQuery(orgId: string, page: SessionListQuery, nowMs: number) {
  const words = searchWords(page.q);
  const { status, decision } = page;
  const entity = db.entities.session;
  const filtered = words.length > 0 || status !== undefined || decision !== undefined;
  const shape = { sort: page.sort, words, status: status ?? null, decision: decision ?? null };
  if (page.sort === 'applicantName' && config().SESSION_NAME_INDEX === 'gsi6') {
    // Keys only: the page's sessions are read by key, and filtered then (`matches`).
    const matches = (s: SessionItem) =>
      passesFilters(s, page, nowMs) &&
      words.every((w) =>
        [foldedKey(s.applicantName), s.applicantEmail, foldedKey(s.topic)].some((f) => f.includes(w)),
      );
    return { query: entity.query.byApplicantNameKeys({ orgId }), shape, filtered, keysOnly: { matches } };
  }
  const base =
    page.sort === 'applicantName'
      ? entity.query.byApplicantName({ orgId })
      : config().SESSION_LIST_INDEX === 'gsi5'
        ? entity.query.byOrgList({ orgId })
        : entity.query.byOrg({ orgId });
  const now = new Date(nowMs).toISOString();
  const storedStatus = status === 'open' || status === 'expired' ? undefined : status;
  const query = filtered
    ? base.where((a, op) => {
        const clauses: string[] = [];
        if (words.length) {
          clauses.push(
            everyWord(words, (w) => [
              op.contains(a.applicantNameFolded, w),
              op.contains(a.applicantEmail, w),
              op.contains(a.topicFolded, w),
            ]),
          );
        }
        if (status === 'open') {
          clauses.push(op.eq(a.status, 'open'), anyOf([op.notExists(a.dueAt), op.gt(a.dueAt, now)]));
        } else if (status === 'expired') {
          clauses.push(op.eq(a.status, 'open'), op.lte(a.dueAt, now));
        } else if (storedStatus) {
          clauses.push(op.eq(a.status, storedStatus as SessionStatus));
        }
        if (decision === 'none') clauses.push(op.notExists(a.decision));
        else if (decision) clauses.push(op.eq(a.decision, decision));
        // Each clause is a condition or a parenthesized OR: joined with AND, none needs more parentheses.
        return clauses.join(' AND ');
      })
    : base;
  return { query, shape, filtered, keysOnly: undefined };
}

/**
 * Whether a session passes a list's `status` and `decision` filters at `nowMs`: the same rules as the
 * filter of {@link sessionListQuery}, applied to sessions read from the search index.
 */
export function passesFilters(
  session: SessionItem,
  page: Pick<SessionListQuery, 'status' | 'decision'>,
  nowMs: number,
) {
  const now = new Date(nowMs).toISOString();
  const { status, decision } = page;
  if (
    status === 'open' &&
    (session.status !== 'open' || (session.dueAt !== undefined && session.dueAt <= now))
  )
    return false;
  if (
    status === 'expired' &&
    (session.status !== 'open' || session.dueAt === undefined || session.dueAt > now)
  )
    return false;
  if (status !== undefined && status !== 'open' && status !== 'expired' && session.status !== status)
    return false;
  if (decision === 'none' && session.decision !== undefined) return false;
  if (decision !== undefined && decision !== 'none' && session.decision !== decision) return false;
  return true;
}

/**
 * A session search answered by the search index (decision record 0100): every word of `q` begins a word of
 * the applicant's name or the topic, as stored on the session; `status` and `decision` then filter the
 * page read (so such a page can come back short, with a cursor). Sessions past retention are left out.
 * @returns null when `q` has no word of 2+ characters (the list itself is then searched).
 * @throws ValidationFailed (400) for a cursor of another search, sort, order or filter.
 */
export async function searchSessions(orgId: string, page: SessionListQuery, nowMs: number) {
  const words = searchWords(page.q);
  const search = indexedSearch(words);
  if (!search) return null;
  const { items, nextCursor } = await readIndexedPage(
    {
      orgId,
      kind: 'session',
      search,
      words: [...words, `status:${page.status ?? ''}`, `decision:${page.decision ?? ''}`],
      byName: page.sort === 'applicantName',
      page,
    },
    async (ids) =>
      (await db.entities.session.get(ids.map((sessionId) => ({ sessionId }))).go()).data as SessionItem[],
    (s) => s.sessionId,
  );
  const kept = items.filter((s) => s.orgId === orgId && !isPurged(s) && passesFilters(s, page, nowMs));
  return { items: kept, nextCursor };
}
