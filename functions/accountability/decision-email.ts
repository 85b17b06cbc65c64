import { noticeOf } from '../applicant-session';
import { db } from '../data/service';
import { emailPage } from '../email/templates/access-code';
import { escapeHtml, sendEmail } from '../email/ses';
import type { ManagerAuth } from '../http/auth';
import { ApiError, UpstreamFailed } from '../http/errors';
import { logger } from '../observability/logger';
import { translator } from '../i18n';
import { getOwnedSession } from '../sessions';

/**
 * E-mails the applicant the session's decision, in the interview's language (docs/product.md#decision-emails):
 * only when a person presses Send, only for `advance` or `reject`, with where to ask for an explanation,
 * a review by a person or a correction (replies go to the organization's contact address). Sent again
 * only when a person sends it again.
 * @throws NotFound outside the caller's organization; ApiError `Conflict` (409) without an advance or
 *   reject decision; UpstreamFailed when the e-mail service refuses.
 * @returns the decision the e-mail announced.
 */
export async function sendDecisionEmail(
  auth: ManagerAuth,
  sessionId: string,
): Promise<{ decision: 'advance' | 'reject' }> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  const decision = session.decision;
  if (decision !== 'advance' && decision !== 'reject')
    throw new ApiError('Conflict', 'Record an advance or reject decision before e-mailing it.');
  const { data: org } = await db.entities.organization.get({ orgId: auth.orgId }).go();
  const orgName = org?.name ?? '';
  const contact = org ? (await noticeOf(org)).contactEmail : '';
  const t = translator(session.language);
  const paragraphs = [
    t('email.greeting', { name: session.applicantName }),
    t(`email.decision.${decision}`, { org: orgName, topic: session.topic }),
    t('email.decision.ask', { org: orgName, contact }),
    orgName,
  ];
  try {
    await sendEmail({
      to: session.applicantEmail,
      ...(contact ? { replyTo: contact } : {}),
      subject: t('email.decision.subject', { org: orgName, topic: session.topic }),
      text: paragraphs.join('\n\n'),
      html: emailPage(session.language, paragraphs.map(escapeHtml)),
      tags: { sessionId },
    });
  } catch (error) {
    logger.warn('Decision e-mail not sent', { sessionId, error: error as Error });
    throw new UpstreamFailed('The e-mail could not be sent. Try again.');
  }
  return { decision };
}
