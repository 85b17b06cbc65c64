import { Service } from 'electrodb';
import { config } from '../config';
import { documentClient } from './client';
import { Applicant } from './entities/applicant';
import { Membership } from './entities/membership';
import { Organization } from './entities/organization';

/** Every entity of the one table, grouped so collections and transactions can span them. */
export const db = new Service(
  { organization: Organization, membership: Membership, applicant: Applicant },
  { client: documentClient, table: config().TABLE_NAME },
);
