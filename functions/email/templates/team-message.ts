import type { ContactMessage, EarlyAccessRequest } from '../../../shared/schemas/contact';
import { html, type EmailMessage, type SafeHtml } from '../ses';

type Row = [label: string, value: string | undefined];

const shown = (value: string | undefined) => (value ? value : '—');

function textBody(intro: string, rows: Row[], id: string): string {
  const lines = rows.map(([label, value]) => `${label}: ${shown(value)}`);
  return [intro, '', ...lines, '', `Reference: ${id}`].join('\n');
}

function htmlBody(intro: string, rows: Row[], id: string): SafeHtml {
  const cells = rows.map(
    ([label, value]) =>
      html`<tr>
        <th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th>
        <td style="padding:4px 0;white-space:pre-wrap">${shown(value)}</td>
      </tr>`,
  );
  return html`<!doctype html>
    <html>
      <body style="font-family:sans-serif">
        <p>${intro}</p>
        <table>
          ${cells}
        </table>
        <p style="color:#666">Reference: ${id}</p>
      </body>
    </html>`;
}

/**
 * The e-mail the team receives for a contact message: every field in text and HTML (all visitor text
 * escaped), Reply-To set to the visitor so the team answers with one click.
 * @param to - the team's address (`config().TEAM_EMAIL`).
 * @param id - the stored message's id, quoted so the team can find the item.
 */
export function contactMessageEmail(message: ContactMessage, id: string, to: string): EmailMessage {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  const intro = 'A visitor sent a message through the contact form.';
  const rows: Row[] = [
    ['Name', name],
    ['E-mail', message.email],
    ['Phone', message.phone],
    ['Message', message.message],
  ];
  return {
    to,
    replyTo: message.email,
    subject: `Contact message from ${name}`,
    text: textBody(intro, rows, id),
    html: htmlBody(intro, rows, id).value,
  };
}

/**
 * The e-mail the team receives for an early-access request, built like {@link contactMessageEmail}.
 * @param to - the team's address (`config().TEAM_EMAIL`).
 * @param id - the stored request's id.
 */
export function earlyAccessEmail(request: EarlyAccessRequest, id: string, to: string): EmailMessage {
  const intro = 'A visitor requested early access.';
  const rows: Row[] = [
    ['Name', request.name],
    ['E-mail', request.email],
    ['Company', request.company],
    ['Job title', request.jobTitle],
    ['Industry', request.industry],
    ['Heard about us', request.referral],
    ['Message', request.message],
  ];
  const company = request.company ? ` (${request.company})` : '';
  return {
    to,
    replyTo: request.email,
    subject: `Early access request from ${request.name}${company}`,
    text: textBody(intro, rows, id),
    html: htmlBody(intro, rows, id).value,
  };
}
