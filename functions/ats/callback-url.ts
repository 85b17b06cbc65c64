import { config } from '../config';
import { ValidationFailed } from '../errors/errors';
import { refusedHost } from '../webhooks/target';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The setting read when the module loads, so a function without it stops at once. */
const allowed = config().WEBHOOK_URLS;

/**
 * Refuses a callback URL a tracking system hands us (Greenhouse's `url` of `send_test`) that the
 * deployment would not call: the same rule as webhook endpoints (HTTPS, a public host name; loopback too
 * with `WEBHOOK_URLS=https-or-loopback` on this machine). The address it resolves to is checked again
 * when the callback is sent (`sendOut`, decision record 0136).
 * @throws ValidationFailed (400, `url`).
 */
export function checkCallbackUrl(raw: string): string {
  const url = new URL(raw);
  if (allowed === 'https-or-loopback' && LOOPBACK_HOSTS.has(url.hostname)) return url.toString();
  if (url.protocol !== 'https:') throw new ValidationFailed({ url: ['The callback URL must use https://'] });
  const refused = refusedHost(url.hostname);
  if (refused) throw new ValidationFailed({ url: [refused] });
  return url.toString();
}
