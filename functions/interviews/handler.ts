import { resourceHandler } from '../http/resource';
import { generateTemplate, getTemplate, listTemplates } from './templates';

/** Interview templates Lambda: generation (synchronous, well inside API Gateway's 30 s), list and detail. */
export const handler = resourceHandler('interviews', {
  listInterviews: ({ auth, query }) => listTemplates(auth.orgId, query),
  getInterview: ({ auth, params }) => getTemplate(auth.orgId, params.id),
  generateInterview: ({ auth, body }) => generateTemplate(auth.orgId, auth.userId, body),
});
