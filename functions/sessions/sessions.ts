import type { Page } from '../../shared/schemas/common';
import type { SessionListQuery, SessionSummary, SessionWithCode } from '../../shared/schemas/session';
import { deadlineAfter } from '../../shared/deadline-rules';
import { clock } from '../clock';
import { getApplicant } from '../applicants';
import { db } from '../data/service';
import { Conflict } from '../errors/errors';
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
import { searchSessions, sessionListQuery } from './session-list';
import { newId } from '../data/attributes';
import { sessionDocument } from '../data/search-index';
import { termCommits } from '../data/search-terms';
import { readListPage } from '../data/list-page';

/**
 * Assigns a template to an applicant: snapshots its questions into a new open session with a fresh
 * access code (stored hashed) and a deadline, plans its reminder and e-mails the link, code and deadline
 * to the applicant.
 * @param dueInDays - days to finish (1-60); the organization's default when undefined.
 * @returns the session with its access code in clear: the only answer that ever carries it.
 * @throws NotFound when the applicant or template is not in the caller's organization; Conflict (409)
 *   while the template is not `ready` (its questions are being written, or generation failed).
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
  // A session takes the template's questions: none while they are being written.
  if (template.status !== 'ready') {
    throw new Conflict(
      template.status === 'generating'
        ? 'This template is still being generated. Add the session once its questions are written.'
        : 'This template has no questions: its generation failed. Retry it first.',
    );
  }
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
  const values = {
    sessionId: newId(),
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
    ...(template.timeLimits && Object.keys(template.timeLimits).length
      ? { timeLimits: template.timeLimits }
      : {}),
    ...(template.followUps === undefined ? {} : { followUps: template.followUps }),
    accessCodeHash: hash,
    accessCodeSalt: salt,
    dueAt: new Date(expiresAtMs).toISOString(),
    // The period the applicant's notice states; later changes of the setting do not shorten or lengthen it.
    retentionDays,
    ...purgeAtFor({ retentionDays }, expiresAtMs),
    ...(reminderAt ? { reminderAt } : {}),
    createdBy: auth.userId,
    createdByName: auth.name,
  };
  // The session and its search index entries in one transaction (decision record 0100).
  const written = await db.transaction
    .write(({ session, searchTerm }) => [
      session.create(values).commit(),
      ...termCommits(searchTerm, null, sessionDocument(values)),
    ])
    .go();
  if (written.canceled) throw new Conflict('The session could not be created. Try again.');
  const { data } = await db.entities.session.get({ sessionId: values.sessionId }).go({ consistent: true });
  const session = data as SessionItem;
  await syncReminderSchedule(session.sessionId, reminderAt, session.dueAt);
  const delivery = await sendAccessCode(session, accessCode, applicant.firstName);
  return { ...toSessionSummary({ ...session, ...delivery }), accessCode };
}

/**
 * Replaces the access code of an open session (expired ones too) and e-mails the new one; the old code
 * and every applicant token issued under it stop working, the failed-try counter starts again, and the
 * deadline moves to at least the organization's default number of days from now (a session without a
 * deadline keeps none). The reminder schedule follows.
 * @throws NotFound outside the caller's organization; Conflict once the session is submitted.
 */
export async function regenerateAccessCode(orgId: string, sessionId: string): Promise<SessionWithCode> {
  const session = await getOwnedSession(orgId, sessionId);
  if (session.status !== 'open')
    throw new Conflict('This session was submitted; its access code can no longer be used.');
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
  const changes = {
    accessCodeHash: hash,
    accessCodeSalt: salt,
    applicantEmail,
    failedAttempts: 0,
    attemptWindowStart: 0,
    ...(expiresAtMs !== undefined ? { dueAt: new Date(expiresAtMs).toISOString() } : {}),
    ...purgeAtFor(session, expiresAtMs),
    ...(reminderAt ? { reminderAt } : {}),
  };
  // A corrected address changes what finds the session: its index entries move in the same transaction
  // (decision record 0100).
  const written = await db.transaction
    .write(({ session: entity, searchTerm }) => [
      entity
        .patch({ sessionId })
        .set(changes)
        .where((a, op) => op.eq(a.status, 'open'))
        .commit(),
      ...termCommits(searchTerm, sessionDocument(session), sessionDocument({ ...session, applicantEmail })),
    ])
    .go();
  if (written.canceled) throw new Conflict('This session was submitted meanwhile.');
  const { data } = await db.entities.session.get({ sessionId }).go({ consistent: true });
  const updated = data as SessionItem;
  await syncReminderSchedule(sessionId, reminderAt, updated.dueAt);
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

/**
 * One page of the organization's sessions (`GET /api/session`, decision record 0062): by creation (gsi1,
 * ULID ids) or by the applicant's name (gsi4, folded), in `order`; `q`, `status` and `decision` filter
 * them (`sessionListQuery`). Sessions past retention are left out. DynamoDB round trips: one Query round
 * without a filter, at most three with one (`readListPage`), then one BatchGet of the scored sessions'
 * results: at most four. A `q` with a word of 2+ characters reads the search index instead
 * (`searchSessions`, decision record 0100): at most two Queries, a BatchGet of the sessions, then the
 * results' BatchGet.
 * @throws ValidationFailed (400) for a cursor of another organization, sort, order, search or filter.
 */
export async function listSessions(orgId: string, page: SessionListQuery): Promise<Page<SessionSummary>> {
  const indexed = await searchSessions(orgId, page, clock.now());
  if (indexed) return { items: await withResults(indexed.items), nextCursor: indexed.nextCursor };
  const { query, shape, filtered, keysOnly } = sessionListQuery(orgId, page, clock.now());
  const { items, nextCursor } = await readListPage({
    query,
    order: page.order,
    limit: page.limit,
    cursor: page.cursor,
    shape,
    filtered,
    parse: (raw) => db.entities.session.parse({ Item: raw }).data as SessionItem | null,
    ...(keysOnly
      ? {
          fetch: async (raws: Record<string, unknown>[]) => {
            const ids = raws.map((raw) => String(raw.sessionId));
            if (!ids.length) return [];
            const { data } = await db.entities.session.get(ids.map((sessionId) => ({ sessionId }))).go();
            const byId = new Map((data as SessionItem[]).map((s) => [s.sessionId, s]));
            return ids.map((id) => byId.get(id) ?? null);
          },
          keep: (session: SessionItem) =>
            session.orgId === orgId && !isPurged(session) && keysOnly.matches(session),
        }
      : { keep: (session: SessionItem) => !isPurged(session) }),
  });
  return { items: await withResults(items), nextCursor };
}
