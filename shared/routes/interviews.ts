import { IdParamsSchema, PageQuerySchema } from '../schemas/common';
import {
  AiUsageSchema,
  GenerateInterviewRequestSchema,
  InterviewTemplatePageSchema,
  InterviewTemplateSchema,
  SuggestedQuestionSchema,
  SuggestQuestionRequestSchema,
  UpdateInterviewRequestSchema,
  WriteInterviewRequestSchema,
} from '../schemas/interview';
import type { RouteDef } from '../route-def';

/** Interview templates (`functions/interviews`), docs/architecture.md#route-table. */
export const interviewRoutes = {
  listInterviews: {
    method: 'GET',
    path: '/api/interviews',
    resource: 'interviews',
    access: 'manager',
    query: PageQuerySchema,
    response: InterviewTemplatePageSchema,
  },
  getInterview: {
    method: 'GET',
    path: '/api/interviews/{id}',
    resource: 'interviews',
    access: 'manager',
    params: IdParamsSchema,
    response: InterviewTemplateSchema,
  },
  generateInterview: {
    method: 'POST',
    path: '/api/interviews/generate',
    resource: 'interviews',
    access: 'manager',
    status: 201,
    body: GenerateInterviewRequestSchema,
    response: InterviewTemplateSchema,
  },
  writeInterview: {
    method: 'POST',
    path: '/api/interviews',
    resource: 'interviews',
    access: 'manager',
    status: 201,
    body: WriteInterviewRequestSchema,
    response: InterviewTemplateSchema,
  },
  updateInterview: {
    method: 'PUT',
    path: '/api/interviews/{id}',
    resource: 'interviews',
    access: 'manager',
    params: IdParamsSchema,
    body: UpdateInterviewRequestSchema,
    response: InterviewTemplateSchema,
  },
  deleteInterview: {
    method: 'DELETE',
    path: '/api/interviews/{id}',
    resource: 'interviews',
    access: 'manager',
    status: 204,
    params: IdParamsSchema,
  },
  suggestQuestion: {
    method: 'POST',
    path: '/api/interviews/{id}/suggestQuestion',
    resource: 'interviews',
    access: 'manager',
    params: IdParamsSchema,
    body: SuggestQuestionRequestSchema,
    response: SuggestedQuestionSchema,
  },
  aiUsage: {
    method: 'GET',
    path: '/api/ai-usage',
    resource: 'interviews',
    access: 'manager',
    response: AiUsageSchema,
  },
} as const satisfies Record<string, RouteDef>;
