import type { Candidate } from '../../../../shared/schemas/job-position';
import { rankingCsv, toRankingRows } from '../../../../shared/ranking';
import { downloadFile, safeFileName } from '../../components/download';

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
