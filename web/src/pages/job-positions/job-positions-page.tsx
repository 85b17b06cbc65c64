import Button from '@cloudscape-design/components/button';
import { useJobPositions } from '../../api/job-positions';
import { CollectionTable } from '../../components/collection-table';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { JOB_POSITION_COLUMNS, JOB_POSITION_FILTER_FIELDS } from './job-positions-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /jobPositions: the organization's job positions, filtered, sorted and paged on the client by
 * `useCollection`, with New Job position → /addJobPosition (docs/product.md#screen-job-positions).
 */
export default function JobPositionsPage() {
  const follow = useFollow();
  const positions = useJobPositions();
  useErrorToast(positions.error, PROCESS_ERROR_DETAIL);

  return (
    <CollectionTable
      narrow={{
        title: (p) => p.title,
        href: (p) => `/jobPositionDetails/${p.id}`,
        columns: ['candidateCount', 'createdAt'],
      }}
      items={positions.data ?? []}
      loading={positions.isPending}
      columnDefinitions={JOB_POSITION_COLUMNS}
      filteringFields={JOB_POSITION_FILTER_FIELDS}
      defaultSorting={{ sortingColumn: { sortingField: 'createdAt' }, isDescending: true }}
      pageSize={PAGE_SIZE}
      testIdPrefix="job-positions"
      texts={{
        title: 'Job positions',
        loadingText: 'Loading job positions',
        filterPlaceholder: 'Find job positions by title or description',
        filterAriaLabel: 'Filter job positions',
      }}
      empty={{
        title: 'No job positions yet',
        description: 'Add a job position to write interview templates for it and rank its candidates.',
        action: { label: 'New Job position', href: '/addJobPosition' },
      }}
      headerActions={
        <Button
          variant="primary"
          href="/addJobPosition"
          onFollow={follow}
          data-testid="add-job-position-button"
        >
          New Job position
        </Button>
      }
    />
  );
}
