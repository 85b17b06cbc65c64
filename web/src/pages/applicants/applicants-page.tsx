import Button from '@cloudscape-design/components/button';
import type { ApplicantListQuery } from '../../../../shared/schemas/applicant';
import { useApplicantPage } from '../../api/applicants';
import { CollectionTable } from '../../components/collection-table';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { useServerCollection } from '../../components/use-server-collection';
import { APPLICANT_COLUMNS } from './applicants-columns';

/** Rows per table page (one request each). */
const PAGE_SIZE = 10;

/**
 * /applicants: the organization's applicants, one page at a time, searched (name, e-mail, job title) and
 * sorted on the server (docs/product.md#screen-applicants), with Add Applicant → /addapplicant.
 */
export default function ApplicantsPage() {
  const follow = useFollow();
  const collection = useServerCollection<ApplicantListQuery['sort']>({
    pageSize: PAGE_SIZE,
    defaultSorting: { sort: 'createdAt', order: 'desc' },
  });
  const applicants = useApplicantPage(collection.query);
  useErrorToast(applicants.error, PROCESS_ERROR_DETAIL);

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
        <Button variant="primary" href="/addapplicant" onFollow={follow} data-testid="add-applicant-button">
          Add Applicant
        </Button>
      }
    />
  );
}
