import type { Candidate } from './schemas/job-position';

/** A row of the ranking export. */
export interface RankingRow {
  rank: number | null;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  score: number | null;
  /** Whose score `score` is: `ai`, or `reviewed` when a person scored at least one answer. */
  scoreSource?: 'ai' | 'reviewed';
  topic: string;
  status: string;
  scoredAt: string;
  /** The latest decision a person recorded (advance, hold, reject), if any. */
  decision?: string;
}

/**
 * A formula lead (`=`, `+`, `-`, `@`, tab, CR) at the start of a cell or after anything a spreadsheet may
 * split on (`,` `;` tab `|` line breaks, with spaces between): a spreadsheet set to another separator
 * reads `x;=cmd|…` as two cells, the second a formula.
 */
const FORMULA_LEAD = /(^|[,;\t|\r\n])(\s*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell: always quoted (RFC 4180, quotes doubled), and every formula lead prefixed with `'` so no
 * spreadsheet runs it, whatever separator it splits on (OWASP "CSV Injection").
 */
export function csvCell(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  const safe = s.replace(FORMULA_LEAD, "$1$2'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The header row of the ranking CSV, with its CRLF line end. */
export const RANKING_CSV_HEADER =
  [
    'Rank',
    'First name',
    'Last name',
    'E-mail',
    'Job title',
    'Score',
    'Score source',
    'Interview',
    'Status',
    'Scored at',
    'Decision',
  ].join(',') + '\r\n';

/**
 * The ranking as CSV (RFC 4180, CRLF line ends, header row), safe to open in a spreadsheet. `Score` is
 * the reviewed score where a person scored an answer, and `Score source` says which.
 */
export function rankingCsv(rows: readonly RankingRow[]): string {
  return RANKING_CSV_HEADER + rankingCsvLines(rows);
}

/**
 * Rows of the ranking CSV without the header, each ending in CRLF (`''` for none), so pages of one export
 * can be joined after {@link RANKING_CSV_HEADER}. Every cell goes through {@link csvCell}.
 */
export function rankingCsvLines(rows: readonly RankingRow[]): string {
  const lines = rows.map((r) =>
    [
      r.rank,
      r.firstName,
      r.lastName,
      r.email,
      r.jobTitle,
      r.score,
      r.scoreSource ?? '',
      r.topic,
      r.status,
      r.scoredAt,
      r.decision ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return lines.map((l) => `${l}\r\n`).join('');
}

/**
 * The 0-100 score of the candidate's latest scored session, or null: a person's scores where they
 * reviewed an answer, else the AI's.
 */
export function candidateScore(c: Candidate): number | null {
  return c.session?.effectiveScore?.score ?? c.session?.result?.score ?? null;
}

/** `reviewed` when a person scored at least one answer of the candidate's session, else `ai`. */
export function candidateScoreSource(c: Candidate): 'ai' | 'reviewed' {
  return c.session?.effectiveScore?.source ?? 'ai';
}

/** Candidates of a job position in rank order (as `listCandidates` answers) → rows of the ranking export. */
export function toRankingRows(candidates: readonly Candidate[]): RankingRow[] {
  return candidates.map((c) => ({
    rank: c.rank,
    firstName: c.applicant.firstName,
    lastName: c.applicant.lastName,
    email: c.applicant.email,
    jobTitle: c.applicant.jobTitle,
    score: candidateScore(c),
    ...(c.session?.effectiveScore ? { scoreSource: c.session.effectiveScore.source } : {}),
    topic: c.session?.topic ?? '',
    status: c.session?.status ?? '',
    scoredAt: c.session?.result?.scoredAt ?? '',
    ...(c.session?.decision ? { decision: c.session.decision.decision } : {}),
  }));
}
