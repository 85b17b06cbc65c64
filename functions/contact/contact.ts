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

/** Where one kind of landing-page form is stored and how the team hears of it. */
interface TeamForm {
  /** What the logs call it ("contact message"). */
  what: string;
  /** Its per-address flood limit. */
  limit: typeof CONTACT_LIMIT | typeof EARLY_ACCESS_LIMIT;
  /** Stores the item under its id (its month partition derived from the id), kept until `expiresAt` (epoch s). */
  store(id: string, expiresAt: number): Promise<unknown>;
  /** The team e-mail quoting the id. */
  email(id: string): EmailMessage;
  /** Records the outcome of the team e-mail on the stored item. */
  mark(id: string, status: EmailStatus, emailMessageId?: string): Promise<unknown>;
}

/**
 * The one flow of both landing-page forms: limit the caller's address, store the item (kept 12 months),
 * e-mail the team and record the outcome on the item. A failed e-mail never fails the call: the item is
 * already stored and is marked `failed` (and logged) for an operator to follow up.
 * @throws TooManyRequests (429) over the form's limit; nothing is stored then.
 */
async function receive(form: TeamForm, clientIp: string): Promise<ContactReceipt> {
  await enforceRateLimit({ ...form.limit, key: clientIp });
  const id = newId();
  await form.store(id, Math.floor(Date.now() / 1000) + CONTACT_RETENTION_SECONDS);
  let status: EmailStatus = 'sent';
  let messageId: string | undefined;
  try {
    messageId = (await sendEmail(form.email(id))).messageId || undefined;
  } catch (error) {
    status = 'failed';
    logger.error(`Team e-mail for ${form.what} failed; the item is stored`, { id, error: error as Error });
  }
  try {
    await form.mark(id, status, messageId);
  } catch (error) {
    logger.error(`Could not record the e-mail status of ${form.what}`, { id, status, error: error as Error });
  }
  return { id };
}

/** The e-mail outcome as stored: the SES message id only when there is one. */
const outcome = (emailStatus: EmailStatus, emailMessageId?: string) =>
  emailMessageId ? { emailStatus, emailMessageId } : { emailStatus };

/**
 * Stores a contact message (kept 12 months) and e-mails it to the team (`config().TEAM_EMAIL`).
 * @param clientIp - the caller's address (`clientAddress(event)`), for the flood limit.
 * @returns the stored message's id.
 * @throws TooManyRequests (429) over {@link CONTACT_LIMIT}.
 */
export function sendContactMessage(input: ContactMessage, clientIp: string): Promise<ContactReceipt> {
  const key = (messageId: string) => ({ month: monthOfId(messageId), messageId });
  return receive(
    {
      what: 'contact message',
      limit: CONTACT_LIMIT,
      store: (id, expiresAt) =>
        db.entities.contactMessage
          .create({
            ...given(input),
            ...key(id),
            firstName: input.firstName,
            email: input.email,
            message: input.message,
            expiresAt,
          })
          .go(),
      email: (id) => contactMessageEmail(input, id, config().TEAM_EMAIL),
      mark: (id, status, m) => db.entities.contactMessage.patch(key(id)).set(outcome(status, m)).go(),
    },
    clientIp,
  );
}

/**
 * Stores an early-access request (kept 12 months) and e-mails it to the team.
 * @param clientIp - the caller's address, for the flood limit.
 * @returns the stored request's id.
 * @throws TooManyRequests (429) over {@link EARLY_ACCESS_LIMIT}.
 */
export function requestEarlyAccess(input: EarlyAccessRequest, clientIp: string): Promise<ContactReceipt> {
  const key = (requestId: string) => ({ month: monthOfId(requestId), requestId });
  return receive(
    {
      what: 'early-access request',
      limit: EARLY_ACCESS_LIMIT,
      store: (id, expiresAt) =>
        db.entities.earlyAccessRequest
          .create({ ...given(input), ...key(id), name: input.name, email: input.email, expiresAt })
          .go(),
      email: (id) => earlyAccessEmail(input, id, config().TEAM_EMAIL),
      mark: (id, status, m) => db.entities.earlyAccessRequest.patch(key(id)).set(outcome(status, m)).go(),
    },
    clientIp,
  );
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
