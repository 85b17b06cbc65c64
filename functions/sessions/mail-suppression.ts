import { db } from '../data/service';
import { Conflict } from '../errors/errors';

/** An applicant's stored address and its bounce mark, as read from the table. */
interface MailTarget {
  email: string;
  bouncedEmail?: string;
  bounceReason?: string;
}

/** Whether the applicant's current address is the one that hard-bounced (decision record 0047). */
export function isBounced(target: MailTarget): boolean {
  return Boolean(target.bouncedEmail) && target.bouncedEmail === target.email.toLowerCase();
}

/**
 * Refuses to mail an applicant whose current address hard-bounced: nothing is sent to it again until a
 * manager edits the applicant's e-mail (decision record 0047).
 * @throws Conflict (409) naming the address and SES's reason.
 */
export function assertMailable(target: MailTarget): void {
  if (!isBounced(target)) return;
  throw new Conflict(
    `E-mail to ${target.email} bounced${target.bounceReason ? ` (${target.bounceReason})` : ''}. ` +
      "Correct the applicant's e-mail address, then send again.",
  );
}

/**
 * The address a session's access code goes to now: the applicant's current one (a manager may have
 * corrected it after a bounce), or the session's copy when the applicant was erased.
 * @throws Conflict (409) when the applicant's current address hard-bounced.
 */
export async function currentApplicantAddress(
  orgId: string,
  applicantId: string,
  sessionCopy: string,
): Promise<string> {
  const { data } = await db.entities.applicant.get({ orgId, applicantId }).go();
  if (!data) return sessionCopy;
  assertMailable(data);
  return data.email;
}
