import { downloadFile, safeFileName } from '../../components/download';

/** `<position-title>-candidates.csv`, without characters file systems refuse. */
export function rankingFileName(title: string): string {
  return `${safeFileName(title, 'job-position')}-candidates.csv`;
}

/**
 * Downloads the ranking CSV the server built (`fetchRankingCsv`) through a Blob and an object URL.
 */
export function downloadRankingCsv(title: string, csv: string): void {
  downloadFile(rankingFileName(title), csv, 'text/csv;charset=utf-8');
}
