import * as z from 'zod';
import { IdParamsSchema } from '../schemas/common';
import {
  DecisionRequestSchema,
  HistoryListSchema,
  ReviewParamsSchema,
  ReviewRequestSchema,
} from '../schemas/decision';
import {
  AddSessionRequestSchema,
  AiScoringRequestSchema,
  ApplicantIdParamsSchema,
  ApplicantSessionSchema,
  AnswerSchema,
  ExtendSessionRequestSchema,
  SaveAnswerRequestSchema,
  SessionAuthRequestSchema,
  SessionAuthResponseSchema,
  SessionDetailsSchema,
  SessionIntroSchema,
  SessionListQuerySchema,
  SessionPageSchema,
  SessionStatusSchema,
  SessionSummarySchema,
  SessionWithCodeSchema,
} from '../schemas/session';
import { GenerateForApplicantRequestSchema } from '../schemas/interview';
import type { Capabilities } from '../capabilities';
import type { RouteDef } from '../route-def';

/** Manager side of interview sessions (`functions/sessions`), docs/architecture.md#route-table. */
export const sessionRoutes = {
  addSession: {
    method: 'POST',
    path: '/api/applicants/{applicantId}/AddSession',
    resource: 'sessions',
    access: 'manager',
    status: 201,
    params: ApplicantIdParamsSchema,
    body: AddSessionRequestSchema,
    response: SessionWithCodeSchema,
  },
  generateForApplicant: {
    method: 'POST',
    path: '/api/interviews/GenerateCustomForApplicant',
    resource: 'sessions',
    access: 'manager',
    status: 201,
    body: GenerateForApplicantRequestSchema,
    response: z.object({ interviewId: z.string(), session: SessionWithCodeSchema }),
  },
  listSessions: {
    method: 'GET',
    path: '/api/session',
    resource: 'sessions',
    access: 'manager',
    query: SessionListQuerySchema,
    response: SessionPageSchema,
  },
  getSessionDetails: {
    method: 'GET',
    path: '/api/session/{id}/details',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: SessionDetailsSchema,
  },
  checkForCompletion: {
    method: 'POST',
    path: '/api/session/checkForCompletion/{id}',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: SessionStatusSchema,
  },
  forceCompletion: {
    method: 'POST',
    path: '/api/session/checkForCompletion/{id}/force',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: SessionStatusSchema,
  },
  reviewAnswer: {
    method: 'PUT',
    path: '/api/session/{id}/answers/{questionId}/review',
    resource: 'sessions',
    access: 'manager',
    params: ReviewParamsSchema,
    body: ReviewRequestSchema,
    response: SessionDetailsSchema,
  },
  decideSession: {
    method: 'POST',
    path: '/api/session/{id}/decision',
    resource: 'sessions',
    access: 'manager',
    status: 201,
    params: IdParamsSchema,
    body: DecisionRequestSchema,
    response: SessionDetailsSchema,
  },
  setAiScoring: {
    method: 'PUT',
    path: '/api/session/{id}/ai-scoring',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    body: AiScoringRequestSchema,
    response: SessionDetailsSchema,
  },
  getSessionHistory: {
    method: 'GET',
    path: '/api/session/{id}/history',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: HistoryListSchema,
  },
  regenerateAccessCode: {
    method: 'POST',
    path: '/api/session/{id}/code',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: SessionWithCodeSchema,
  },
  extendSession: {
    method: 'POST',
    path: '/api/session/{id}/extend',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    body: ExtendSessionRequestSchema,
    response: SessionSummarySchema,
  },
  remindApplicant: {
    method: 'POST',
    path: '/api/session/{id}/remind',
    resource: 'sessions',
    access: 'manager',
    params: IdParamsSchema,
    response: SessionSummarySchema,
  },
} as const satisfies Record<string, RouteDef>;

/** The applicant's side (`functions/applicant-session`): public intro and code check, then token-only calls. */
export const applicantSessionRoutes = {
  sessionIntro: {
    method: 'GET',
    path: '/api/session/{id}/intro',
    resource: 'applicant-session',
    access: 'public',
    params: IdParamsSchema,
    response: SessionIntroSchema,
  },
  authenticateSession: {
    method: 'POST',
    path: '/api/session/{id}/auth',
    resource: 'applicant-session',
    access: 'public',
    params: IdParamsSchema,
    body: SessionAuthRequestSchema,
    response: SessionAuthResponseSchema,
  },
  getApplicantSession: {
    method: 'GET',
    path: '/api/session/{id}',
    resource: 'applicant-session',
    access: 'applicant',
    params: IdParamsSchema,
    response: ApplicantSessionSchema,
  },
  saveAnswer: {
    method: 'POST',
    path: '/api/session/SaveAnswer',
    resource: 'applicant-session',
    access: 'applicant',
    body: SaveAnswerRequestSchema,
    response: AnswerSchema,
  },
  finishSession: {
    method: 'POST',
    path: '/api/session/{id}/finish',
    resource: 'applicant-session',
    access: 'applicant',
    params: IdParamsSchema,
    response: SessionStatusSchema,
  },
} as const satisfies Record<string, RouteDef>;

/** What the `sessions` Lambda may use (docs/decisions/0013-capability-declarations.md). Sessions in the table, access codes e-mailed, custom templates from the LLM, "Check for completion" starts scoring. */
export const sessionCapabilities = {
  table: 'readWrite',
  email: true,
  ai: true,
  startScoring: true,
  schedules: true,
  originSecret: true,
} as const satisfies Capabilities;

/** What the `applicant-session` Lambda may use (docs/decisions/0013-capability-declarations.md). The applicant's answers in the table; finishing a session starts scoring. */
export const applicantSessionCapabilities = {
  table: 'readWrite',
  startScoring: true,
  schedules: true,
  originSecret: true,
} as const satisfies Capabilities;
