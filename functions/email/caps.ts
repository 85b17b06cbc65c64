import { isEstablished } from '../../shared/new-organization';
import { config, requireSettings } from '../config';
import { db } from '../data/service';
import { enforceRateLimit } from '../http/rate-limit';

requireSettings('MAIL_DAILY_CAP_PER_USER', 'MAIL_DAILY_CAP_PER_ORG', 'MAIL_DAILY_CAP_NEW_ORG');

const DAY_SECONDS = 24 * 60 * 60;

/** Who asks the product to send an e-mail. */
export interface MailSender {
  orgId: string;
  userId: string;
}

/**
 * Counts one e-mail a manager has the product send (a session's access code, a new code, a reminder, an
 * invitation) against the daily caps: `MAIL_DAILY_CAP_PER_USER` for the manager and, for the
 * organization, `MAIL_DAILY_CAP_PER_ORG` once it is established or `MAIL_DAILY_CAP_NEW_ORG` before
 * (docs/decisions/0078-caps-for-new-organizations.md). Days are UTC days; one atomic counter each.
 * Call it before anything is written or sent.
 * @throws TooManyRequests (429, `Retry-After` = seconds to the next UTC day) when either cap is reached.
 */
export async function enforceMailCaps(sender: MailSender, now: number = Date.now()): Promise<void> {
  const { data: org } = await db.entities.organization.get({ orgId: sender.orgId }).go();
  const settings = config();
  const orgCap =
    org && isEstablished(org, now) ? settings.MAIL_DAILY_CAP_PER_ORG : settings.MAIL_DAILY_CAP_NEW_ORG;
  const message = (cap: number, who: string) =>
    `${who} has sent the ${cap} e-mails allowed today. Try again tomorrow (UTC).`;
  await Promise.all([
    enforceRateLimit({
      scope: 'mail-day-org',
      key: sender.orgId,
      limit: orgCap,
      windowSeconds: DAY_SECONDS,
      now,
      message: message(orgCap, 'Your organization'),
    }),
    enforceRateLimit({
      scope: 'mail-day-user',
      key: sender.userId,
      limit: settings.MAIL_DAILY_CAP_PER_USER,
      windowSeconds: DAY_SECONDS,
      now,
      message: message(settings.MAIL_DAILY_CAP_PER_USER, 'Your account'),
    }),
  ]);
}
