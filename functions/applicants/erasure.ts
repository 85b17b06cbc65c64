import { keepRecords, outcomeOf } from '../accountability';
import { auditCreate } from '../audit';
import { applicantDocument } from '../data/search-index';
import { termCommits } from '../data/search-terms';
import { db } from '../data/service';
import { readOr404, writeUnchanged } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import { applicantSessionItems, deleteSessions } from '../sessions';
import { eventDeliveries, subscribersOf } from '../webhooks';
import { getApplicantItem } from './applicants';

/**
 * Erases an applicant of the caller's organization (docs/product.md, Erasure): their sessions with
 * everything in them, then the applicant, and what records it. After the membership and flood counts:
 * 1. the applicant, their sessions and the organization's `applicant.deleted` subscribers, side by side;
 * 2. for every session at once, what the record period keeps (`keepRecords`, decision record 0137; up to
 *    six rounds): a decision record without name, e-mail or answers, the outcome on the
 *    self-identification, and the requests without the applicant's words or the answer;
 * 3. the sessions, parts first (`deleteSessions`, three rounds);
 * 4. one transaction: the applicant (conditioned on being unchanged since read, read again after a lost
 *    race), its search index entries, its job position's candidate count, the audit entry and the
 *    webhook deliveries (decision record 0106), so the deletion, its record and its event are one write.
 * The sessions go first: a retry after a failure finds the applicant and finishes the job.
 * @throws NotFound when the applicant is not in the caller's organization; nothing is deleted then.
 * @throws Conflict when the applicant kept changing meanwhile.
 */
export async function eraseApplicant(auth: ManagerAuth, applicantId: string): Promise<void> {
  const { orgId } = auth;
  const [first, sessions, subscribers] = await Promise.all([
    readOr404('applicant', () => getApplicantItem(orgId, applicantId)),
    applicantSessionItems(orgId, applicantId),
    subscribersOf(orgId, 'applicant.deleted'),
  ]);
  // What the record period keeps, pseudonymous, as when a session's retention ends (decision record 0137):
  // requests lose the applicant's words and the answer, the self-identification takes the outcome.
  await Promise.all(sessions.map((s) => keepRecords({ sessionId: s.sessionId, orgId, ...outcomeOf(s) })));
  await deleteSessions(sessions);
  await writeUnchanged(
    'applicant',
    () => getApplicantItem(orgId, applicantId),
    (current) => {
      const position = current.jobPositionId;
      return db.transaction
        .write(({ applicant, searchTerm, jobPosition, auditEntry, webhookDelivery }) => [
          applicant
            .delete({ orgId, applicantId })
            .where(
              (a, op) =>
                `${op.eq(a.updatedAt, current.updatedAt)} AND ${
                  position ? op.eq(a.jobPositionId, position) : op.notExists(a.jobPositionId)
                }`,
            )
            .commit(),
          ...termCommits(searchTerm, applicantDocument(current), null),
          // Unlinked as `setCandidacy` unlinks: the position counts one candidate fewer.
          ...(position
            ? [jobPosition.patch({ orgId, jobPositionId: position }).subtract({ candidateCount: 1 }).commit()]
            : []),
          auditEntry.create(auditCreate(auth, 'applicant.delete', { targetId: applicantId })).commit(),
          ...eventDeliveries(orgId, 'applicant.deleted', { applicantId }, subscribers).map((d) =>
            webhookDelivery.create(d).commit(),
          ),
        ])
        .go();
    },
    first,
  );
}
