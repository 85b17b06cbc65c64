import type { z } from 'zod';
import type {
  GenerateForApplicantRequestSchema,
  GenerationStarted,
} from '../../shared/schemas/interview-template';
import { getApplicant } from '../applicants';
import type { ManagerAuth } from '../http/auth';
import { generateTemplate } from '../interview-templates';

/**
 * "Create Custom Interview Template" on an applicant (docs/product.md#screen-applicant-profile): a template
 * written in the background from the applicant's job title, skills, bio and experience. Once it is ready,
 * the web app adds the applicant's session of it (`POST /api/applicants/{applicantId}/AddSession`).
 * @returns the template's id, status `generating` (202).
 * @throws NotFound for an applicant outside the caller's organization; AiBudgetExceeded (429) when the
 *   month's AI budget has no room (then nothing is stored).
 */
export async function generateForApplicant(
  auth: ManagerAuth,
  body: z.infer<typeof GenerateForApplicantRequestSchema>,
): Promise<GenerationStarted> {
  const applicant = await getApplicant(auth.orgId, body.applicantId);
  const skills = [applicant.technicalSkills, applicant.softSkills].filter(Boolean).join(', ');
  return generateTemplate(
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
}
