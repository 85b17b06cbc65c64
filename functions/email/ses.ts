import { config, requireSettings } from '../config';
import { assertRouteMayMail } from '../http/route-mail';
import { UpstreamFailed } from '../errors/errors';
import { logger } from '../observability/logger';

// Read at load: a function without the `email` capability's variables fails at start.
requireSettings('EMAIL_FROM', 'TEAM_EMAIL', 'APP_ORIGIN', 'EMAIL_CONFIGURATION_SET');

/** One e-mail: a plain-text and an HTML body of the same content. */
export interface EmailMessage {
  /** Recipient addresses (one string or several). */
  to: string | string[];
  /** Subject line; line breaks are replaced by spaces so user text cannot add mail headers. */
  subject: string;
  text: string;
  /** Trusted HTML: build it with {@link html} so every interpolated value is escaped. */
  html: string;
  /** Where replies go, e.g. the visitor who wrote a contact message. */
  replyTo?: string | string[];
  /**
   * SES message tags (name → value; letters, digits, `_` and `-`), returned in the configuration set's
   * bounce and complaint events (e.g. `sessionId`).
   */
  tags?: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values (`<script>` → `&lt;script&gt;`). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Marks markup already escaped (or written by us) so {@link html} inserts it as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template for e-mail HTML: the literal parts are ours, every `${value}` is escaped unless it is
 * {@link SafeHtml} (a nested `html` result); arrays are joined. Returns a {@link SafeHtml}.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const part = (v: unknown): string =>
    v instanceof SafeHtml ? v.value : Array.isArray(v) ? v.map(part).join('') : escapeHtml(v);
  return new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), ''),
  );
}

const asList = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/**
 * Sends one e-mail through SES v2 (`SendEmail`, simple content with Text and Html bodies) from
 * `config().EMAIL_FROM`, in the configuration set `config().EMAIL_CONFIGURATION_SET`. Locally the endpoint is aws-ses-v2-local (`config().SES_ENDPOINT`).
 * @returns SES's message id.
 * @throws UpstreamFailed (502) when SES refuses or cannot be reached; the cause is logged, not returned.
 * @throws Error from a manager route the route table does not mark `sendsMail` (`assertRouteMayMail`): it is
 *   not counted against the daily mail caps, so nothing is sent.
 */
export async function sendEmail(message: EmailMessage): Promise<{ messageId: string }> {
  assertRouteMayMail();
  const charset = 'UTF-8';
  try {
    const { sesClient, SendEmailCommand } = await import('./ses-client');
    const result = await sesClient.send(
      new SendEmailCommand({
        FromEmailAddress: config().EMAIL_FROM,
        // Every send goes through the configuration set: its bounce and complaint events are recorded.
        ConfigurationSetName: config().EMAIL_CONFIGURATION_SET,
        EmailTags: message.tags
          ? Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value }))
          : undefined,
        Destination: { ToAddresses: asList(message.to) },
        ReplyToAddresses: message.replyTo ? asList(message.replyTo) : undefined,
        Content: {
          Simple: {
            Subject: { Data: message.subject.replace(/[\r\n]+/g, ' ').trim(), Charset: charset },
            Body: {
              Text: { Data: message.text, Charset: charset },
              Html: { Data: message.html, Charset: charset },
            },
          },
        },
      }),
    );
    return { messageId: result.MessageId ?? '' };
  } catch (error) {
    logger.error('SES SendEmail failed', error as Error);
    throw new UpstreamFailed('We could not send the e-mail. Please try again later.');
  }
}
