import { resourceHandler } from '../http/resource';
import { generateTemplate, getTemplate, listTemplates } from './templates';
import { deleteTemplate, suggestQuestion, updateTemplate, writeTemplate } from './written-templates';

/**
 * Interview templates Lambda: generation (synchronous, well inside API Gateway's 30 s), templates written
 * and edited by hand, list, detail and delete.
 */
export const handler = resourceHandler('interviews', {
  listInterviews: ({ auth, query }) => listTemplates(auth.orgId, query),
  getInterview: ({ auth, params }) => getTemplate(auth.orgId, params.id),
  generateInterview: ({ auth, body }) => generateTemplate(auth.orgId, auth.userId, body),
  writeInterview: ({ auth, body }) => writeTemplate(auth.orgId, auth.userId, body),
  updateInterview: ({ auth, params, body }) => updateTemplate(auth.orgId, params.id, body),
  deleteInterview: async ({ auth, params }) => {
    await deleteTemplate(auth.orgId, params.id);
    return undefined;
  },
  suggestQuestion: ({ auth, params, body }) => suggestQuestion(auth.orgId, params.id, body.avoid),
});
