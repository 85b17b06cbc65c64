import type { ApplicantRequest } from '../../shared/schemas/applicant-request';
import { db } from '../data/service';
import { sendEmail } from '../email/ses';
import type { ManagerAuth } from '../http/auth';
import { Conflict, UpstreamFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { getOwnedSession } from '../sessions';
import { explanationDraft } from './explanation';
import { requestAnswerEmail } from './request-email';
import { closeRequest, getOwnedRequest, toApplicantRequest } from './requests';

/** The session a request is about, while its content is kept. */
async function sessionOfRequest(auth: ManagerAuth, requestId: string) {
  const request = await getOwnedRequest(auth.orgId, requestId);
  const session = await getOwnedSession(auth.orgId, request.sessionId);
  return { request, session };
}

/**
 * The draft answer to a request (`GET /api/requests/{id}/draft`): the explanation built from the
 * session's evidence, in the interview's language, for a person to edit.
 * @throws NotFound for another organization's request, or when the session's retention has ended.
 */
export async function draftAnswer(auth: ManagerAuth, requestId: string) {
  const { session } = await sessionOfRequest(auth, requestId);
  return explanationDraft(session);
}

/**
 * Sends a person's answer to the applicant and closes the request (`POST /api/requests/{id}/response`).
 * The request is claimed first (conditional on `open`), so one answer goes out however many managers
 * press send; if the e-mail cannot be sent the claim is undone and the request stays open.
 * @throws NotFound as {@link draftAnswer}; Conflict when the request is already answered;
 *   UpstreamFailed when the e-mail service refuses.
 */
export async function answerRequest(
  auth: ManagerAuth,
  requestId: string,
  text: string,
): Promise<ApplicantRequest> {
  const { request, session } = await sessionOfRequest(auth, requestId);
  if (request.status !== 'open') throw new Conflict('This request was already answered.');
  const closed = await closeRequest(auth, request, text);
  const { data: org } = await db.entities.organization.get({ orgId: auth.orgId }).go();
  const email = requestAnswerEmail({
    language: session.language,
    organizationName: org?.name ?? '',
    topic: session.topic,
    text,
  });
  try {
    await sendEmail({ to: session.applicantEmail, ...email, tags: { sessionId: session.sessionId } });
  } catch (error) {
    logger.warn('Request answer not sent', { requestId, error: error as Error });
    await db.entities.applicantRequest
      .patch({ orgId: auth.orgId, requestId })
      .set({ status: 'open' })
      .remove(['response', 'respondedAt', 'respondedByUserId', 'respondedByName'])
      .go();
    throw new UpstreamFailed('The answer could not be e-mailed. The request stays open; try again.');
  }
  return toApplicantRequest(closed, session.applicantName);
}
