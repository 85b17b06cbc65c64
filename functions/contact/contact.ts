import { decodeTime } from 'ulidx';
import type { ContactMessage, ContactReceipt, EarlyAccessRequest } from '../../shared/schemas/contact';
import { config } from '../config';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { sendEmail, type EmailMessage } from '../email/ses';
import { logger } from '../observability/logger';
import { enforceRateLimit } from '../http/rate-limit';
import { contactMessageEmail, earlyAccessEmail } from '../email/templates/team-message';

/**
 * Contact messages one client address may send per window: 5 an hour. A person rarely writes more; a
 * script flooding the team's inbox is stopped (429) after a handful.
 */
export const CONTACT_LIMIT = { scope: 'contact', limit: 5, windowSeconds: 3600 } as const;

/** Early-access requests one client address may send per window: 5 an hour, counted apart from messages. */
export const EARLY_ACCESS_LIMIT = { scope: 'early-access', limit: 5, windowSeconds: 3600 } as const;

/** How long messages and requests are kept (seconds): 12 months, as the privacy policy states. */
export const CONTACT_RETENTION_SECONDS = 365 * 24 * 3600;

type EmailStatus = 'sent' | 'failed';

/** `YYYY-MM` (UTC) of the month a ULID was made in: the partition of a message or request. */
export function monthOfId(id: string): string {
  return new Date(decodeTime(id)).toISOString().slice(0, 7);
}

/** Drops empty optional fields, so the item holds only what the visitor gave. */
function given<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

/**
 * E-mails the team and records the outcome on the stored item. A failed e-mail never fails the call:
 * the item is already stored and is marked `failed` (and logged) for an operator to follow up.
 */
async function emailTeam(
  what: string,
  id: string,
  email: EmailMessage,
  mark: (status: EmailStatus, emailMessageId?: string) => Promise<unknown>,
): Promise<void> {
  let status: EmailStatus = 'sent';
  let messageId: string | undefined;
  try {
    messageId = (await sendEmail(email)).messageId || undefined;
  } catch (error) {
    status = 'failed';
    logger.error(`Team e-mail for ${what} failed; the item is stored`, { id, error: error as Error });
  }
  try {
    await mark(status, messageId);
  } catch (error) {
    logger.error(`Could not record the e-mail status of ${what}`, { id, status, error: error as Error });
  }
}

/**
 * Stores a contact message (kept 12 months) and e-mails it to the team (`config().TEAM_EMAIL`).
 * @param clientIp - the caller's address (`clientAddress(event)`), for the flood limit.
 * @returns the stored message's id.
 * @throws TooManyRequests (429) over {@link CONTACT_LIMIT}.
 */
export async function sendContactMessage(input: ContactMessage, clientIp: string): Promise<ContactReceipt> {
  await enforceRateLimit({ ...CONTACT_LIMIT, key: clientIp });
  const messageId = newId();
  const key = { month: monthOfId(messageId), messageId };
  await db.entities.contactMessage
    .create({
      ...given(input),
      ...key,
      firstName: input.firstName,
      email: input.email,
      message: input.message,
      expiresAt: Math.floor(Date.now() / 1000) + CONTACT_RETENTION_SECONDS,
    })
    .go();
  await emailTeam(
    'contact message',
    messageId,
    contactMessageEmail(input, messageId, config().TEAM_EMAIL),
    (s, m) =>
      db.entities.contactMessage
        .patch(key)
        .set(m ? { emailStatus: s, emailMessageId: m } : { emailStatus: s })
        .go(),
  );
  return { id: messageId };
}

/**
 * Stores an early-access request (kept 12 months) and e-mails it to the team.
 * @param clientIp - the caller's address, for the flood limit.
 * @returns the stored request's id.
 * @throws TooManyRequests (429) over {@link EARLY_ACCESS_LIMIT}.
 */
export async function requestEarlyAccess(
  input: EarlyAccessRequest,
  clientIp: string,
): Promise<ContactReceipt> {
  await enforceRateLimit({ ...EARLY_ACCESS_LIMIT, key: clientIp });
  const requestId = newId();
  const key = { month: monthOfId(requestId), requestId };
  await db.entities.earlyAccessRequest
    .create({
      ...given(input),
      ...key,
      name: input.name,
      email: input.email,
      expiresAt: Math.floor(Date.now() / 1000) + CONTACT_RETENTION_SECONDS,
    })
    .go();
  await emailTeam(
    'early-access request',
    requestId,
    earlyAccessEmail(input, requestId, config().TEAM_EMAIL),
    (s, m) =>
      db.entities.earlyAccessRequest
        .patch(key)
        .set(m ? { emailStatus: s, emailMessageId: m } : { emailStatus: s })
        .go(),
  );
  return { id: requestId };
}

/** One stored contact message by id (a GetItem: the partition comes from the id), or null. */
export async function getContactMessage(id: string) {
  const { data } = await db.entities.contactMessage.get({ month: monthOfId(id), messageId: id }).go();
  return data;
}

/** One stored early-access request by id, or null. */
export async function getEarlyAccessRequest(id: string) {
  const { data } = await db.entities.earlyAccessRequest.get({ month: monthOfId(id), requestId: id }).go();
  return data;
}
