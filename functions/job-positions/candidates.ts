import type { Candidate } from '../../shared/schemas/job-position';
import { rankCandidates } from '../../shared/ranking';
import { getApplicant, toApplicantDto } from '../applicants';
import { db } from '../data/service';
import { Conflict, NotFound } from '../http/errors';
import { isPurged, toSessionSummary, type SessionItem } from '../sessions';
import { getJobPosition } from './positions';

/**
 * Links an applicant to a job position, moves them from another, or unlinks them (`null`). The applicant
 * and the positions' candidate counts change in one transaction.
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
  if (jobPositionId) await getJobPosition(orgId, jobPositionId);
  const result = await db.transaction
    .write(({ applicant: a, jobPosition: p }) => [
      jobPositionId
        ? a.patch({ orgId, applicantId }).set({ jobPositionId }).commit()
        : a.patch({ orgId, applicantId }).remove(['jobPositionId']).commit(),
      ...(jobPositionId ? [p.patch({ orgId, jobPositionId }).add({ candidateCount: 1 }).commit()] : []),
      ...(previous
        ? [p.patch({ orgId, jobPositionId: previous }).subtract({ candidateCount: 1 }).commit()]
        : []),
    ])
    .go();
  if (result.canceled) throw new Conflict('The applicant or the job position changed meanwhile. Try again.');
}

/** Applicants linked to a job position (one query on gsi3, at most 500). */
export async function listCandidateItems(orgId: string, jobPositionId: string) {
  const result = await db.entities.applicant.query
    .byJobPosition({ jobPositionId })
    .where((a, op) => op.eq(a.orgId, orgId))
    .go({ limit: 500 });
  return result.data;
}

/**
 * The candidates of a job position ranked by the score of their latest scored session for it (spec:
 * "compare candidates"): one query for the candidates, one for the position's sessions, one batch read of
 * the results.
 */
export async function rankedCandidates(orgId: string, jobPositionId: string): Promise<Candidate[]> {
  await getJobPosition(orgId, jobPositionId);
  const [applicants, sessions] = await Promise.all([
    listCandidateItems(orgId, jobPositionId),
    db.entities.session.query
      .byJobPosition({ jobPositionId })
      .where((a, op) => op.eq(a.orgId, orgId))
      .go({ limit: 1000 }),
  ]);
  const scored = (sessions.data as SessionItem[]).filter((s) => s.status === 'scored' && !isPurged(s));
  const results = scored.length
    ? (await db.entities.sessionResult.get(scored.map((s) => ({ sessionId: s.sessionId }))).go()).data
    : [];
  const resultOf = new Map(results.map((r) => [r.sessionId, r]));
  // Sessions are newest first, so the first scored one per applicant is their latest.
  const latest = new Map<string, SessionItem>();
  for (const s of scored)
    if (resultOf.has(s.sessionId) && !latest.has(s.applicantId)) latest.set(s.applicantId, s);
  const rows = applicants.map((a) => {
    const session = latest.get(a.applicantId);
    const result = session ? resultOf.get(session.sessionId) : undefined;
    const summary = session ? toSessionSummary(session, result) : null;
    return {
      name: `${a.lastName} ${a.firstName}`,
      // A person's scores count where they reviewed an answer (docs/decisions/0032-human-review-and-decisions.md).
      score: summary?.effectiveScore?.score ?? null,
      scoredAt: result?.createdAt,
      applicant: toApplicantDto(a),
      session: summary,
    };
  });
  return rankCandidates(rows).map(({ rank, applicant, session }) => ({ rank, applicant, session }));
}

/** Unlinks every candidate of a position being deleted; their sessions stay. */
export async function unlinkAll(orgId: string, jobPositionId: string): Promise<void> {
  for (const a of await listCandidateItems(orgId, jobPositionId)) {
    await db.entities.applicant.patch({ orgId, applicantId: a.applicantId }).remove(['jobPositionId']).go();
  }
}

/**
 * Deletes a job position of the caller's organization; its applicants stay (unlinked), and so do their
 * sessions (docs/product.md#rule-job-position-modes).
 * @throws NotFound when it does not exist there.
 */
export async function deleteJobPosition(orgId: string, jobPositionId: string): Promise<void> {
  await getJobPosition(orgId, jobPositionId);
  await unlinkAll(orgId, jobPositionId);
  await db.entities.jobPosition.delete({ orgId, jobPositionId }).go();
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
