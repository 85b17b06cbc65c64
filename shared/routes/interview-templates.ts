import { IdParamsSchema } from '../schemas/common';
import {
  AiUsageSchema,
  GenerateInterviewTemplateRequestSchema,
  InterviewTemplateListQuerySchema,
  InterviewTemplatePageSchema,
  InterviewTemplateSchema,
  SuggestedQuestionSchema,
  SuggestQuestionRequestSchema,
  UpdateInterviewTemplateRequestSchema,
  WriteInterviewTemplateRequestSchema,
} from '../schemas/interview-template';
import type { RouteDef } from '../route-def';

/** Interview templates (`functions/interview-templates`), docs/architecture.md#route-table. */
export const interviewTemplateRoutes = {
  listInterviewTemplates: {
    method: 'GET',
    path: '/api/interviews',
    resource: 'interview-templates',
    access: 'manager',
    // Sending a session needs a template id; a key that may create sessions may list the templates.
    apiKeyScope: 'sessions:write',
    query: InterviewTemplateListQuerySchema,
    response: InterviewTemplatePageSchema,
  },
  getInterviewTemplate: {
    method: 'GET',
    path: '/api/interviews/{id}',
    resource: 'interview-templates',
    access: 'manager',
    params: IdParamsSchema,
    response: InterviewTemplateSchema,
  },
  generateInterviewTemplate: {
    method: 'POST',
    path: '/api/interviews/generate',
    resource: 'interview-templates',
    access: 'manager',
    status: 201,
    body: GenerateInterviewTemplateRequestSchema,
    response: InterviewTemplateSchema,
  },
  writeInterviewTemplate: {
    method: 'POST',
    path: '/api/interviews',
    resource: 'interview-templates',
    access: 'manager',
    status: 201,
    body: WriteInterviewTemplateRequestSchema,
    response: InterviewTemplateSchema,
  },
  updateInterviewTemplate: {
    method: 'PUT',
    path: '/api/interviews/{id}',
    resource: 'interview-templates',
    access: 'manager',
    params: IdParamsSchema,
    body: UpdateInterviewTemplateRequestSchema,
    response: InterviewTemplateSchema,
  },
  deleteInterviewTemplate: {
    method: 'DELETE',
    path: '/api/interviews/{id}',
    resource: 'interview-templates',
    access: 'manager',
    status: 204,
    params: IdParamsSchema,
  },
  suggestQuestion: {
    method: 'POST',
    path: '/api/interviews/{id}/suggestQuestion',
    resource: 'interview-templates',
    access: 'manager',
    params: IdParamsSchema,
    body: SuggestQuestionRequestSchema,
    response: SuggestedQuestionSchema,
  },
  aiUsage: {
    method: 'GET',
    path: '/api/ai-usage',
    resource: 'interview-templates',
    access: 'manager',
    response: AiUsageSchema,
  },
} as const satisfies Record<string, RouteDef>;
