import { issueRequestLink, noticeOf, REQUEST_LINK_DAYS } from '../applicant-session';
import { DEFAULT_REQUEST_DUE_DAYS } from '../../shared/request-rules';
import { db } from '../data/service';
import { emailPage } from '../email/layout';
import { escapeHtml, sendEmail } from '../email/ses';
import type { ManagerAuth } from '../http/auth';
import { ApiError, UpstreamFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { translator } from '../i18n';
import { getOwnedSession } from '../sessions';

/**
 * E-mails the applicant the session's decision, in the interview's language (docs/product.md#decision-emails):
 * only when the organization's owner turned decision e-mails on and a person presses Send, only for
 * `advance` or `reject`, with where to ask for an explanation, a review by a person or a correction: a
 * reply (to the organization's contact address) or a request link that outlives the applicant token
 * (docs/decisions/0122-request-links.md). Sent again only when a person sends it again.
 * @throws NotFound outside the caller's organization; ApiError `Conflict` (409) while the
 *   organization's setting is off; `Conflict` (409) without an advance or reject decision;
 *   UpstreamFailed when the e-mail service refuses.
 * @returns the decision the e-mail announced.
 */
export async function sendDecisionEmail(
  auth: ManagerAuth,
  sessionId: string,
): Promise<{ decision: 'advance' | 'reject' }> {
  const [session, { data: org }] = await Promise.all([
    getOwnedSession(auth.orgId, sessionId),
    db.entities.organization.get({ orgId: auth.orgId }).go(),
  ]);
  if (!org?.decisionEmails)
    throw new ApiError(
      'Conflict',
      'Decision e-mails are off for this organization. The owner can turn them on in the settings on the Team page.',
    );
  const decision = session.decision;
  if (decision !== 'advance' && decision !== 'reject')
    throw new ApiError('Conflict', 'Record an advance or reject decision before e-mailing it.');
  const orgName = org.name;
  const contact = (await noticeOf(org)).contactEmail;
  const link = await issueRequestLink(session);
  const t = translator(session.language);
  const days = org.requestDueDays ?? DEFAULT_REQUEST_DUE_DAYS;
  const paragraphs = [
    t('email.greeting', { name: session.applicantName }),
    t(`email.decision.${decision}`, { org: orgName, topic: session.topic }),
    t('email.decision.ask', { org: orgName, contact, days }),
    t('email.decision.link', { days: REQUEST_LINK_DAYS, link }),
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
