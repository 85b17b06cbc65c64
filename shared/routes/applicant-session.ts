import { IdParamsSchema } from '../schemas/common';
import {
  AnswerSchema,
  ApplicantSessionSchema,
  SaveAnswerRequestSchema,
  SessionAuthRequestSchema,
  SessionAuthResponseSchema,
  SessionIntroSchema,
  SessionStatusSchema,
} from '../schemas/session';
import type { RouteDef } from '../route-def';

/** The applicant's side (`functions/applicant-session`): public intro and code check, then token-only calls. */
export const applicantSessionRoutes = {
  sessionIntro: {
    method: 'GET',
    path: '/api/session/{id}/intro',
    resource: 'applicant-session',
    access: 'public',
    flood: 'sessionDoor',
    params: IdParamsSchema,
    response: SessionIntroSchema,
  },
  authenticateSession: {
    method: 'POST',
    path: '/api/session/{id}/auth',
    resource: 'applicant-session',
    access: 'public',
    flood: 'sessionDoor',
    params: IdParamsSchema,
    body: SessionAuthRequestSchema,
    response: SessionAuthResponseSchema,
  },
  getApplicantSession: {
    method: 'GET',
    path: '/api/session/{id}',
    resource: 'applicant-session',
    access: 'applicant',
    flood: 'applicant',
    session: 'params.id',
    params: IdParamsSchema,
    response: ApplicantSessionSchema,
  },
  saveAnswer: {
    method: 'POST',
    path: '/api/session/SaveAnswer',
    resource: 'applicant-session',
    access: 'applicant',
    flood: 'applicant',
    session: 'body.sessionId',
    idempotency: {
      scope: ['sessionId', 'questionId', 'followUpId'],
      payload: 'response',
      expiresAfterSeconds: 3600,
    },
    body: SaveAnswerRequestSchema,
    response: AnswerSchema,
  },
  submitSession: {
    method: 'POST',
    path: '/api/session/{id}/finish',
    resource: 'applicant-session',
    access: 'applicant',
    flood: 'applicant',
    session: 'params.id',
    params: IdParamsSchema,
    response: SessionStatusSchema,
  },
} as const satisfies Record<string, RouteDef>;
