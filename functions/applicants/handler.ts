import { resourceHandler } from '../http/resource';
import {
  createApplicant,
  deleteApplicant,
  getApplicant,
  listApplicants,
  updateApplicant,
} from './applicants';

/** Applicants Lambda: `/api/applicants` routes of the route table. */
export const handler = resourceHandler('applicants', {
  listApplicants: ({ auth, query }) => listApplicants(auth.orgId, query),
  createApplicant: ({ auth, body }) => createApplicant(auth.orgId, body),
  getApplicant: ({ auth, params }) => getApplicant(auth.orgId, params.id),
  updateApplicant: ({ auth, params, body }) => updateApplicant(auth.orgId, params.id, body),
  deleteApplicant: async ({ auth, params }) => {
    await deleteApplicant(auth.orgId, params.id);
    return undefined;
  },
});
