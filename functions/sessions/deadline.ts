import {
  DEFAULT_DUE_IN_DAYS,
  deadlineAfter,
  isPastDeadline,
  manualReminderWait,
  MANUAL_REMINDER_INTERVAL_MS,
  reminderTime,
} from '../../shared/deadline-rules';
import { DEFAULT_RETENTION_DAYS } from '../../shared/records';
import type { ExtendSessionRequest, SessionSummary } from '../../shared/schemas/session';
import { clock } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import { Conflict, TooManyRequests } from '../errors/errors';
import { deliverReminder, expiryScheduleName, reminderScheduleName, reminderScheduler } from '../reminders';
import { purgeAtFor } from './retention';
import { getOwnedSession } from './session-details';
import { toSessionSummary, type SessionItem } from './session-view';

/**
 * Days a new session gets: the manager's choice, else the organization's default, else 7
 * (decision record 0027).
 */
export async function dueInDaysFor(orgId: string, chosen: number | undefined): Promise<number> {
  if (chosen !== undefined) return chosen;
  const { data } = await db.entities.organization.get({ orgId }).go();
  return data?.defaultDueInDays ?? DEFAULT_DUE_IN_DAYS;
}

/**
 * What a new session takes from its organization, in one read: its days to finish (the manager's choice,
 * else the organization's default, else 7) and its retention period in days (the organization's setting,
 * else {@link DEFAULT_RETENTION_DAYS}, docs/product.md#retention).
 */
export async function newSessionDefaults(
  orgId: string,
  chosen: number | undefined,
): Promise<{ days: number; retentionDays: number }> {
  const { data } = await db.entities.organization.get({ orgId }).go();
  return {
    days: chosen ?? data?.defaultDueInDays ?? DEFAULT_DUE_IN_DAYS,
    retentionDays: data?.retentionDays ?? DEFAULT_RETENTION_DAYS,
  };
}

/**
 * The automatic reminder for a deadline set at `fromMs`: its time (ISO), or undefined when there is no
 * deadline or the reminder time is already past.
 */
export function plannedReminder(fromMs: number, expiresAtMs: number | undefined): string | undefined {
  if (expiresAtMs === undefined) return undefined;
  const at = reminderTime(fromMs, expiresAtMs);
  return at > fromMs ? new Date(at).toISOString() : undefined;
}

/**
 * Creates, replaces or (with no `reminderAt`) deletes the session's one reminder schedule, and likewise
 * its deadline schedule at `dueAt` (which raises `session.expired`), so both follow the session's state.
 */
export async function syncReminderSchedule(
  sessionId: string,
  reminderAt: string | undefined,
  dueAt: string | undefined,
): Promise<void> {
  const name = reminderScheduleName(sessionId);
  const expiry = expiryScheduleName(sessionId);
  await Promise.all([
    reminderAt
      ? reminderScheduler().schedule(name, Date.parse(reminderAt), { sessionId, at: reminderAt })
      : reminderScheduler().cancel(name),
    dueAt
      ? reminderScheduler().schedule(expiry, Date.parse(dueAt), { sessionId, at: dueAt, kind: 'expiry' })
      : reminderScheduler().cancel(expiry),
  ]);
}

/**
 * Moves a session's deadline (`POST /api/session/{id}/extend`): `days` more from the later of now and
 * the current deadline, or no deadline at all. An expired session is open again; saved answers stay.
 * With `accommodation` (always for no deadline) it is recorded as an accommodation with the manager's
 * name and note, and as an `accommodation` entry of the session's history in the same transaction. The reminder schedule follows the new deadline.
 * @throws NotFound outside the caller's organization; Conflict once the session is submitted.
 */
