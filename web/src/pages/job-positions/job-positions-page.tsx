import Button from '@cloudscape-design/components/button';
import type { JobPositionListQuery } from '../../../../shared/schemas/job-position';
import { useJobPositionPage } from '../../api/job-positions';
import { CollectionTable } from '../../components/collection-table';
import { useFollow } from '../../components/router-link';
import { useListTable } from '../../components/use-list-table';
import { JOB_POSITION_COLUMNS } from './job-positions-columns';

/**
 * /jobPositions: the organization's job positions, newest first, one page at a time, searched (title)
 * and sorted on the server, with New Job position → /addJobPosition (docs/product.md#screen-job-positions).
 */
export default function JobPositionsPage() {
  const follow = useFollow();
  const { collection, result: positions } = useListTable(useJobPositionPage, {
    defaultSorting: { sort: 'createdAt' as JobPositionListQuery['sort'], order: 'desc' },
  });

  return (
    <CollectionTable
      narrow={{
        title: (p) => p.title,
        href: (p) => `/jobPositionDetails/${p.id}`,
        columns: ['candidateCount', 'createdAt'],
      }}
      collection={collection}
      result={positions}
      columnDefinitions={JOB_POSITION_COLUMNS}
      testIdPrefix="job-positions"
      texts={{
        title: 'Job positions',
        loadingText: 'Loading job positions',
        filterPlaceholder: 'Find job positions by title',
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
