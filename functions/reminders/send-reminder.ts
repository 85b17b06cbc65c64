import { isPastDeadline } from '../../shared/deadline-rules';
import { clock, clockIso } from '../clock';
import { config } from '../config';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { sendEmail } from '../email/ses';
import { reminderEmail } from '../email/templates/reminder';
import { logger } from '../observability/logger';
import { isPurged, type SessionItem } from '../data/entities/session';
import { emitEvent } from '../webhooks';
import type { ReminderEvent } from './schedules';

/**
 * Runs a session's deadline schedule: a session still open past the deadline it was planned for raises
 * `session.expired` for the organization's webhooks (docs/integrations.md#events). A moved deadline, a
 * submitted or deleted session skips it.
 */
async function announceExpiry(session: SessionItem | null, event: ReminderEvent): Promise<ReminderOutcome> {
  if (!session || isPurged(session) || session.status !== 'open' || session.dueAt !== event.at)
    return 'skipped';
  if (!isPastDeadline(session.dueAt, clock.now())) return 'skipped';
  await emitEvent(session.orgId, 'session.expired', {
    sessionId: session.sessionId,
    applicantId: session.applicantId,
    status: 'expired',
  });
  return 'sent';
}

/** What became of a reminder. */
export type ReminderOutcome = 'sent' | 'failed' | 'skipped';

/**
 * E-mails a reminder in the interview's language and records it on the session (count, time, kind and
 * delivery). A failed send is recorded as `failed`, never thrown: the manager sees it on the card.
 */
export async function deliverReminder(
  session: SessionItem,
  kind: 'automatic' | 'manual',
): Promise<'sent' | 'failed'> {
  const { data: org } = await db.entities.organization.get({ orgId: session.orgId }).go();
  const email = reminderEmail({
    language: session.language,
    applicantFirstName: session.applicantName.split(' ')[0] ?? session.applicantName,
    organizationName: org?.name ?? '',
    topic: session.topic,
    link: `${config().APP_ORIGIN}/session/${session.sessionId}`,
    dueAt: session.dueAt,
  });
  let status: 'sent' | 'failed' = 'sent';
  try {
    await sendEmail({ to: session.applicantEmail, ...email });
  } catch (error) {
    logger.warn('Reminder e-mail not sent', { sessionId: session.sessionId, error: error as Error });
    status = 'failed';
  }
  await db.entities.session
    .patch({ sessionId: session.sessionId })
    .set({ lastReminderAt: clockIso(), lastReminderKind: kind, lastReminderStatus: status })
    .add({ reminderCount: 1 })
    .go();
  return status;
}

/**
 * Runs a scheduled reminder (the reminder Lambda, or the local runner's scheduler): sends it only when
 * the session is still open, before its deadline, and still planned for this time. The plan is claimed
 * with a conditional write first, so a schedule delivered twice sends one e-mail.
 */
export async function sendDueReminder(event: ReminderEvent): Promise<ReminderOutcome> {
  const { data: session } = await db.entities.session.get({ sessionId: event.sessionId }).go();
  if (event.kind === 'expiry') return announceExpiry(session, event);
  if (!session || isPurged(session) || session.status !== 'open' || session.reminderAt !== event.at)
    return 'skipped';
  if (isPastDeadline(session.dueAt, clock.now())) return 'skipped';
  // Its access-code e-mail bounced: no more mail to that address (decision record 0047).
  if (session.emailStatus === 'bounced') return 'skipped';
  try {
    await db.entities.session
      .patch({ sessionId: event.sessionId })
      .remove(['reminderAt'])
      .where((a, op) => `${op.eq(a.reminderAt, event.at)} AND ${op.eq(a.status, 'open')}`)
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'skipped';
    throw error;
  }
  return deliverReminder(session, 'automatic');
}
