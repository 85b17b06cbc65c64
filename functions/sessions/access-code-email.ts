import { config } from '../config';
import { nowIso } from '../data/attributes';
import { db } from '../data/service';
import { sendEmail } from '../email/ses';
import { accessCodeEmail } from '../email/templates/access-code';
import { logger } from '../observability/logger';
import type { SessionItem } from './session-view';

/**
 * E-mails the session link and access code to the applicant and records the outcome on the session.
 * A failed send never undoes the session: it is marked `failed` so the manager can resend.
 * @returns the delivery status stored.
 */
export async function sendAccessCode(session: SessionItem, accessCode: string, applicantFirstName: string) {
  const { data: org } = await db.entities.organization.get({ orgId: session.orgId }).go();
  const email = accessCodeEmail({
    language: session.language,
    applicantFirstName,
    organizationName: org?.name ?? 'Your interviewer',
    topic: session.topic,
    questionCount: session.questions.length,
    link: `${config().APP_ORIGIN}/session/${session.sessionId}`,
    accessCode,
    dueAt: session.dueAt,
  });
  let delivery: { emailStatus: 'sent' | 'failed'; emailMessageId?: string; emailAt: string };
  try {
    // The tags bring SES's bounce and complaint events back to this session (decision record 0047).
    const { messageId } = await sendEmail({
      to: session.applicantEmail,
      ...email,
      tags: { sessionId: session.sessionId },
    });
    delivery = { emailStatus: 'sent', emailMessageId: messageId, emailAt: nowIso() };
  } catch (error) {
    logger.warn('Access-code e-mail not sent', { sessionId: session.sessionId, error: error as Error });
    delivery = { emailStatus: 'failed', emailAt: nowIso() };
  }
  await db.entities.session
    .patch({ sessionId: session.sessionId })
    .set(delivery)
    .remove(['emailProblem'])
    .go();
  return delivery;
}
