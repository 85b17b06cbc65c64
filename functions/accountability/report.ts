import {
  adverseImpact,
  adverseImpactCsv,
  MIN_CELL_SIZE,
  withheldCells,
  type ReportRow,
} from '../../shared/adverse-impact';
import type { Suppression } from '../../shared/disclosure-control';
import type { AdverseImpactQuery, AdverseImpactReport } from '../../shared/schemas/adverse-impact';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { NotFound, ValidationFailed } from '../errors/errors';
import { clock } from '../clock';
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
 * The first and last UTC day (`YYYY-MM-DD`) of a calendar quarter `YYYY-Qn`, and the instant it ends (ms).
 */
export function quarterDays(period: string): { first: string; last: string; endsAt: number } {
  const year = Number(period.slice(0, 4));
  const q = Number(period.slice(6));
  const start = Date.UTC(year, (q - 1) * 3, 1);
  const endsAt = Date.UTC(year, q * 3, 1);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { first: day(start), last: day(endsAt - 86_400_000), endsAt };
}

const sizeOf = (s: Suppression) => s.count.size + s.rate.size;
const union = (a: Suppression, b: Suppression): Suppression => ({
  count: new Set([...a.count, ...b.count]),
  rate: new Set([...a.rate, ...b.rate]),
});

/**
 * What a report filtered to one interview template withholds: one pattern for the filtered applicants'
 * table and the rest of the position's, each suppressed again with the other's cells until neither
 * grows, so the position's report minus this one gives back no withheld cell of the rest (linked tables,
 * docs/compliance.md#disclosure-control).
 */
function linkedWithheld(measure: 'selection' | 'scoring', mine: ReportRow[], rest: ReportRow[]) {
  let both = union(withheldCells(measure, mine), withheldCells(measure, rest));
  for (;;) {
    const next = union(withheldCells(measure, mine, both), withheldCells(measure, rest, both));
    if (sizeOf(next) === sizeOf(both)) return both;
    both = next;
  }
}

/**
 * The adverse-impact report of one job position for one calendar quarter that has ended
 * (docs/product.md#adverse-impact-report): the self-identification of its submitted sessions in the
 * quarter, each with its session's outcome (read from the session, or the copy kept when the session's
 * content expired), aggregated by {@link adverseImpact} under disclosure control. Only aggregates leave
 * this function: no session id, no single answer.
 * @throws NotFound when the job position is not the caller's organization's.
 * @throws ValidationFailed (400) for a quarter not yet ended (`period`); for fewer than
 *   {@link MIN_CELL_SIZE} applicants in the report (`jobPositionId`, or `interviewId` when filtered); and
 *   for an interview filter leaving between 1 and {@link MIN_CELL_SIZE} − 1 others of the position
 *   (`interviewId`): each would show a group of fewer people than the threshold.
 */
export async function adverseImpactReport(
  auth: ManagerAuth,
  query: AdverseImpactQuery,
): Promise<AdverseImpactReport | RawResponse> {
  const { first, last, endsAt } = quarterDays(query.period);
  if (clock.now() < endsAt)
    throw new ValidationFailed({
      period: ['Choose a quarter that has ended: one still open changes as applicants submit'],
    });
  const { data: position } = await db.entities.jobPosition
    .get({ orgId: auth.orgId, jobPositionId: query.jobPositionId })
    .go();
  if (!position) throw new NotFound('job position');
  const { data: records } = await db.entities.selfIdentification.query
    .byPosition({ orgId: auth.orgId, jobPositionKey: query.jobPositionId })
    .where((a, op) => `${op.gte(a.submittedOn, first)} AND ${op.lte(a.submittedOn, last)}`)
    .go({ pages: MAX_PAGES });
  const live = await liveOutcomes(records.filter((r) => !r.outcomeKept).map((r) => r.sessionId));
  const mine: ReportRow[] = [];
  const rest: ReportRow[] = [];
  for (const r of records) {
    const outcome = r.outcomeKept ? r : live.get(r.sessionId);
    if (!outcome) continue; // deleted with its applicant before any outcome was kept
    const row: ReportRow = {
      sex: r.sex,
      raceEthnicity: r.raceEthnicity,
      selected: outcome.decision === 'advance',
      ...(outcome.score !== undefined ? { score: outcome.score } : {}),
    };
    (!query.interviewId || r.interviewId === query.interviewId ? mine : rest).push(row);
  }
  const counted = (rows: ReportRow[]) =>
    query.measure === 'scoring' ? rows.filter((r) => r.score !== undefined).length : rows.length;
  const field = query.interviewId ? 'interviewId' : 'jobPositionId';
  if (counted(mine) < MIN_CELL_SIZE)
    throw new ValidationFailed({
      [field]: [`Fewer than ${MIN_CELL_SIZE} applicants in this quarter: a report would show single people`],
    });
  const others = counted(rest);
  if (query.interviewId && others > 0 && others < MIN_CELL_SIZE)
    throw new ValidationFailed({
      interviewId: [
        `The position's other interviews have fewer than ${MIN_CELL_SIZE} applicants in this quarter: comparing with the position's report would show them`,
      ],
    });
  const withheld = query.interviewId && others > 0 ? linkedWithheld(query.measure, mine, rest) : undefined;
  const report = adverseImpact(query.measure, mine, query.minSample, withheld);
  if (query.format !== 'csv') return report;
  return csvResponse(
    adverseImpactCsv(report),
    `adverse-impact-${query.measure}-${query.jobPositionId}-${query.period}.csv`,
  );
}
