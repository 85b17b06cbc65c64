import { ApplicantInputSchema } from '../../shared/schemas/applicant';
import { createApplicant } from '../applicants';
import { config } from '../config';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { getTemplate } from '../interview-templates';
import { createSession } from '../sessions';

/** Templates a tracking system is offered: the newest ready ones, at most this many (one page). */
const LISTED_TEMPLATES = 100;

/** The organization's interview templates whose questions are written, newest first. */
export async function readyTemplates(orgId: string) {
  const { data } = await db.entities.interviewTemplate.query.byId({ orgId }).go({
    order: 'desc',
    limit: LISTED_TEMPLATES * 2,
    attributes: ['interviewId', 'topic', 'language', 'status'],
  });
  return data
    .filter((t) => (t.status ?? 'ready') === 'ready')
    .slice(0, LISTED_TEMPLATES)
    .map((t) => ({ id: t.interviewId, name: `${t.topic} (${t.language})` }));
}

/** A candidate as a tracking system sends it. */
export interface OrderedCandidate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  resumeUrl?: string | null;
}

/** The applicant with this e-mail in the organization, or a new one from the tracking system's candidate. */
async function applicantFor(orgId: string, candidate: OrderedCandidate, jobTitle: string): Promise<string> {
  const existing = await db.entities.applicant.query
    .byEmail({ orgId, email: candidate.email })
    .go({ limit: 1, attributes: ['applicantId'] });
  if (existing.data[0]) return existing.data[0].applicantId;
  const required = {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    jobTitle: jobTitle.slice(0, 150),
  };
  // A tracking system's phone and résumé fields are free text; a value our schema refuses is left out.
  const full = ApplicantInputSchema.safeParse({
    ...required,
    ...(candidate.phone ? { phone: candidate.phone } : {}),
    ...(candidate.resumeUrl ? { resumeUrl: candidate.resumeUrl } : {}),
  });
  const fields = full.success ? full.data : ApplicantInputSchema.parse(required);
  return (await createApplicant(orgId, fields, true)).id;
}

/**
 * A session a tracking system orders (docs/integrations.md): the template is one of the organization's;
 * the candidate is found by e-mail or added as an applicant; a session is added and its link and access
 * code e-mailed, as a manager's AddSession does (the route counts the daily mail caps first). The same
 * template and e-mail again give the same session and send nothing: tracking systems retry a call they
 * saw fail. Two orders at once: the first stands.
 * @param callback - Greenhouse's `url`, for the completion `PATCH`.
 * @returns the session's id and whether this call added it.
 * @throws NotFound (404) for a template the organization does not have; Conflict (409) while its questions
 *   are being written.
 */
export async function orderSession(
  auth: ManagerAuth,
  system: 'greenhouse' | 'ashby',
  templateId: string,
  candidate: OrderedCandidate,
  callback: { callbackUrl: string } | Record<string, never> = {},
): Promise<{ sessionId: string; added: boolean }> {
  const key = { orgId: auth.orgId, system, orderKey: `${templateId}#${candidate.email}` };
  const [{ data: ordered }, template] = await Promise.all([
    db.entities.atsAssessment.get(key).go({ consistent: true }),
    getTemplate(auth.orgId, templateId),
  ]);
  if (ordered) return { sessionId: ordered.sessionId, added: false };
  const applicantId = await applicantFor(auth.orgId, candidate, template.topic);
  const session = await createSession(auth, applicantId, template.id);
  try {
    await db.entities.atsAssessment
      .create({
        ...key,
        sessionId: session.id,
        applicantId,
        profileUrl: `${config().APP_ORIGIN}/interviewsessions/${session.id}`,
        ...callback,
      })
      .go();
  } catch (error) {
    const { data: first } = await db.entities.atsAssessment.get(key).go({ consistent: true });
    if (first) return { sessionId: first.sessionId, added: false };
    throw error;
  }
  return { sessionId: session.id, added: true };
}
