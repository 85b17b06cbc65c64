import {
  ApplicantDetailsSchema,
  ApplicantInputSchema,
  ApplicantListQuerySchema,
  CreateApplicantQuerySchema,
  ApplicantPageSchema,
  ApplicantSchema,
} from '../schemas/applicant';
import { IdParamsSchema } from '../schemas/common';
import { ApplicantExportSchema } from '../schemas/applicant-export';
import type { RouteDef } from '../route-def';

/** Applicants (`functions/applicants`), docs/architecture.md#route-table. */
export const applicantRoutes = {
  listApplicants: {
    method: 'GET',
    path: '/api/applicants',
    resource: 'applicants',
    access: 'manager',
    flood: 'read',
    apiKeyScope: 'applicants:read',
    query: ApplicantListQuerySchema,
    response: ApplicantPageSchema,
  },
  createApplicant: {
    method: 'POST',
    path: '/api/applicants',
    resource: 'applicants',
    access: 'manager',
    flood: 'write',
    maxBodyBytes: 128 * 1024,
    apiKeyScope: 'applicants:write',
    status: 201,
    query: CreateApplicantQuerySchema,
    body: ApplicantInputSchema,
    response: ApplicantSchema,
  },
  getApplicant: {
    method: 'GET',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    flood: 'read',
    apiKeyScope: 'applicants:read',
    params: IdParamsSchema,
    response: ApplicantDetailsSchema,
  },
  updateApplicant: {
    method: 'PUT',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    flood: 'write',
    maxBodyBytes: 128 * 1024,
    params: IdParamsSchema,
    body: ApplicantInputSchema,
    response: ApplicantSchema,
  },
  deleteApplicant: {
    method: 'DELETE',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    flood: 'write',
    status: 204,
    params: IdParamsSchema,
  },
  exportApplicant: {
    method: 'GET',
    path: '/api/applicants/{id}/export',
    resource: 'applicants',
    access: 'manager',
    flood: 'read',
    auditsRead: true,
    params: IdParamsSchema,
    response: ApplicantExportSchema,
  },
} as const satisfies Record<string, RouteDef>;
