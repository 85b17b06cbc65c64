import { foldedKey } from '../data/search-text';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { isPurged } from './retention';
import { toSessionSummary, type SessionItem } from './session-view';

// Table reads and writes only: the job-positions, applicants, sessions, scoring and retention functions
// import this module (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).

/** What a candidate's place in the ranking depends on. */
export interface RankKeyInput {
  applicantId: string;
  firstName: string;
  lastName: string;
  /** The 0-100 score of the latest scored session for the position (reviewed where a person scored), or null. */
  score: number | null;
  /** When that session was scored (ISO time): earlier first among equal scores. */
  scoredAt?: string;
}

/** Last name, then first name, folded as every name sort key is (lower case, no accents, no spaces). */
const sortableName = (first: string, last: string) => `${foldedKey(last)}#${foldedKey(first)}`;

/**
 * The candidate's sort key in a position's ranking (the applicant's gsi3 sort key), ascending = best first:
 * scored candidates (`s#`) by score, highest first, then earlier-scored first; then unscored ones (`u#`)
 * by last and first name. The applicant id ends both, so no two keys are equal.
 */
export function candidateRankKey(c: RankKeyInput): string {
  if (c.score === null) return `u#${sortableName(c.firstName, c.lastName)}#${c.applicantId}`;
  const inverted = (100 - c.score).toFixed(2).padStart(6, '0');
  return `s#${inverted}#${c.scoredAt ?? ''}#${c.applicantId}`;
}

/** The ranking fields of an applicant linked to a position: its rank key and the session it is ranked by. */
export interface CandidateRank {
  rankKey: string;
  rankSessionId?: string;
}

/**
 * Where a candidate stands: their latest scored session for the position (newest first among their last
 * 100 sessions; a session past its retention does not count) and its effective score.
 * @param applicant - the stored applicant, linked to `jobPositionId`.
 */
export async function candidateRankOf(
  orgId: string,
  applicant: { applicantId: string; firstName: string; lastName: string },
  jobPositionId: string,
): Promise<CandidateRank> {
  const { applicantId } = applicant;
  const sessions = await db.entities.session.query
    .byApplicant({ orgId, applicantId })
    .go({ order: 'desc', limit: 100 });
  return rankFrom(applicant, jobPositionId, sessions.data as SessionItem[]);
}

async function rankFrom(
  applicant: { applicantId: string; firstName: string; lastName: string },
  jobPositionId: string,
  sessions: SessionItem[],
): Promise<CandidateRank> {
  const scored = sessions.filter(
    (s) => s.jobPositionId === jobPositionId && s.status === 'scored' && !isPurged(s),
  );
  const results = scored.length
    ? (await db.entities.sessionResult.get(scored.map((s) => ({ sessionId: s.sessionId }))).go()).data
    : [];
  const resultOf = new Map(results.map((r) => [r.sessionId, r]));
  // Newest first (ULID ids), so the first with a result is the latest scored one.
  const session = scored.find((s) => resultOf.has(s.sessionId));
  const result = session ? resultOf.get(session.sessionId) : undefined;
  const score = session ? (toSessionSummary(session, result).effectiveScore?.score ?? null) : null;
  const rankKey = candidateRankKey({
    ...applicant,
    score,
    ...(result ? { scoredAt: result.createdAt } : {}),
  });
  return { rankKey, ...(session && score !== null ? { rankSessionId: session.sessionId } : {}) };
}

/** Attempts before a refresh that keeps losing to concurrent ones gives up (each loser reads again). */
const MAX_RANK_RACES = 3;

/**
 * Recomputes a candidate's place in their position's ranking and stores it on the applicant, when it
 * changed. Called after whatever moves it: a session of the position scored, reviewed or deleted, the
 * applicant renamed (unscored candidates sort by name). Linking computes it in its own transaction
 * (`setCandidacy`). The write is conditioned on the position and the rank key read, so a refresh computed
 * from older data never overwrites a newer one: it reads again instead. Does nothing for an applicant
 * who is not (or no longer) linked to a position.
 * @returns true when the stored rank changed.
 */
export async function refreshCandidateRank(orgId: string, applicantId: string): Promise<boolean> {
  for (let race = 0; race < MAX_RANK_RACES; race++) {
    const [{ data: applicant }, sessions] = await Promise.all([
      db.entities.applicant.get({ orgId, applicantId }).go(),
      db.entities.session.query.byApplicant({ orgId, applicantId }).go({ order: 'desc', limit: 100 }),
    ]);
    const jobPositionId = applicant?.jobPositionId;
    if (!applicant || !jobPositionId) return false;
    const rank = await rankFrom(applicant, jobPositionId, sessions.data as SessionItem[]);
    if (rank.rankKey === applicant.rankKey && rank.rankSessionId === applicant.rankSessionId) return false;
    const patch = db.entities.applicant.patch({ orgId, applicantId }).set({ rankKey: rank.rankKey });
    const written = await (
      rank.rankSessionId ? patch.set({ rankSessionId: rank.rankSessionId }) : patch.remove(['rankSessionId'])
    )
      .where(
        (a, op) =>
          `${op.eq(a.jobPositionId, jobPositionId)} AND ${
            applicant.rankKey === undefined ? op.notExists(a.rankKey) : op.eq(a.rankKey, applicant.rankKey)
          }`,
      )
      .go()
      .then(() => true)
      .catch((error: unknown) => {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      });
    if (written) return true;
  }
  return false;
}
