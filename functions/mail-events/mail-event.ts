import * as z from 'zod';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { logger } from '../observability/logger';

/**
 * One SES event of the configuration set (event publishing, `eventType`; feedback notifications name it
 * `notificationType`), as delivered in an SNS message. Only the fields used are read.
 */
export const SesMailEventSchema = z
  .object({
    eventType: z.string().optional(),
    notificationType: z.string().optional(),
    mail: z.object({
      messageId: z.string().min(1),
      /** SES message tags: name → values. */
      tags: z.record(z.string(), z.array(z.string())).optional(),
    }),
    bounce: z
      .object({
        bounceType: z.string(),
        bounceSubType: z.string().optional(),
        bouncedRecipients: z
          .array(z.object({ emailAddress: z.string(), diagnosticCode: z.string().optional() }))
          .default([]),
      })
      .optional(),
    complaint: z
      .object({
        complaintFeedbackType: z.string().optional(),
        complainedRecipients: z.array(z.object({ emailAddress: z.string() })).default([]),
      })
      .optional(),
  })
  .loose();
export type SesMailEvent = z.infer<typeof SesMailEventSchema>;

/** A bounce or complaint of one sent access-code e-mail, in the product's terms. */
export interface MailProblem {
  /** The session whose e-mail it was (the `sessionId` message tag). */
  sessionId: string;
  /** SES message id of that e-mail. */
  messageId: string;
  kind: 'bounced' | 'complained';
  /** A hard bounce: the address does not exist or refuses mail for good. */
  permanent: boolean;
  /** The recipient address SES reported. */
  address: string;
  /** Short, readable reason (`Permanent bounce (General): 550 5.1.1 user unknown`). */
  reason: string;
}

/** Longest reason kept: diagnostic codes can be long SMTP transcripts. */
const MAX_REASON_CHARS = 300;

/**
 * Reads a bounce or complaint out of an SES event. Other events (delivery, send) and mail that is not
 * a session's (no `sessionId` tag) give `undefined`.
 */
export function mailProblemOf(event: SesMailEvent): MailProblem | undefined {
  const type = event.eventType ?? event.notificationType;
  const sessionId = event.mail.tags?.sessionId?.[0];
  if (!sessionId) return undefined;
  if (type === 'Bounce' && event.bounce) {
    const recipient = event.bounce.bouncedRecipients[0];
    const permanent = event.bounce.bounceType === 'Permanent';
    const label = `${permanent ? 'Permanent' : 'Temporary'} bounce${
      event.bounce.bounceSubType ? ` (${event.bounce.bounceSubType})` : ''
    }`;
    const reason = recipient?.diagnosticCode ? `${label}: ${recipient.diagnosticCode}` : label;
    return {
      sessionId,
      messageId: event.mail.messageId,
      kind: 'bounced',
      permanent,
      address: recipient?.emailAddress ?? '',
      reason: reason.slice(0, MAX_REASON_CHARS),
    };
  }
  if (type === 'Complaint' && event.complaint) {
    const feedback = event.complaint.complaintFeedbackType;
    return {
      sessionId,
      messageId: event.mail.messageId,
      kind: 'complained',
      permanent: false,
      address: event.complaint.complainedRecipients[0]?.emailAddress ?? '',
      reason: `Marked as spam by the recipient${feedback ? ` (${feedback})` : ''}`,
    };
  }
  return undefined;
}

/** What {@link recordMailProblem} changed. */
export type MailProblemOutcome = 'recorded' | 'stale' | 'unknown-session';

/**
 * Marks the session's access-code e-mail `bounced` or `complained` with the reason, and after a hard
 * bounce marks the applicant's address as bounced so nothing more is mailed to it until a manager edits
 * it (decision record 0047). The session is changed only while its last e-mail is the one the event is
 * about (a condition on the message id), so a late event never overwrites a newer resend; the applicant
 * only while their address is still the one that bounced.
 */
export async function recordMailProblem(problem: MailProblem): Promise<MailProblemOutcome> {
  const { data: session } = await db.entities.session.get({ sessionId: problem.sessionId }).go();
  if (!session) return 'unknown-session';
  try {
    await db.entities.session
      .patch({ sessionId: problem.sessionId })
      .set({ emailStatus: problem.kind, emailProblem: problem.reason })
      .where((a, op) => op.eq(a.emailMessageId, problem.messageId))
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'stale';
    throw error;
  }
  if (problem.kind === 'bounced' && problem.permanent && problem.address) {
    const address = problem.address.toLowerCase();
    await db.entities.applicant
      .patch({ orgId: session.orgId, applicantId: session.applicantId })
      .set({ bouncedEmail: address, bounceReason: problem.reason })
      .where((a, op) => op.eq(a.email, address))
      .go()
      .catch((error: unknown) => {
        // The manager changed the address meanwhile, or the applicant was erased: nothing to mark.
        if (!isConditionalCheckFailed(error)) throw error;
        logger.info('Bounced address no longer the applicant’s', { sessionId: problem.sessionId });
      });
  }
  return 'recorded';
}
