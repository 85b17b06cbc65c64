import * as z from 'zod';
import { summarizeSignals } from '../../shared/signal-summary';
import { RANKING_CSV_HEADER, rankingCsvLines, toRankingRows } from '../../shared/ranking';
import type {
  CandidateExportPage,
  CandidateListQuery,
  CandidateRanking,
} from '../../shared/schemas/job-position';
import { toApplicantDto } from '../applicants';
import { pageCursor } from '../data/cursor';
import { db } from '../data/service';
import { ValidationFailed } from '../errors/errors';
import { isPurged, toSessionSummary, type SessionItem } from '../sessions';
import { getJobPosition } from './positions';

/**
 * What a ranking cursor carries besides the last key read (ElectroDB's cursor, `k`): how many candidates
 * came before (`n`), and the rank and score of the last scored one (`r`, `s`), so equal scores keep sharing
 * a rank across pages.
 */
const RankingCursorSchema = z.object({
  k: z.string().min(1).max(2048),
  n: z.number().int().min(0),
  r: z.number().int().min(1).nullable(),
  s: z.number().nullable(),
});
type RankingCursor = z.infer<typeof RankingCursorSchema>;

const invalidCursor = () =>
  new ValidationFailed(
    { 'query.cursor': ['Not a cursor of this list: start again from the first page'] },
    'The page cursor is not valid for this list.',
  );

function decodeCursor(cursor: string): RankingCursor {
  try {
    return RankingCursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
}

const encodeCursor = (c: RankingCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The 0-100 score a stored rank key orders by (`s#<100 - score>#…`), or null for an unscored one. */
function keyScore(rankKey: string | undefined): number | null {
  const match = /^s#([\d.]+)#/.exec(rankKey ?? '');
  return match ? Math.round((100 - Number(match[1])) * 100) / 100 : null;
}

/**
 * One page of a job position's ranking (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md): its
 * candidates read in ranking order from gsi3, sorted by each applicant's stored rank key (best score first,
 * earlier-scored first among equal scores, then unscored candidates by name), with the session each is
 * ranked by. Two rounds whatever the position's size: the position (ownership) and the page side by side,
 * then one batch read of the page's sessions and their results. Ranks are 1-based and global (the cursor
 * carries the count so far), equal scores share a rank, unscored candidates have none. A scored row
 * carries its session's signal summary (docs/decisions/0121-signal-summary-on-the-session.md), read from the session item itself.
 * @throws NotFound when the position is not in the caller's organization; ValidationFailed (400) for a
 *   cursor not issued for this ranking.
 */
export async function candidatePage(
  orgId: string,
  jobPositionId: string,
  page: CandidateListQuery,
): Promise<CandidateRanking> {
  const query = db.entities.applicant.query
    .byJobPosition({ jobPositionId })
    .where((a, op) => op.eq(a.orgId, orgId));
  const state = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const cursor = state ? pageCursor(query, state.k) : null;
  const [, read] = await Promise.all([
    getJobPosition(orgId, jobPositionId),
    query.go({ limit: page.limit, cursor }),
  ]);
  const ranked = read.data.filter((a) => a.rankSessionId);
  const keys = ranked.map((a) => ({ sessionId: a.rankSessionId! }));
  const [sessions, results] = keys.length
    ? await Promise.all([db.entities.session.get(keys).go(), db.entities.sessionResult.get(keys).go()])
    : [{ data: [] }, { data: [] }];
  const sessionOf = new Map((sessions.data as SessionItem[]).map((s) => [s.sessionId, s]));
  const resultOf = new Map(results.data.map((r) => [r.sessionId, r]));

  let before = state?.n ?? 0;
  let lastRank = state?.r ?? null;
  let lastScore = state?.s ?? null;
  const items = read.data.map((a) => {
    const session = a.rankSessionId ? sessionOf.get(a.rankSessionId) : undefined;
    const result = session ? resultOf.get(session.sessionId) : undefined;
    // A session past its retention (TTL deletes it lazily) no longer counts; the retention function
    // then moves the candidate (refreshCandidateRank).
    const shown =
      session && result && session.orgId === orgId && session.status === 'scored' && !isPurged(session)
        ? toSessionSummary(session, result)
        : null;
    const score = keyScore(a.rankKey);
    before++;
    let rank: number | null = null;
    if (score !== null && shown) {
      rank = score === lastScore && lastRank !== null ? lastRank : before;
      lastRank = rank;
      lastScore = score;
    }
    // Observations only: read after the rank is set, never by it.
    const signals = shown ? summarizeSignals(session!.answerSignals) : undefined;
    return { rank, applicant: toApplicantDto(a), session: shown, ...(signals ? { signals } : {}) };
  });
  return {
    items,
    nextCursor: read.cursor ? encodeCursor({ k: read.cursor, n: before, r: lastRank, s: lastScore }) : null,
  };
}

/**
 * One page of the ranking as CSV lines (`shared/ranking.ts`: every cell quoted, formula leads defused),
 * the header row first on the first page; pages joined in order are the whole ranking's CSV. Same reads,
 * order, ranks and cursor as {@link candidatePage}.
 * @throws NotFound when the position is not in the caller's organization; ValidationFailed for a foreign cursor.
 */
export async function candidateExportPage(
  orgId: string,
  jobPositionId: string,
  page: CandidateListQuery,
): Promise<CandidateExportPage> {
  const { items, nextCursor } = await candidatePage(orgId, jobPositionId, page);
  const lines = rankingCsvLines(toRankingRows(items));
  return { csv: page.cursor === undefined ? RANKING_CSV_HEADER + lines : lines, nextCursor };
}
