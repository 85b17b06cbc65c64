import type { TableProps } from '@cloudscape-design/components/table';
import type { Applicant } from '../../../../shared/schemas/applicant';
import { RouterLink } from '../../components/router-link';

/** Columns of the applicants table (docs/product.md#screen-applicants); all but Details sort. */
export const APPLICANT_COLUMNS: TableProps.ColumnDefinition<Applicant>[] = [
  {
    id: 'firstName',
    header: 'First Name',
    cell: (a) => a.firstName,
    sortingField: 'firstName',
    isRowHeader: true,
  },
  { id: 'lastName', header: 'Last Name', cell: (a) => a.lastName, sortingField: 'lastName' },
  { id: 'jobTitle', header: 'Job Title', cell: (a) => a.jobTitle, sortingField: 'jobTitle' },
  { id: 'email', header: 'Email', cell: (a) => a.email, sortingField: 'email' },
  {
    id: 'details',
    header: 'Details',
    cell: (a) => (
      <RouterLink
        to={`/applicants/${a.id}`}
        ariaLabel={`Details of ${a.firstName} ${a.lastName}`}
        data-testid="applicant-details-link"
      >
        Details
      </RouterLink>
    ),
  },
];

/** Fields the table's text filter searches. */
export const APPLICANT_FILTER_FIELDS: (keyof Applicant)[] = ['firstName', 'lastName', 'jobTitle', 'email'];
