import type { Page, PageQuery } from '../../shared/schemas/common';
import type { Decision } from '../../shared/schemas/decision';
import type { SessionSummary, SessionWithCode } from '../../shared/schemas/session';
import { deadlineAfter } from '../../shared/deadline-rules';
import { clock } from '../clock';
import { getApplicant } from '../applicants';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { Conflict } from '../http/errors';
import type { ManagerAuth } from '../http/auth';
import { getTemplate } from '../interview-templates';
import { sendAccessCode } from './access-code-email';
import { currentApplicantAddress } from './mail-suppression';
import { dueInDaysFor, newSessionDefaults, plannedReminder, syncReminderSchedule } from './deadline';
import { hashAccessCode, newAccessCode } from './secrets';
import { withResults } from './applicant-sessions';
import { getOwnedSession } from './session-details';
import { toSessionSummary, type SessionItem } from './session-view';
import { isPurged, purgeAtFor } from './retention';
import { pageCursor } from '../data/cursor';

/**
 * Assigns a template to an applicant: snapshots its questions into a new open session with a fresh
 * access code (stored hashed) and a deadline, plans its reminder and e-mails the link, code and deadline
 * to the applicant.
 * @param dueInDays - days to finish (1-60); the organization's default when undefined.
 * @returns the session with its access code in clear: the only answer that ever carries it.
 * @throws NotFound when the applicant or template is not in the caller's organization.
 */
export async function createSession(
  auth: ManagerAuth,
  applicantId: string,
  interviewId: string,
  dueInDays?: number,
): Promise<SessionWithCode> {
  const [applicant, template, { days, retentionDays }] = await Promise.all([
    getApplicant(auth.orgId, applicantId),
    getTemplate(auth.orgId, interviewId),
    newSessionDefaults(auth.orgId, dueInDays),
  ]);
  // A hard-bounced address gets no new session mail: refused before anything is written.
  await currentApplicantAddress(auth.orgId, applicantId, applicant.email);
  const jobPositionId =
    (template.source.kind === 'jobPosition' ? template.source.id : undefined) ??
    applicant.jobPositionId ??
    undefined;
  // A position with AI scoring off makes its sessions human-only (docs/decisions/0033-human-only-evaluation.md).
  const position = jobPositionId
    ? (await db.entities.jobPosition.get({ orgId: auth.orgId, jobPositionId }).go()).data
    : null;
  const now = clock.now();
  const expiresAtMs = deadlineAfter(now, days);
  const reminderAt = plannedReminder(now, expiresAtMs);
  const accessCode = newAccessCode();
  const { hash, salt } = await hashAccessCode(accessCode);
  const { data } = await db.entities.session
    .create({
      orgId: auth.orgId,
      applicantId,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      applicantEmail: applicant.email,
      interviewId,
      // A position's own template ties the session to it; otherwise the applicant's current position.
      jobPositionId,
      ...(position?.humanOnly ? { humanOnly: true } : {}),
      topic: template.topic,
      language: template.language,
      questions: template.questions,
      accessCodeHash: hash,
      accessCodeSalt: salt,
      dueAt: new Date(expiresAtMs).toISOString(),
      // The period the applicant's notice states; later changes of the setting do not shorten or lengthen it.
      retentionDays,
      ...purgeAtFor({ retentionDays }, expiresAtMs),
      ...(reminderAt ? { reminderAt } : {}),
      createdBy: auth.userId,
      createdByName: auth.name,
    })
    .go();
  const session = data as SessionItem;
  await syncReminderSchedule(session.sessionId, reminderAt);
  const delivery = await sendAccessCode(session, accessCode, applicant.firstName);
  return { ...toSessionSummary({ ...session, ...delivery }), accessCode };
}

/**
 * Replaces the access code of an open session (expired ones too) and e-mails the new one; the old code
 * and every applicant token issued under it stop working, the failed-try counter starts again, and the
 * deadline moves to at least the organization's default number of days from now (a session without a
 * deadline keeps none). The reminder schedule follows.
 * @throws NotFound outside the caller's organization; Conflict once the session is finished.
 */
export async function regenerateAccessCode(orgId: string, sessionId: string): Promise<SessionWithCode> {
  const session = await getOwnedSession(orgId, sessionId);
  if (session.status !== 'open')
    throw new Conflict('This session is finished; its access code can no longer be used.');
  // The code goes to the applicant's current address (corrected after a bounce), never to one that bounced.
  const applicantEmail = await currentApplicantAddress(orgId, session.applicantId, session.applicantEmail);
  const accessCode = newAccessCode();
  const { hash, salt } = await hashAccessCode(accessCode);
  const now = clock.now();
  let expiresAtMs: number | undefined;
  if (session.dueAt) {
    const extended = deadlineAfter(now, await dueInDaysFor(orgId, undefined));
    expiresAtMs = Math.max(Date.parse(session.dueAt), extended);
  }
  const reminderAt = plannedReminder(now, expiresAtMs);
  const { data } = await db.entities.session
    .patch({ sessionId })
    .set({
      accessCodeHash: hash,
      accessCodeSalt: salt,
      applicantEmail,
      failedAttempts: 0,
      attemptWindowStart: 0,
      ...(expiresAtMs !== undefined ? { dueAt: new Date(expiresAtMs).toISOString() } : {}),
      ...purgeAtFor(session, expiresAtMs),
      ...(reminderAt ? { reminderAt } : {}),
    })
    .where((a, op) => op.eq(a.status, 'open'))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionalCheckFailed(error)) throw new Conflict('This session was submitted meanwhile.');
      throw error;
    });
  const updated = data as SessionItem;
  await syncReminderSchedule(sessionId, reminderAt);
  const firstName = updated.applicantName.split(' ')[0] ?? updated.applicantName;
  const delivery = await sendAccessCode(updated, accessCode, firstName);
  // The new e-mail replaces the old one's bounce or complaint.
  return { ...(await summaryWithResult({ ...updated, ...delivery, emailProblem: undefined })), accessCode };
}

async function summaryWithResult(item: SessionItem): Promise<SessionSummary> {
  if (item.status !== 'scored') return toSessionSummary(item);
  const { data } = await db.entities.sessionResult.get({ sessionId: item.sessionId }).go();
  return toSessionSummary(item, data);
}

/** Every session of the organization, newest first (`GET /api/session`): one query plus one batch read. */
export async function listSessions(
  orgId: string,
  page: PageQuery & { decision?: Decision | 'none' },
): Promise<Page<SessionSummary>> {
  const { decision } = page;
  const base = db.entities.session.query.byOrg({ orgId });
  // A filter on the decision: pages may hold fewer items than the limit; the cursor still moves on.
  const query = decision
    ? base.where((a, op) => (decision === 'none' ? op.notExists(a.decision) : op.eq(a.decision, decision)))
    : base;
  const result = await query.go({
    order: 'desc',
    limit: page.limit,
    cursor: pageCursor(query, page.cursor),
  });
  const live = (result.data as SessionItem[]).filter((s) => !isPurged(s));
  return { items: await withResults(live), nextCursor: result.cursor };
}
