import { getApplicant } from '../applicants';
import { db } from '../data/service';
import { Conflict, NotFound } from '../errors/errors';
import { candidateRankOf } from '../sessions';
import { getJobPosition, getPositionItem } from './positions';
import { writeUnchanged } from '../data/writes';
import { jobPositionDocument } from '../data/search-index';
import { termCommits } from '../data/search-terms';

/**
 * Links an applicant to a job position, moves them from another, or unlinks them (`null`). The applicant
 * (with its place in the new position's ranking, decision record 0071) and the positions' candidate counts
 * change in one transaction.
 * @throws NotFound when the applicant or the new position is not in the caller's organization.
 */
export async function setCandidacy(
  orgId: string,
  applicantId: string,
  jobPositionId: string | null,
): Promise<void> {
  const applicant = await getApplicant(orgId, applicantId);
  const previous = applicant.jobPositionId ?? null;
  if (previous === jobPositionId) return;
  const [, rank] = await Promise.all([
    jobPositionId ? getJobPosition(orgId, jobPositionId) : undefined,
    jobPositionId ? candidateRankOf(orgId, { ...applicant, applicantId }, jobPositionId) : undefined,
  ]);
  const result = await db.transaction
    .write(({ applicant: a, jobPosition: p }) => [
      jobPositionId && rank
        ? (rank.rankSessionId
            ? a
                .patch({ orgId, applicantId })
                .set({ jobPositionId, rankKey: rank.rankKey, rankSessionId: rank.rankSessionId })
            : a
                .patch({ orgId, applicantId })
                .set({ jobPositionId, rankKey: rank.rankKey })
                .remove(['rankSessionId'])
          ).commit()
        : a.patch({ orgId, applicantId }).remove(['jobPositionId', 'rankKey', 'rankSessionId']).commit(),
      ...(jobPositionId ? [p.patch({ orgId, jobPositionId }).add({ candidateCount: 1 }).commit()] : []),
      ...(previous
        ? [p.patch({ orgId, jobPositionId: previous }).subtract({ candidateCount: 1 }).commit()]
        : []),
    ])
    .go();
  if (result.canceled) throw new Conflict('The applicant or the job position changed meanwhile. Try again.');
}

/** Applicants linked to a job position, every page of them (gsi3, in ranking order). */
export async function listCandidateItems(orgId: string, jobPositionId: string) {
  const result = await db.entities.applicant.query
    .byJobPosition({ jobPositionId })
    .where((a, op) => op.eq(a.orgId, orgId))
    .go({ pages: 'all' });
  return result.data;
}

/** Most writes of one transaction (DynamoDB's limit). */
const TRANSACTION_ITEMS = 100;

/**
 * Unlinks every candidate of a position being deleted; their sessions stay. Batched: one transaction per
 * 100 candidates, all side by side, after reading the candidates (one query per 1 MB page).
 */
export async function unlinkAll(orgId: string, jobPositionId: string): Promise<void> {
  const candidates = await listCandidateItems(orgId, jobPositionId);
  const chunks: (typeof candidates)[] = [];
  for (let i = 0; i < candidates.length; i += TRANSACTION_ITEMS)
    chunks.push(candidates.slice(i, i + TRANSACTION_ITEMS));
  const written = await Promise.all(
    chunks.map((chunk) =>
      db.transaction
        .write(({ applicant }) =>
          chunk.map((a) =>
            applicant
              .patch({ orgId, applicantId: a.applicantId })
              .remove(['jobPositionId', 'rankKey', 'rankSessionId'])
              .commit(),
          ),
        )
        .go(),
    ),
  );
  if (written.some((w) => w.canceled)) throw new Conflict('Some candidates changed meanwhile. Try again.');
}

/**
 * Deletes a job position of the caller's organization; its applicants stay (unlinked), and so do their
 * sessions (docs/product.md#rule-job-position-modes).
 * @throws NotFound when it does not exist there.
 */
export async function deleteJobPosition(orgId: string, jobPositionId: string): Promise<void> {
  await getJobPosition(orgId, jobPositionId);
  await unlinkAll(orgId, jobPositionId);
  // The position and its search index entries in one transaction (decision record 0100).
  await writeUnchanged(
    'job position',
    () => getPositionItem(orgId, jobPositionId),
    (current) =>
      db.transaction
        .write(({ jobPosition, searchTerm }) => [
          jobPosition
            .delete({ orgId, jobPositionId })
            .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
            .commit(),
          ...termCommits(searchTerm, jobPositionDocument(current), null),
        ])
        .go(),
  );
}

/**
 * Unlinks a candidate from a job position.
 * @throws NotFound when the applicant is not a candidate of that position in the caller's organization.
 */
export async function unlinkCandidate(
  orgId: string,
  jobPositionId: string,
  applicantId: string,
): Promise<void> {
  const { data } = await db.entities.applicant.get({ orgId, applicantId }).go();
  if (!data || data.jobPositionId !== jobPositionId) throw new NotFound('candidate');
  await setCandidacy(orgId, applicantId, null);
}
