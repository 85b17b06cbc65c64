import { inject } from 'vitest';

/** A mail caught by the local SES emulator (`GET /store`). */
export interface CaughtEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Every mail the SES emulator has caught so far. */
export async function allEmails(sesUrl = inject('stack').sesUrl): Promise<CaughtEmail[]> {
  const res = await fetch(`${sesUrl}/store`);
  return ((await res.json()) as { emails: CaughtEmail[] }).emails;
}

/** Waits (up to `timeoutMs`) for the newest mail to `to` that matches, as the applicant's inbox would show it. */
export async function waitForEmail(
  to: string,
  match: (e: CaughtEmail) => boolean = () => true,
  options: { sesUrl?: string; timeoutMs?: number } = {},
): Promise<CaughtEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const found = (await allEmails(options.sesUrl))
      .filter((e) => e.destination.to.includes(to) && match(e))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} arrived`);
}

/** The access code (`ABC-DEF-GHJ`) in an access-code e-mail. */
export function accessCodeIn(email: CaughtEmail): string {
  const m = /\b([2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3})\b/.exec(email.body.text ?? '');
  if (!m) throw new Error('No access code in the e-mail');
  return m[1]!;
}

/** The session link in an access-code e-mail. */
export function sessionLinkIn(email: CaughtEmail): string {
  const m = /(https?:\/\/\S+\/session\/[0-9A-Z]{26})/.exec(email.body.text ?? '');
  if (!m) throw new Error('No session link in the e-mail');
  return m[1]!;
}
