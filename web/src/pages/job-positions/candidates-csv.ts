import type { Candidate } from '../../../../shared/schemas/job-position';
import { rankingCsv, toRankingRows } from '../../../../shared/ranking';

/** `<position-title>-candidates.csv`, without characters file systems refuse. */
export function rankingFileName(title: string): string {
  const safe = title.trim().replace(/[\\/:*?"<>|\s]+/g, '-') || 'job-position';
  return `${safe}-candidates.csv`;
}

/**
 * Downloads the ranking as CSV (`rankingCsv`, safe to open in a spreadsheet) through a Blob and an object
 * URL, so no server round trip is needed.
 */
export function downloadRankingCsv(title: string, candidates: readonly Candidate[]): void {
  const blob = new Blob([rankingCsv(toRankingRows(candidates))], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = rankingFileName(title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
