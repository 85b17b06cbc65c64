import * as z from 'zod';
import {
  AtsProblemListSchema,
  GreenhouseResponseErrorSchema,
  GreenhouseSendTestSchema,
  GreenhouseSentSchema,
  GreenhouseStatusQuerySchema,
  GreenhouseStatusSchema,
  GreenhouseTestListSchema,
} from '../schemas/ats';
import type { RouteDef } from '../route-def';

/**
 * Tracking systems' assessment integrations (`functions/ats`, docs/integrations.md). Greenhouse calls the
 * `greenhouse/` routes with an organization API key of scope `ats` as HTTP Basic's user name; their
 * paths and fields are Greenhouse's (https://developers.greenhouse.io/assessment.html).
 */
export const atsRoutes = {
  greenhouseListTests: {
    method: 'GET',
    path: '/api/ats/greenhouse/list_tests',
    resource: 'ats',
    access: 'manager',
    flood: 'read',
    apiKeyScope: 'ats',
    summary: "Greenhouse's List Tests: the organization's ready interview templates.",
    response: GreenhouseTestListSchema,
  },
  greenhouseSendTest: {
    method: 'POST',
    path: '/api/ats/greenhouse/send_test',
    resource: 'ats',
    access: 'manager',
    flood: 'mail',
    sendsMail: true,
    apiKeyScope: 'ats',
    summary:
      "Greenhouse's Send Test: finds or adds the applicant by e-mail, adds the session and e-mails its link and access code; the same candidate and test give the same interview.",
    body: GreenhouseSendTestSchema,
    response: GreenhouseSentSchema,
  },
  greenhouseTestStatus: {
    method: 'GET',
    path: '/api/ats/greenhouse/test_status',
    resource: 'ats',
    access: 'manager',
    flood: 'read',
    apiKeyScope: 'ats',
    summary: "Greenhouse's Test Status: the session's state; once complete, its score, page and metadata.",
    query: GreenhouseStatusQuerySchema,
    response: GreenhouseStatusSchema,
  },
  greenhouseResponseError: {
    method: 'POST',
    path: '/api/ats/greenhouse/response_error',
    resource: 'ats',
    access: 'manager',
    flood: 'write',
    apiKeyScope: 'ats',
    summary: "Greenhouse's Response Error: recorded and shown to the organization's owners.",
    body: GreenhouseResponseErrorSchema,
    response: z.object({}),
  },
  listAtsProblems: {
    method: 'GET',
    path: '/api/ats/problems',
    resource: 'ats',
    access: 'manager',
    flood: 'read',
    roles: ['owner'],
    summary:
      'What tracking systems reported as errors, and their callbacks that failed, newest first (owners).',
    response: AtsProblemListSchema,
  },
} as const satisfies Record<string, RouteDef>;
