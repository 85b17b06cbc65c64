import { adverseImpact, adverseImpactCsv, type ReportRow } from '../../shared/adverse-impact';
import type { AdverseImpactQuery, AdverseImpactReport } from '../../shared/schemas/adverse-impact';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { NotFound } from '../errors/errors';
import { csvResponse, type RawResponse } from '../http/response';

/**
 * Most self-identification pages (1 MB each, some thousands of items) one report reads: a bound on the
 * round trips of one request.
 */
const MAX_PAGES = 20;

/** Most keys of one BatchGetItem (DynamoDB limit). */
const BATCH = 100;

/** The outcome of each session still present: its decision and the AI's score. */
async function liveOutcomes(sessionIds: string[]) {
  const outcomes = new Map<string, { decision?: string; score?: number }>();
  for (let i = 0; i < sessionIds.length; i += BATCH) {
    const keys = sessionIds.slice(i, i + BATCH).map((sessionId) => ({ sessionId }));
    const { data } = await db.entities.session
      .get(keys)
      .go({ attributes: ['sessionId', 'decision', 'score'] });
    for (const s of data) outcomes.set(s.sessionId, { decision: s.decision, score: s.score });
  }
  return outcomes;
}

/**
 * The adverse-impact report of one job position (docs/product.md#adverse-impact-report): the
 * self-identification of its submitted sessions in the range, each with its session's outcome (read
 * from the session, or the copy kept when the session's content expired), aggregated by
 * {@link adverseImpact}. Only aggregates leave this function: no session id, no single answer.
 * @throws NotFound when the job position is not the caller's organization's.
 */
export async function adverseImpactReport(
  auth: ManagerAuth,
  query: AdverseImpactQuery,
): Promise<AdverseImpactReport | RawResponse> {
  const { data: position } = await db.entities.jobPosition
    .get({ orgId: auth.orgId, jobPositionId: query.jobPositionId })
    .go();
  if (!position) throw new NotFound('job position');
  const { data: records } = await db.entities.selfIdentification.query
    .byPosition({ orgId: auth.orgId, jobPositionKey: query.jobPositionId })
    .where((a, op) =>
      [
        ...(query.from ? [op.gte(a.submittedOn, query.from)] : []),
        ...(query.to ? [op.lte(a.submittedOn, query.to)] : []),
        ...(query.interviewId ? [op.eq(a.interviewId, query.interviewId)] : []),
      ].join(' AND '),
    )
    .go({ pages: MAX_PAGES });
  const live = await liveOutcomes(records.filter((r) => !r.outcomeKept).map((r) => r.sessionId));
  const rows: ReportRow[] = [];
  for (const r of records) {
    const outcome = r.outcomeKept ? r : live.get(r.sessionId);
    if (!outcome) continue; // deleted with its applicant before any outcome was kept
    rows.push({
      sex: r.sex,
      raceEthnicity: r.raceEthnicity,
      selected: outcome.decision === 'advance',
      ...(outcome.score !== undefined ? { score: outcome.score } : {}),
    });
  }
  const report = adverseImpact(query.measure, rows, query.minSample);
  if (query.format !== 'csv') return report;
  return csvResponse(adverseImpactCsv(report), `adverse-impact-${query.measure}-${query.jobPositionId}.csv`);
}
