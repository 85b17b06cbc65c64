import type { TableProps } from '@cloudscape-design/components/table';
import type { JobPosition } from '../../../../shared/schemas/job-position';
import { RouterLink } from '../../components/router-link';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO timestamp as a short date ("Jan 5, 2025"); a dash when missing or unreadable. */
export function formatDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : '-';
}

/** Columns of the job positions table (docs/product.md#screen-job-positions); Title and Created sort on the server. */
export const JOB_POSITION_COLUMNS: TableProps.ColumnDefinition<JobPosition>[] = [
  { id: 'title', header: 'Title', cell: (p) => p.title, sortingField: 'title', isRowHeader: true },
  {
    id: 'candidateCount',
    header: 'Candidates',
    cell: (p) => p.candidateCount,
  },
  { id: 'createdAt', header: 'Created', cell: (p) => formatDate(p.createdAt), sortingField: 'createdAt' },
  {
    id: 'details',
    header: 'Details',
    cell: (p) => (
      <RouterLink
        to={`/jobPositionDetails/${p.id}`}
        ariaLabel={`Details of ${p.title}`}
        data-testid="job-position-details-link"
      >
        Details
      </RouterLink>
    ),
  },
];
