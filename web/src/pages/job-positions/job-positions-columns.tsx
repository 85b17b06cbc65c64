import type { TableProps } from '@cloudscape-design/components/table';
import type { JobPosition } from '../../../../shared/schemas/job-position';
import { RouterLink } from '../../components/router-link';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO timestamp as a short date ("Jan 5, 2025"); a dash when missing or unreadable. */
export function formatDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : '-';
}

/** Columns of the job positions table (docs/product.md#screen-job-positions); all but Details sort. */
export const JOB_POSITION_COLUMNS: TableProps.ColumnDefinition<JobPosition>[] = [
  { id: 'title', header: 'Title', cell: (p) => p.title, sortingField: 'title', isRowHeader: true },
  {
    id: 'candidateCount',
    header: 'Candidates',
    cell: (p) => p.candidateCount,
    sortingField: 'candidateCount',
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

/** Fields the table's text filter searches. */
export const JOB_POSITION_FILTER_FIELDS: (keyof JobPosition)[] = ['title', 'description'];
