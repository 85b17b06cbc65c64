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
import {
  ApplicantImportRequestSchema,
  ApplicantImportSchema,
  ImportParamsSchema,
} from '../schemas/applicant-import';
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
  importApplicants: {
    method: 'POST',
    path: '/api/applicants/import',
    resource: 'applicants',
    access: 'manager',
    flood: 'write',
    status: 202,
    // The CSV as a JSON string: up to 3 bytes a character (MAX_IMPORT_CSV_CHARS), escaped quotes and the wrapper.
    maxBodyBytes: 6 * 1024 * 1024,
    summary:
      'Imports applicants from a CSV file (first name, last name, e-mail, job title, optionally job position): duplicates by e-mail are counted, not created; refused rows are listed.',
    body: ApplicantImportRequestSchema,
    response: ApplicantImportSchema,
  },
  getApplicantImport: {
    method: 'GET',
    path: '/api/applicants/import/{id}',
    resource: 'applicants',
    access: 'manager',
    flood: 'read',
    summary: 'An import: status, rows, created, duplicates and the refused rows with their line and column.',
    params: ImportParamsSchema,
    response: ApplicantImportSchema,
  },
} as const satisfies Record<string, RouteDef>;
