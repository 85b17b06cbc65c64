import type { Candidate } from '../../../../shared/schemas/job-position';
import { type RankingRow, rankingCsv } from '../../../../shared/ranking';
import { downloadFile, safeFileName } from '../../components/download';
import { candidateScore } from './candidates-columns';

/** Candidates in rank order → rows of the shared ranking export. */
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

/** `<position-title>-candidates.csv`, without characters file systems refuse. */
export function rankingFileName(title: string): string {
  return `${safeFileName(title, 'job-position')}-candidates.csv`;
}

/**
 * Downloads the ranking as CSV (`rankingCsv`, safe to open in a spreadsheet) through a Blob and an object
 * URL, so no server round trip is needed.
 */
export function downloadRankingCsv(title: string, candidates: readonly Candidate[]): void {
  downloadFile(rankingFileName(title), rankingCsv(toRankingRows(candidates)), 'text/csv;charset=utf-8');
}
