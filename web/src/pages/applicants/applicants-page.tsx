import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ApplicantListQuery } from '../../../../shared/schemas/applicant';
import { useApplicantPage } from '../../api/applicants';
import { CollectionTable } from '../../components/collection-table';
import { useFollow } from '../../components/router-link';
import { useListTable } from '../../components/use-list-table';
import { APPLICANT_COLUMNS } from './applicants-columns';

/**
 * /applicants: the organization's applicants, one page at a time, searched (name, e-mail, job title) and
 * sorted on the server (docs/product.md#screen-applicants), with Add Applicant → /addapplicant and Import
 * CSV → /applicants/import.
 */
export default function ApplicantsPage() {
  const follow = useFollow();
  const { collection, result: applicants } = useListTable(useApplicantPage, {
    defaultSorting: { sort: 'createdAt' as ApplicantListQuery['sort'], order: 'desc' },
  });

  return (
    <CollectionTable
      narrow={{
        title: (a) => `${a.firstName} ${a.lastName}`,
        href: (a) => `/applicants/${a.id}`,
        columns: ['jobTitle', 'email'],
      }}
      collection={collection}
      result={applicants}
      columnDefinitions={APPLICANT_COLUMNS}
      testIdPrefix="applicants"
      texts={{
        title: 'Applicants',
        loadingText: 'Loading applicants',
        filterPlaceholder: 'Find applicants by name, job title or e-mail',
        filterAriaLabel: 'Filter applicants',
      }}
      empty={{
        title: 'No applicants yet',
        description: 'Add the first applicant to start assigning interview sessions.',
        action: { label: 'Add applicant', href: '/addapplicant' },
      }}
      headerActions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button href="/applicants/import" onFollow={follow}>
            Import CSV
          </Button>
          <Button variant="primary" href="/addapplicant" onFollow={follow} data-testid="add-applicant-button">
            Add Applicant
          </Button>
        </SpaceBetween>
      }
    />
  );
}
