import { aiUsage } from '../ai/budget';
import { recordAudit } from '../audit';
import { resourceHandler } from '../http/resource';
import { generateTemplate, retryGeneration } from './generation';
import { getTemplate, listTemplates } from './templates';
import { deleteTemplate, suggestQuestion, updateTemplate, writeTemplate } from './written-templates';
import { interviewTemplateRoutes } from '../../shared/routes/interview-templates';

/**
 * Interview templates Lambda: starting generation (202; the generation worker writes the questions) and
 * retrying a failed one, templates written and edited by hand, list, detail and delete.
 */
export const handler = resourceHandler('interview-templates', interviewTemplateRoutes, {
  listInterviewTemplates: ({ auth, query }) => listTemplates(auth.orgId, query),
  getInterviewTemplate: ({ auth, params }) => getTemplate(auth.orgId, params.id),
  generateInterviewTemplate: async ({ auth, body }) => {
    const started = await generateTemplate(auth.orgId, auth.userId, body);
    await recordAudit(auth, 'template.create', { targetId: started.id });
    return started;
  },
  retryGeneration: ({ auth, params }) => retryGeneration(auth.orgId, params.id),
  writeInterviewTemplate: async ({ auth, body }) => {
    const template = await writeTemplate(auth.orgId, auth.userId, body);
    await recordAudit(auth, 'template.create', { targetId: template.id });
    return template;
  },
  updateInterviewTemplate: async ({ auth, params, body }) => {
    const template = await updateTemplate(auth.orgId, params.id, body);
    await recordAudit(auth, 'template.edit', { targetId: params.id });
    return template;
  },
  deleteInterviewTemplate: async ({ auth, params }) => {
    await deleteTemplate(auth.orgId, params.id);
    await recordAudit(auth, 'template.delete', { targetId: params.id });
    return undefined;
  },
  suggestQuestion: ({ auth, params, body }) => suggestQuestion(auth.orgId, params.id, body.avoid),
  aiUsage: ({ auth }) => aiUsage(auth.orgId),
});