export async function extendSession(
  auth: ManagerAuth,
  sessionId: string,
  body: ExtendSessionRequest,
): Promise<SessionSummary> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (session.status !== 'open')
    throw new Conflict('This session was submitted; its deadline can no longer change.');
  const now = clock.now();
  const current = session.dueAt ? Date.parse(session.dueAt) : undefined;
  const expiresAtMs = body.noDeadline
    ? undefined
    : deadlineAfter(Math.max(now, current ?? now), Number(body.days));
  const reminderAt = plannedReminder(now, expiresAtMs);
  const recordAccommodation = body.noDeadline || body.accommodation;
  const fields = {
    ...(expiresAtMs !== undefined ? { dueAt: new Date(expiresAtMs).toISOString() } : {}),
    // Kept for its retention period after the new deadline; without a deadline, until it is submitted.
    ...purgeAtFor(session, expiresAtMs),
    ...(reminderAt ? { reminderAt } : {}),
    ...(recordAccommodation
      ? {
          accommodation: {
            kind: body.noDeadline ? ('noDeadline' as const) : ('extraTime' as const),
            ...(body.days !== undefined ? { days: Number(body.days) } : {}),
            ...(body.note ? { note: body.note } : {}),
            userId: auth.userId,
            name: auth.name,
            at: new Date(now).toISOString(),
          },
        }
      : {}),
  };
  const remove = [
    ...(expiresAtMs === undefined ? ['dueAt' as const, 'purgeAt' as const] : []),
    ...(reminderAt ? [] : ['reminderAt' as const]),
  ];
  const update = (entity: typeof db.entities.session) => {
    const patch = entity.patch({ sessionId }).set(fields);
    return (remove.length ? patch.remove(remove) : patch).where((a, op) => op.eq(a.status, 'open'));
  };
  const submittedMeanwhile = new Conflict('This session was submitted meanwhile.');
  let data: SessionItem | null;
  if (recordAccommodation) {
    // An accommodation is also an entry of the session's history, written with it.
    const written = await db.transaction
      .write(({ session: s, sessionEvent }) => [
        (remove.length
          ? s.patch({ sessionId }).set(fields).remove(remove)
          : s.patch({ sessionId }).set(fields)
        )
          .where((a, op) => op.eq(a.status, 'open'))
          .commit(),
        sessionEvent
          .create({
            sessionId,
            orgId: auth.orgId,
            kind: 'accommodation',
            byUserId: auth.userId,
            byName: auth.name,
            detail: body.noDeadline ? 'no deadline' : `deadline +${Number(body.days)} days`,
            ...(body.note ? { reason: body.note } : {}),
          })
          .commit(),
      ])
      .go();
    if (written.canceled) throw submittedMeanwhile;
    ({ data } = await db.entities.session.get({ sessionId }).go());
  } else {
    ({ data } = await update(db.entities.session)
      .go({ response: 'all_new' })
      .catch((error: unknown) => {
        if (isConditionalCheckFailed(error)) throw submittedMeanwhile;
        throw error;
      }));
  }
  await syncReminderSchedule(sessionId, reminderAt, (data as SessionItem).dueAt);
  return toSessionSummary(data as SessionItem);
}

/**
 * "Send reminder" (`POST /api/session/{id}/remind`): e-mails the applicant a reminder now, at most once
 * an hour per session (claimed with a conditional write, so two clicks send one).
 * @throws Conflict when the session is submitted or past its deadline (extend it first);
 *   TooManyRequests with Retry-After within an hour of the last one.
 */
export async function remindApplicant(auth: ManagerAuth, sessionId: string): Promise<SessionSummary> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (session.status !== 'open') throw new Conflict('This interview is already submitted.');
  const now = clock.now();
  if (isPastDeadline(session.dueAt, now))
    throw new Conflict('This session is past its deadline: extend it before sending a reminder.');
  const tooSoon = () => {
    const wait = Math.ceil(manualReminderWait(session.lastManualReminderAt, now) / 1000) || 1;
    return new TooManyRequests(
      `A reminder was sent less than an hour ago. Try again in ${Math.ceil(wait / 60)} min.`,
      wait,
    );
  };
  if (manualReminderWait(session.lastManualReminderAt, now) > 0) throw tooSoon();
  if (session.emailStatus === 'bounced')
    throw new Conflict(
      "The access-code e-mail to this applicant bounced. Correct the applicant's e-mail address, then resend the code.",
    );
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - MANUAL_REMINDER_INTERVAL_MS).toISOString();
  await db.entities.session
    .patch({ sessionId })
    .set({ lastManualReminderAt: nowIso })
    .where(
      (a, op) =>
        `(${op.notExists(a.lastManualReminderAt)} OR ${op.lte(a.lastManualReminderAt, cutoff)}) AND ${op.eq(a.status, 'open')}`,
    )
    .go()
    .catch((error: unknown) => {
      if (isConditionalCheckFailed(error)) throw tooSoon();
      throw error;
    });
  await deliverReminder(session, 'manual');
  return toSessionSummary(await getOwnedSession(auth.orgId, sessionId));
}
