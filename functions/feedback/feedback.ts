import { issueRequestLink, REQUEST_LINK_DAYS } from '../applicant-session';
import { recordAudit } from '../audit';
import { enforceMailCaps } from '../email/caps';
import { runAsRoute } from '../http/route-mail';
import { effectiveFeedbackReports, type FeedbackReportMode } from '../../shared/schemas/privacy';
import type { ApplicantFeedback, FeedbackReport } from '../../shared/schemas/feedback';
import { clockIso } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { emailPage } from '../email/layout';
import { escapeHtml, sendEmail } from '../email/ses';
import { ApiError, Conflict, NotFound, UpstreamFailed } from '../errors/errors';
import type { ManagerAuth } from '../http/auth';
import { translator } from '../i18n';
import { logger } from '../observability/logger';
import { getOwnedSession, type SessionItem } from '../sessions';
import { feedbackDraftText } from './draft-text';
import { draftsWithModel, redraftable, replaceReportAsRead, startModelDraft } from './model-draft';

/**
 * The feedback mode of a session (its job position's own mode, else the organization's, `off` when unset;
 * {@link effectiveFeedbackReports}), whether the job position set it, and the organization's name. One
 * round of at most two parallel reads.
 */
async function sessionFeedback(
  session: Pick<SessionItem, 'orgId' | 'jobPositionId'>,
): Promise<{ mode: FeedbackReportMode; byJobPosition: boolean; name: string }> {
  const { orgId, jobPositionId } = session;
  const [{ data: org }, position] = await Promise.all([
    db.entities.organization.get({ orgId }).go(),
    jobPositionId ? db.entities.jobPosition.get({ orgId, jobPositionId }).go() : undefined,
  ]);
  const own = position?.data?.feedbackReports;
  return {
    mode: effectiveFeedbackReports(org?.feedbackReports, own),
    byJobPosition: own !== undefined && own !== 'inherit',
    name: org?.name ?? '',
  };
}

const view = (session: SessionItem, feedback: NonNullable<SessionItem['feedback']>): FeedbackReport => ({
  status: feedback.status,
  text: feedback.text,
  language: session.language,
  draftedAt: feedback.draftedAt,
  ...(feedback.sentAt ? { sentAt: feedback.sentAt } : {}),
  ...(feedback.sentByName ? { sentByName: feedback.sentByName } : {}),
  ...(feedback.failure && feedback.status === 'failed' ? { failure: feedback.failure } : {}),
});

/**
 * Refuses feedback while the session's setting (its job position's, else the organization's) is off or the
 * session has no advance or reject decision.
 */
function assertFeedbackAllowed(session: SessionItem, mode: FeedbackReportMode, byJobPosition: boolean) {
  if (mode === 'off')
    throw new ApiError(
      'Conflict',
      byJobPosition
        ? 'Feedback reports are off for this job position. A manager can change that on the job position.'
        : 'Feedback reports are off for this organization. The owner can turn them on in the settings.',
    );
  if (session.decision !== 'advance' && session.decision !== 'reject')
    throw new ApiError('Conflict', 'Record an advance or reject decision before writing feedback.');
}

/**
 * `POST /api/session/{id}/feedback` (202): drafts the session's feedback report, or gives the one kept.
 * With a model provider the report is kept as `drafting` and written in the background
 * (`startModelDraft`, docs/decisions/0168-feedback-drafted-by-the-model.md); a `failed` one is drafted
 * again. Offline it is drafted at once ({@link feedbackDraftText}). A draft started is in the session
 * history and the audit log; asking again changes nothing.
 * @throws NotFound outside the caller's organization; ApiError `Conflict` (409) while feedback reports are
 *   off or without an advance or reject decision; Conflict once the report was sent.
 */
export async function draftFeedback(auth: ManagerAuth, sessionId: string): Promise<FeedbackReport> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  const { mode, byJobPosition, name } = await sessionFeedback(session);
  assertFeedbackAllowed(session, mode, byJobPosition);
  if (session.feedback?.status === 'sent') throw new Conflict('The feedback report was already sent.');
  if (session.feedback && !redraftable(session.feedback)) return view(session, session.feedback);
  const kept = async () => view(session, (await getOwnedSession(auth.orgId, sessionId)).feedback!);
  if (draftsWithModel()) {
    const started = await startModelDraft(auth, session);
    if (!started) return kept();
    await recordAudit(auth, 'session.feedback', { targetId: sessionId, detail: 'drafting' });
    return view(session, started);
  }
  const feedback = {
    status: 'draft' as const,
    text: await feedbackDraftText(session, name),
    draftedAt: clockIso(),
  };
  // Still as read: none, or the failed or lost model draft it replaces.
  const written = await replaceReportAsRead(auth, session, session.feedback, feedback, { detail: 'drafted' });
  if (!written) return kept();
  await recordAudit(auth, 'session.feedback', { targetId: sessionId, detail: 'drafted' });
  return view(session, feedback);
}

/**
 * Sends the feedback report (`POST /api/session/{id}/feedback/send`, or with `auto` when the decision is
 * recorded): keeps the text as sent, conditioned on it not having been sent (one report per session however
 * many press Send), then e-mails the applicant a request link (docs/decisions/0122-request-links.md) on whose
 * page they read it; the e-mail carries no feedback text. A history entry names who sent it. When the e-mail
 * cannot be sent the report goes back to a draft.
 * @param by - the person sending it, or undefined when sent automatically.
 * @throws as {@link draftFeedback}; Conflict when already sent; UpstreamFailed when the e-mail service refuses.
 */
