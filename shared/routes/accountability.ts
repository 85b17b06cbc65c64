import * as z from 'zod';
import { AdverseImpactQuerySchema, AdverseImpactReportSchema } from '../schemas/adverse-impact';
import {
  NewRequestSchema,
  RequestDraftSchema,
  RequestListQuerySchema,
  RequestPageSchema,
  RequestParamsSchema,
  RequestReceiptSchema,
  RequestResponseSchema,
  ApplicantRequestSchema,
  SessionRequestsSchema,
} from '../schemas/applicant-request';
import { IdParamsSchema } from '../schemas/common';
import { SelfIdentificationOptionsSchema, SelfIdentificationSchema } from '../schemas/self-identification';
import { ManagerParamsSchema, ManagerSchema } from '../schemas/team';
import type { RouteDef } from '../route-def';

/**
 * Accountable hiring (`functions/accountability`, docs/product.md#accountability): voluntary
 * self-identification kept apart, the adverse-impact report for the owner and auditors, and the
 * applicants' explanation, review and correction requests.
 */
export const accountabilityRoutes = {
  selfIdentificationOptions: {
    method: 'GET',
    path: '/api/self-identification/options',
    resource: 'accountability',
    access: 'public',
    flood: 'reference',
    response: SelfIdentificationOptionsSchema,
  },
  submitSelfIdentification: {
    method: 'POST',
    path: '/api/session/{id}/self-identification',
    resource: 'accountability',
    access: 'applicant',
    flood: 'applicant',
    session: 'params.id',
    status: 204,
    params: IdParamsSchema,
    body: SelfIdentificationSchema,
  },
  getAdverseImpactReport: {
    method: 'GET',
    path: '/api/reports/adverse-impact',
    resource: 'accountability',
    access: 'manager',
    flood: 'read',
    auditsRead: true,
    roles: ['owner', 'auditor'],
    query: AdverseImpactQuerySchema,
    response: AdverseImpactReportSchema,
  },
  setAuditor: {
    method: 'PUT',
    path: '/api/team/members/{userId}/auditor',
    resource: 'accountability',
    access: 'manager',
    flood: 'write',
    params: ManagerParamsSchema,
    body: z.object({ auditor: z.boolean() }),
    response: ManagerSchema,
  },
  sendDecisionEmail: {
    method: 'POST',
    path: '/api/session/{id}/decision-email',
    resource: 'accountability',
    access: 'manager',
    flood: 'mail',
    sendsMail: true,
    params: IdParamsSchema,
    response: z.object({ decision: z.enum(['advance', 'reject']) }),
  },
  createRequest: {
    method: 'POST',
    path: '/api/session/{id}/requests',
    resource: 'accountability',
    access: 'applicant',
    flood: 'applicant',
    session: 'params.id',
    requestLink: true,
    status: 201,
    params: IdParamsSchema,
    body: NewRequestSchema,
    response: RequestReceiptSchema,
  },
  listSessionRequests: {
    method: 'GET',
    path: '/api/session/{id}/requests',
    resource: 'accountability',
    access: 'applicant',
    flood: 'applicant',
    session: 'params.id',
    requestLink: true,
    params: IdParamsSchema,
    response: SessionRequestsSchema,
  },
  listRequests: {
    method: 'GET',
    path: '/api/requests',
    resource: 'accountability',
    access: 'manager',
    flood: 'read',
    query: RequestListQuerySchema,
    response: RequestPageSchema,
  },
  draftRequestResponse: {
    method: 'GET',
    path: '/api/requests/{id}/draft',
    resource: 'accountability',
    access: 'manager',
    flood: 'read',
    auditsRead: true,
    params: RequestParamsSchema,
    response: RequestDraftSchema,
  },
  respondToRequest: {
    method: 'POST',
    path: '/api/requests/{id}/response',
    resource: 'accountability',
    access: 'manager',
    flood: 'mail',
    sendsMail: true,
    params: RequestParamsSchema,
    body: RequestResponseSchema,
    response: ApplicantRequestSchema,
  },
} as const satisfies Record<string, RouteDef>;
