import type { GreenhouseSendTest, GreenhouseStatus } from '../../shared/schemas/ats';
import { ApplicantInputSchema } from '../../shared/schemas/applicant';
import { createApplicant } from '../applicants';
import { clock } from '../clock';
import { config } from '../config';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { NotFound } from '../errors/errors';
import type { ManagerAuth } from '../http/auth';
import { getTemplate } from '../interview-templates';
import { createSession } from '../sessions';
import { checkCallbackUrl } from './callback-url';

/** Templates `list_tests` offers: the newest ready ones, at most this many (one page, as Greenhouse reads it). */
const LISTED_TESTS = 100;

/**
 * Greenhouse's List Tests (https://developers.greenhouse.io/assessment.html, "List Tests"): the
 * organization's interview templates whose questions are written, newest first, as
 * `{ partner_test_id, partner_test_name }` (the template's topic and language).
 */
export async function listTests(orgId: string) {
  const { data } = await db.entities.interviewTemplate.query
    .byId({ orgId })
    .go({
      order: 'desc',
      limit: LISTED_TESTS * 2,
      attributes: ['interviewId', 'topic', 'language', 'status'],
    });
  return data
    .filter((t) => (t.status ?? 'ready') === 'ready')
    .slice(0, LISTED_TESTS)
    .map((t) => ({ partner_test_id: t.interviewId, partner_test_name: `${t.topic} (${t.language})` }));
}

/** The applicant with this e-mail in the organization, or a new one from Greenhouse's candidate. */
async function applicantFor(orgId: string, body: GreenhouseSendTest, jobTitle: string): Promise<string> {
  const { candidate } = body;
  const existing = await db.entities.applicant.query
    .byEmail({ orgId, email: candidate.email })
    .go({ limit: 1, attributes: ['applicantId'] });
  if (existing.data[0]) return existing.data[0].applicantId;
  const input = ApplicantInputSchema.safeParse({
    firstName: candidate.first_name,
    lastName: candidate.last_name,
    email: candidate.email,
    jobTitle: jobTitle.slice(0, 150),
    ...(candidate.phone_number ? { phone: candidate.phone_number } : {}),
    ...(candidate.resume_url ? { resumeUrl: candidate.resume_url } : {}),
  });
  // Greenhouse's phone and résumé fields are free text; a value our schema refuses is left out.
  const fields = input.success
    ? input.data
    : ApplicantInputSchema.parse({
        firstName: candidate.first_name,
        lastName: candidate.last_name,
        email: candidate.email,
        jobTitle: jobTitle.slice(0, 150),
      });
  return (await createApplicant(orgId, fields, true)).id;
}

/**
 * Greenhouse's Send Test ("Send Test"): the test is one of the organization's templates; the candidate is
 * found by e-mail or added as an applicant; a session is added and its link and access code e-mailed, as a
 * manager's AddSession does. The same test and e-mail again give the same `partner_interview_id` (the
 * session id) and send nothing: Greenhouse retries a call it saw fail. `url` is kept for the completion
 * `PATCH`, with the API key Greenhouse called with (`credential`), which that `PATCH` carries back.
 * @throws NotFound (404) for a test the organization does not have; ValidationFailed (400) for a `url`
 *   the deployment does not call; Conflict (409) while the template's questions are being written.
 */
export async function sendTest(
  auth: ManagerAuth,
  body: GreenhouseSendTest,
  credential: string,
): Promise<{ partner_interview_id: string }> {
  const callbackUrl = checkCallbackUrl(body.url);
  const orderKey = `${body.partner_test_id}#${body.candidate.email}`;
  const key = { orgId: auth.orgId, system: 'greenhouse' as const, orderKey };
  const [{ data: ordered }, template] = await Promise.all([
    db.entities.atsAssessment.get(key).go({ consistent: true }),
    getTemplate(auth.orgId, body.partner_test_id),
  ]);
  if (ordered) return { partner_interview_id: ordered.sessionId };
  const applicantId = await applicantFor(auth.orgId, body, template.topic);
  const session = await createSession(auth, applicantId, template.id);
  try {
    await db.entities.atsAssessment
      .create({
        ...key,
        sessionId: session.id,
        applicantId,
        callbackUrl,
        callbackKey: credential,
      })
      .go();
  } catch (error) {
    // Two sends of the same test at once: the first order stands, and Greenhouse gets its interview.
    const { data: first } = await db.entities.atsAssessment.get(key).go({ consistent: true });
    if (first) return { partner_interview_id: first.sessionId };
    throw error;
  }
  return { partner_interview_id: session.id };
}

/** Greenhouse's names for our session states. */
const STATUS_OF = {
  open: 'in_progress',
  submitted: 'submitted',
  scoring: 'submitted',
  scoring_failed: 'submitted',
  scored: 'complete',
} as const;

/**
 * Greenhouse's Test Status ("Test Status"): `complete` once the session is scored, with `partner_score`
 * (0-100, a person's reviewed score where there is one), `partner_profile_url` (the session's page in the
 * app, which Greenhouse requires with `complete`) and `metadata`, a flat object of primitives: decision,
 * needs review, integrity flags, submitted at. Before that, the state only.
 * @throws NotFound (404) for an interview of another organization or none.
 */
export async function testStatus(orgId: string, sessionId: string): Promise<GreenhouseStatus> {
  const [{ data: session }, { data: result }] = await Promise.all([
    db.entities.session.get({ sessionId }).go(),
    db.entities.sessionResult.get({ sessionId }).go(),
  ]);
  if (!session || session.orgId !== orgId) throw new NotFound('interview');
  const expired =
    session.status === 'open' && session.dueAt !== undefined && Date.parse(session.dueAt) < clock.now();
  const status = expired ? 'expired' : STATUS_OF[session.status];
  const flagged = Object.values((session.answerSignals ?? {}) as Record<string, unknown>).filter(
    (note) => !!note,
  ).length;
  const metadata: GreenhouseStatus['metadata'] = {
    decision: session.decision ?? null,
    needs_review: result ? result.answers.some((a) => a.needsReview === true) : false,
    integrity_flags: flagged,
    submitted_at: session.submittedAt ?? null,
  };
  if (status !== 'complete') return { partner_status: status, metadata };
  return {
    partner_status: 'complete',
    partner_profile_url: `${config().APP_ORIGIN}/interviewsessions/${sessionId}`,
    partner_score: session.reviewedScore ?? session.score ?? result?.score ?? 0,
    metadata,
  };
}

/** Keeps what Greenhouse reported about one of our answers (`response_error`) for the owners, 30 days. */
export async function recordResponseError(orgId: string, body: Record<string, unknown>): Promise<void> {
  const detail = JSON.stringify(body).slice(0, 2000);
  const sessionId = typeof body.partner_interview_id === 'string' ? body.partner_interview_id : undefined;
  await db.entities.atsProblem
    .create({
      orgId,
      problemId: newId(),
      system: 'greenhouse',
      ...(sessionId ? { sessionId } : {}),
      detail,
      expiresAt: Math.floor(clock.now() / 1000) + 30 * 24 * 3600,
    })
    .go();
}
