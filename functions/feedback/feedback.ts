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

/** Longest quote of the applicant's own words a draft repeats (characters). */
const MAX_QUOTE = 200;

const clip = (text: string) => (text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text);

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

/**
 * The offline draft of a feedback report, in the interview's language (docs/decisions/0162-feedback-reports.md):
 * for each question, what the answer did well (the applicant's own words the scorer found covering a part of
 * the question, else a plain sentence) and what a stronger answer would have covered (how many parts of the
 * question it left open, and the shape of a concrete example). Built from the key-point verdicts and their
 * evidence, but never names a key point, a score, a rank or another applicant. No model writes it.
 */
export async function feedbackDraftText(session: SessionItem, orgName: string): Promise<string> {
  const t = translator(session.language);
  const { data: result } = await db.entities.sessionResult.get({ sessionId: session.sessionId }).go();
  const byQuestion = new Map(result?.answers.map((a) => [a.questionId, a]));
  const lines = [
    t('email.greeting', { name: session.applicantName }),
    '',
    t('email.feedback.header', { topic: session.topic }),
  ];
  [...session.questions]
    .sort((a, b) => a.order - b.order)
    .forEach((q, i) => {
      lines.push('', t('email.feedback.question', { n: i + 1, text: q.text }));
      const evidence = byQuestion.get(q.id)?.evidence;
      // An unanswered question is scored too (every key point missing): it is said to be unanswered.
      if (!evidence?.length || !session.answeredQuestionIds?.includes(q.id)) {
        lines.push(t('email.feedback.noAnswer'));
        return;
      }
      const quote = evidence.find((e) => e.verdict === 'covered' && e.quote)?.quote;
      if (quote) lines.push(t('email.feedback.didWell', { quote: clip(quote) }));
      else if (evidence.some((e) => e.verdict !== 'missing')) lines.push(t('email.feedback.didWellPartly'));
      else lines.push(t('email.feedback.didWellNone'));
      const open = evidence.filter((e) => e.verdict !== 'covered').length;
      lines.push(open ? t('email.feedback.stronger', { count: open }) : t('email.feedback.strongerNone'));
    });
  lines.push('', t('email.feedback.closing'), '', orgName);
  return lines.join('\n');
}

const view = (session: SessionItem, feedback: NonNullable<SessionItem['feedback']>): FeedbackReport => ({
  status: feedback.status,
  text: feedback.text,
  language: session.language,
  draftedAt: feedback.draftedAt,
  ...(feedback.sentAt ? { sentAt: feedback.sentAt } : {}),
  ...(feedback.sentByName ? { sentByName: feedback.sentByName } : {}),
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
 * `POST /api/session/{id}/feedback`: drafts the session's feedback report ({@link feedbackDraftText}) and
 * keeps it on the session with a history entry, or gives the draft already kept. Synchronous: the offline
 * draft needs no model.
 * @throws NotFound outside the caller's organization; ApiError `Conflict` (409) while feedback reports are
 *   off or without an advance or reject decision; Conflict once the report was sent.
 */
export async function draftFeedback(auth: ManagerAuth, sessionId: string): Promise<FeedbackReport> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  const { mode, byJobPosition, name } = await sessionFeedback(session);
  assertFeedbackAllowed(session, mode, byJobPosition);
  if (session.feedback?.status === 'sent') throw new Conflict('The feedback report was already sent.');
  if (session.feedback) return view(session, session.feedback);
  const feedback = {
    status: 'draft' as const,
    text: await feedbackDraftText(session, name),
    draftedAt: clockIso(),
  };
  const written = await db.transaction
    .write(({ session: s, sessionEvent: e }) => [
      s
        .patch({ sessionId })
        .set({ feedback })
        .where((a, op) => op.notExists(a.feedback))
        .commit(),
      e
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'feedback',
          detail: 'drafted',
          byUserId: auth.userId,
          byName: auth.name,
        })
        .commit(),
    ])
    .go();
  if (written.canceled)
    return view(session, (await getOwnedSession(auth.orgId, sessionId)).feedback ?? feedback);
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
  const now = clockIso();
  const feedback = {
    status: 'sent' as const,
    text: text ?? session.feedback?.text ?? (await feedbackDraftText(session, name)),
    draftedAt: session.feedback?.draftedAt ?? now,
    sentAt: now,
    ...(automatic ? {} : { sentByName: auth.name }),
  };
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ feedback })
      .where((a, op) => `${op.notExists(a.feedback)} OR ${op.ne(a.feedback.status, 'sent')}`)
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
 * With `auto` (the session's job position's mode, else the organization's), sends the feedback report as drafted when a person records an advance or reject decision
 * (docs/decisions/0162-feedback-reports.md). The e-mail counts against the daily mail caps like any other; a
 * cap reached, a report already sent or a refused e-mail leaves the decision recorded and the report for a
 * person to send, and is logged.
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
    await enforceMailCaps(auth);
    await runAsRoute('decideSession (feedback report)', true, () =>
      sendFeedback(auth, sessionId, undefined, true),
    );
    await recordAudit(auth, 'session.feedback', { targetId: sessionId, detail: 'sent automatically' });
  } catch (error) {
    logger.warn('Feedback report not sent with the decision; a person can send it', {
      sessionId,
      error: error as Error,
    });
  }
}
