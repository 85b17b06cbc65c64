import type { RouteInput } from '../../shared/routes';
import type { JobPositionDetails } from '../../shared/schemas/job-position';
import type { GenerationStarted } from '../../shared/schemas/interview-template';
import { generateTemplate, listJobPositionTemplates } from '../interview-templates';
import { getJobPosition } from './positions';

/**
 * A job position with its custom interview templates (`customInterviews`, the public JSON field).
 * @throws NotFound when the position is not in the caller's organization.
 */
export async function getJobPositionDetails(
  orgId: string,
  jobPositionId: string,
): Promise<JobPositionDetails> {
  const [position, customInterviews] = await Promise.all([
    getJobPosition(orgId, jobPositionId),
    listJobPositionTemplates(orgId, jobPositionId),
  ]);
  return { ...position, customInterviews };
}

/**
 * "Create Custom Interview Template" of a job position: the LLM writes the questions in the background
 * from the position's title, description, skills, experience and education; the template is linked to the
 * position.
 * @returns the template's id, status `generating` (202).
 * @throws NotFound when the position is not in the caller's organization; AiBudgetExceeded (429) when the
 *   month's AI budget has no room (then nothing is stored).
 */
export async function generateForJobPosition(
  auth: { orgId: string; userId: string },
  body: RouteInput<'generateForJobPosition'>['body'],
): Promise<GenerationStarted> {
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
}
