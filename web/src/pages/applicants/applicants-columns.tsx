import type { TableProps } from '@cloudscape-design/components/table';
import type { Applicant } from '../../../../shared/schemas/applicant';
import { RouterLink } from '../../components/router-link';

/**
 * Columns of the applicants table (docs/product.md#screen-applicants). Last Name sorts on the server by
 * name (last name, then first name); the server sorts by nothing else shown here.
 */
export const APPLICANT_COLUMNS: TableProps.ColumnDefinition<Applicant>[] = [
  { id: 'firstName', header: 'First Name', cell: (a) => a.firstName, isRowHeader: true },
  { id: 'lastName', header: 'Last Name', cell: (a) => a.lastName, sortingField: 'name' },
  { id: 'jobTitle', header: 'Job Title', cell: (a) => a.jobTitle },
  { id: 'email', header: 'Email', cell: (a) => a.email },
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
