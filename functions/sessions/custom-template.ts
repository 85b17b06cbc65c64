import type { z } from 'zod';
import type { GenerateForApplicantRequestSchema } from '../../shared/schemas/interview-template';
import type { SessionWithCode } from '../../shared/schemas/session';
import { getApplicant } from '../applicants';
import type { ManagerAuth } from '../http/auth';
import { generateTemplate } from '../interview-templates';
import { createSession } from './sessions';

/**
 * "Create Custom Interview Template" on an applicant (docs/product.md#screen-applicant-profile): a template
 * written from the applicant's job title, skills, bio and experience, then a session of it assigned to that
 * applicant.
 * @throws NotFound for an applicant outside the caller's organization; UpstreamFailed from the AI provider
 * (then nothing is stored).
 */
export async function generateForApplicant(
  auth: ManagerAuth,
  body: z.infer<typeof GenerateForApplicantRequestSchema>,
): Promise<{ interviewId: string; session: SessionWithCode }> {
  const applicant = await getApplicant(auth.orgId, body.applicantId);
  const skills = [applicant.technicalSkills, applicant.softSkills].filter(Boolean).join(', ');
  const template = await generateTemplate(
    auth.orgId,
    auth.userId,
    {
      topic: applicant.jobTitle,
      skills,
      numberOfQuestions: body.numberOfQuestions,
      language: body.language,
      context: {
        kind: 'applicant',
        title: applicant.jobTitle,
        description: applicant.bio,
        skills,
        experience: applicant.workExperience,
        education: applicant.education,
      },
    },
    { kind: 'applicant', id: applicant.id },
  );
  const session = await createSession(auth, applicant.id, template.id, body.dueInDays);
  return { interviewId: template.id, session };
}
