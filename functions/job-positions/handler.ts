import { recordAudit } from '../audit/audit-log';
import { db } from '../data/service';
import { NotFound } from '../http/errors';
import { resourceHandler } from '../http/resource';
import { generateTemplate, listJobPositionTemplates } from '../interviews/templates';
import { rankedCandidates, setCandidacy, unlinkAll } from './candidates';
import { createJobPosition, getJobPosition, listJobPositions, updateJobPosition } from './positions';

/** Job positions Lambda: positions, their custom templates and their ranked candidates. */
export const handler = resourceHandler('job-positions', {
  listJobPositions: ({ auth, query }) => listJobPositions(auth.orgId, query),
  createJobPosition: ({ auth, body }) => createJobPosition(auth.orgId, body),
  getJobPosition: async ({ auth, params }) => {
    const [position, customInterviews] = await Promise.all([
      getJobPosition(auth.orgId, params.id),
      listJobPositionTemplates(auth.orgId, params.id),
    ]);
    return { ...position, customInterviews };
  },
  updateJobPosition: ({ auth, params, body }) => updateJobPosition(auth.orgId, params.id, body),
  deleteJobPosition: async ({ auth, params }) => {
    await getJobPosition(auth.orgId, params.id);
    // Applicants stay (unlinked), and so do their sessions (spec: "keeps its applicants").
    await unlinkAll(auth.orgId, params.id);
    await db.entities.jobPosition.delete({ orgId: auth.orgId, jobPositionId: params.id }).go();
    await recordAudit(auth, 'position.delete', { targetId: params.id });
    return undefined;
  },
  listCandidates: async ({ auth, params }) => ({ items: await rankedCandidates(auth.orgId, params.id) }),
  linkCandidate: async ({ auth, params, body }) => {
    await setCandidacy(auth.orgId, body.applicantId, params.id);
    return undefined;
  },
  unlinkCandidate: async ({ auth, params }) => {
    const { data } = await db.entities.applicant
      .get({ orgId: auth.orgId, applicantId: params.applicantId })
      .go();
    if (!data || data.jobPositionId !== params.id) throw new NotFound('candidate');
    await setCandidacy(auth.orgId, params.applicantId, null);
    return undefined;
  },
  generateForJobPosition: async ({ auth, body }) => {
    const position = await getJobPosition(auth.orgId, body.jobPositionId);
    const skills = [position.technicalSkills, position.softSkills].filter(Boolean).join(', ');
    return generateTemplate(
      auth.orgId,
      auth.userId,
      {
        topic: position.title,
        bio: position.description,
        skills,
        numberOfQuestions: body.numberOfQuestions,
        language: body.language,
        context: {
          kind: 'jobPosition',
          title: position.title,
          description: position.description,
          skills,
          experience: position.workExperience,
          education: position.education,
        },
      },
      { kind: 'jobPosition', id: position.id },
    );
  },
});