export async function sendFeedback(
  auth: ManagerAuth,
  sessionId: string,
  text: string | undefined,
  automatic = false,
): Promise<FeedbackReport> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  const { mode, byJobPosition, name } = await sessionFeedback(session);
  assertFeedbackAllowed(session, mode, byJobPosition);
  if (session.feedback?.status === 'drafting')
    throw new Conflict('The model is still writing the draft. Send it once it is ready.');
  const now = clockIso();
  const feedback = {
    status: 'sent' as const,
    // A failed or drafting model draft has no text: the offline one stands in.
    text: text ?? (session.feedback?.text || (await feedbackDraftText(session, name))),
    draftedAt: session.feedback?.draftedAt ?? now,
    sentAt: now,
    ...(automatic ? {} : { sentByName: auth.name }),
  };
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ feedback })
      .where(
        (a, op) =>
          `${op.notExists(a.feedback)} OR (${op.ne(a.feedback.status, 'sent')} AND ${op.ne(a.feedback.status, 'drafting')})`,
      )
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new Conflict('The feedback report was already sent.');
    throw error;
  }
  const t = translator(session.language);
  const link = await issueRequestLink(session);
  const paragraphs = [
    t('email.greeting', { name: session.applicantName }),
    t('email.feedback.intro', { org: name, topic: session.topic }),
    t('email.feedback.link', { days: REQUEST_LINK_DAYS, link }),
    name,
  ];
  try {
    await sendEmail({
      to: session.applicantEmail,
      subject: t('email.feedback.subject', { org: name }),
      text: paragraphs.join('\n\n'),
      html: emailPage(session.language, paragraphs.map(escapeHtml)),
      tags: { sessionId },
    });
  } catch (error) {
    logger.warn('Feedback e-mail not sent', { sessionId, error: error as Error });
    await db.entities.session
      .patch({ sessionId })
      .set({ feedback: { status: 'draft', text: feedback.text, draftedAt: feedback.draftedAt } })
      .go();
    throw new UpstreamFailed('The feedback could not be e-mailed. It is kept as a draft; try again.');
  }
  await db.entities.sessionEvent
    .create({
      sessionId,
      orgId: auth.orgId,
      kind: 'feedback',
      detail: automatic ? 'sent automatically' : 'sent',
      ...(automatic ? {} : { byUserId: auth.userId, byName: auth.name }),
    })
    .go();
  return view(session, feedback);
}

/**
 * `GET /api/session/{id}/feedback` (applicant token or request link): the report sent to the applicant.
 * @throws NotFound until a report was sent.
 */
export async function applicantFeedback(session: SessionItem): Promise<ApplicantFeedback> {
  if (session.feedback?.status !== 'sent' || !session.feedback.sentAt) throw new NotFound('feedback report');
  const { data: org } = await db.entities.organization.get({ orgId: session.orgId }).go();
  const name = org?.name ?? '';
  return {
    organizationName: name,
    language: session.language,
    text: session.feedback.text,
    sentAt: session.feedback.sentAt,
  };
}

/**
 * Sends the report as drafted, for `auto` (on the decision, or when the model's draft is written): the
 * e-mail counts against `auth`'s daily mail caps, checked first, and the audit log records it.
 * @throws TooManyRequests past the caps; as {@link sendFeedback}.
 */
export async function sendAutomatically(auth: ManagerAuth, sessionId: string): Promise<void> {
  await enforceMailCaps(auth);
  await runAsRoute('decideSession (feedback report)', true, () =>
    sendFeedback(auth, sessionId, undefined, true),
  );
  await recordAudit(auth, 'session.feedback', { targetId: sessionId, detail: 'sent automatically' });
}

/**
 * With `auto` (the session's job position's mode, else the organization's), sends the feedback report as
 * drafted when a person records an advance or reject decision (docs/decisions/0162-feedback-reports.md).
 * With a model provider and no draft yet, the model drafts it first and the worker sends it when written
 * (docs/decisions/0168-feedback-drafted-by-the-model.md). The e-mail counts against the daily mail caps
 * like any other; a cap reached, a report already sent or a refused e-mail leaves the decision recorded and
 * the report for a person to send, and is logged.
 */
export async function sendFeedbackOnDecision(
  auth: ManagerAuth,
  sessionId: string,
  decision: string,
): Promise<void> {
  if (decision !== 'advance' && decision !== 'reject') return;
  const session = await getOwnedSession(auth.orgId, sessionId);
  if ((await sessionFeedback(session)).mode !== 'auto') return;
  try {
    const status = session.feedback?.status;
    if (draftsWithModel() && (status === undefined || redraftable(session.feedback))) {
      if (await startModelDraft(auth, session, true))
        await recordAudit(auth, 'session.feedback', { targetId: sessionId, detail: 'drafting' });
      return;
    }
    await sendAutomatically(auth, sessionId);
  } catch (error) {
    logger.warn('Feedback report not sent with the decision; a person can send it', {
      sessionId,
      error: error as Error,
    });
  }
}
