import { IdParamsSchema } from '../schemas/common';
import { GenerationStartedSchema } from '../schemas/interview-template';
import {
  CandidateListQuerySchema,
  CandidateParamsSchema,
  CandidateRankingSchema,
  GenerateForJobPositionRequestSchema,
  JobPositionDetailsSchema,
  JobPositionInputSchema,
  JobPositionListQuerySchema,
  JobPositionPageSchema,
  JobPositionSchema,
  LinkCandidateRequestSchema,
} from '../schemas/job-position';
import type { RouteDef } from '../route-def';

/** Job positions and their candidates (`functions/job-positions`), docs/architecture.md#route-table. */
export const jobPositionRoutes = {
  listJobPositions: {
    method: 'GET',
    path: '/api/jobPositions',
    resource: 'job-positions',
    access: 'manager',
    // Auditors pick the position of an adverse-impact report by title (decision record 0108).
    roles: ['owner', 'member', 'auditor'],
    query: JobPositionListQuerySchema,
    response: JobPositionPageSchema,
  },
  createJobPosition: {
    method: 'POST',
    path: '/api/jobPositions',
    resource: 'job-positions',
    access: 'manager',
    status: 201,
    body: JobPositionInputSchema,
    response: JobPositionSchema,
  },
  getJobPosition: {
    method: 'GET',
    path: '/api/jobPositions/{id}',
    resource: 'job-positions',
    access: 'manager',
    params: IdParamsSchema,
    response: JobPositionDetailsSchema,
  },
  updateJobPosition: {
    method: 'PUT',
    path: '/api/jobPositions/{id}',
    resource: 'job-positions',
    access: 'manager',
    params: IdParamsSchema,
    body: JobPositionInputSchema,
    response: JobPositionSchema,
  },
  deleteJobPosition: {
    method: 'DELETE',
    path: '/api/jobPositions/{id}',
    resource: 'job-positions',
    access: 'manager',
    status: 204,
    params: IdParamsSchema,
  },
  listCandidates: {
    method: 'GET',
    path: '/api/jobPositions/{id}/candidates',
    resource: 'job-positions',
    access: 'manager',
    params: IdParamsSchema,
    query: CandidateListQuerySchema,
    response: CandidateRankingSchema,
  },
  linkCandidate: {
    method: 'POST',
    path: '/api/jobPositions/{id}/candidates',
    resource: 'job-positions',
    access: 'manager',
    status: 204,
    params: IdParamsSchema,
    body: LinkCandidateRequestSchema,
  },
  unlinkCandidate: {
    method: 'DELETE',
    path: '/api/jobPositions/{id}/candidates/{applicantId}',
    resource: 'job-positions',
    access: 'manager',
    status: 204,
    params: CandidateParamsSchema,
  },
  generateForJobPosition: {
    method: 'POST',
    path: '/api/interviews/GenerateCustomForJobPosition',
    resource: 'job-positions',
    access: 'manager',
    status: 202,
    body: GenerateForJobPositionRequestSchema,
    response: GenerationStartedSchema,
  },
} as const satisfies Record<string, RouteDef>;
