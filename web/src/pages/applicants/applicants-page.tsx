import Button from '@cloudscape-design/components/button';
import { useApplicants } from '../../api/applicants';
import { CollectionTable } from '../../components/collection-table';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { APPLICANT_COLUMNS, APPLICANT_FILTER_FIELDS } from './applicants-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /applicants: every applicant of the organization, filtered, sorted and paged on the client by
 * `useCollection` (the list hook loads all pages), with Add Applicant → /addapplicant.
 */
export default function ApplicantsPage() {
  const follow = useFollow();
  const applicants = useApplicants();
  useErrorToast(applicants.error, PROCESS_ERROR_DETAIL);

  return (
    <CollectionTable
      narrow={{
        title: (a) => `${a.firstName} ${a.lastName}`,
        href: (a) => `/applicants/${a.id}`,
        columns: ['jobTitle', 'email'],
      }}
      items={applicants.data ?? []}
      loading={applicants.isPending}
      columnDefinitions={APPLICANT_COLUMNS}
      filteringFields={APPLICANT_FILTER_FIELDS}
      pageSize={PAGE_SIZE}
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
        <Button variant="primary" href="/addapplicant" onFollow={follow} data-testid="add-applicant-button">
          Add Applicant
        </Button>
      }
    />
  );
}
