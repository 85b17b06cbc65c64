import type { SessionListQuery } from '../../shared/schemas/session';
import type { SessionStatus } from '../../shared/session-rules';
import { db } from '../data/service';
import { anyOf, everyWord } from '../data/list-page';
import { searchWords } from '../data/search-text';

/**
 * The query behind `GET /api/session` (decision record 0062): the organization's sessions by creation
 * (gsi1) or by the applicant's folded name (gsi4), with its filters:
 * - `q`: every search word in the applicant's name or e-mail or the template's topic (its title), as the
 *   session stored them when it was created, ignoring case and accents;
 * - `status`: the status lists show, so `open` is an open session whose deadline is not past at `nowMs`
 *   and `expired` one whose deadline is (shared/session-rules.ts `viewStatus`);
 * - `decision`: the latest decision, `none` for undecided.
 * @param nowMs - the product's clock (epoch ms), for `open` and `expired`.
 * @returns the ElectroDB query chain, the shape its cursors are bound to and whether it filters.
 */
export function sessionListQuery(orgId: string, page: SessionListQuery, nowMs: number) {
  const words = searchWords(page.q);
  const { status, decision } = page;
  const entity = db.entities.session;
  const base =
    page.sort === 'applicantName' ? entity.query.byApplicantName({ orgId }) : entity.query.byOrg({ orgId });
  const filtered = words.length > 0 || status !== undefined || decision !== undefined;
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
  return {
    query,
    shape: { sort: page.sort, words, status: status ?? null, decision: decision ?? null },
    filtered,
  };
}
