import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (docs/decisions/0136-webhook-targets-checked-at-connect.md). Two checks:
 * this module's, on the URL's text when an endpoint is registered (a name that can only mean this
 * machine or a private network is refused at once), and the connection's, at send time
 * (`request-filtering-agent`, in `send.ts`): every address the name resolves to is checked and the socket
 * connects to the checked address, so a name that resolves elsewhere later (DNS rebinding) gains nothing.
 */

/**
 * Names that never reach the public internet (RFC 6761 `localhost`, `invalid`, `test`, `example`;
 * RFC 6762 `local`; RFC 8375 `home.arpa`; ICANN's reserved `internal`; `lan`, `intranet`, `corp`, `private`
 * of common private use): the name itself or any name under it.
 */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'invalid',
  'test',
  'home.arpa',
  'lan',
  'intranet',
  'corp',
  'private',
];

/**
 * Wildcard-DNS names that carry an IPv4 address in their labels (`127.0.0.1.nip.io`, `10-0-0-1.sslip.io`,
 * `app-192-168-1-5.traefik.me`): four numbers split by dots or dashes.
 */
const EMBEDDED_IPV4 = /(?:^|[.-])(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?=[.-]|$)/g;

/** Whether an address (IPv4 or IPv6, IPv4-mapped IPv6 included) is a public unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Why the host of a webhook URL is refused before any lookup, or undefined when it may be tried: an IP
 * literal (any spelling the URL parser reads as one), a name under {@link PRIVATE_SUFFIXES} (with or
 * without the trailing dot of a fully qualified name), a single-label name, or a name carrying a
 * non-public IPv4 address in its labels. A name that only resolves to a private address passes here and
 * is refused at send time.
 * @param hostname - `URL.hostname` (lower case; IPv6 in brackets).
 */
export function refusedHost(hostname: string): string | undefined {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (ipaddr.isValid(host)) return 'Use a host name, not an IP address';
  if (!host.includes('.') || PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`)))
    return 'Use a public host name: this one names this machine or a private network';
  for (const m of host.matchAll(EMBEDDED_IPV4)) {
    const address = m.slice(1, 5).join('.');
    if (ipaddr.IPv4.isValidFourPartDecimal(address) && !isPublicAddress(address))
      return 'Use a public host name: this one carries a private address';
  }
  return undefined;
}

/**
 * Loopback ports a local receiver may be reached on: `LOCAL_WEBHOOK_PORTS` as `first-last`, set only by
 * the local runners (`infra/local/webhook-ports.ts`), never by the stack. Undefined: no loopback at all.
 * @throws Error when the setting is present but not a range of ports.
 */
export function loopbackPorts(raw: string | undefined): { first: number; last: number } | undefined {
  if (raw === undefined || raw === '') return undefined;
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(raw);
  const first = Number(m?.[1]);
  const last = Number(m?.[2]);
  if (!m || first < 1 || last > 65_535 || first > last)
    throw new Error(
      `Invalid environment variable LOCAL_WEBHOOK_PORTS=${JSON.stringify(raw)}: first-last ports.`,
    );
  return { first, last };
}

/** The port a URL connects to (its own, or its scheme's default). */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/**
 * The URL as members and logs may see it: no user name or password (`https://host/path`, query kept).
 */
export function withoutCredentials(raw: string): string {
  try {
    const url = new URL(raw);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return '';
  }
}

/**
 * What the audit log shows of a webhook target: its host (and port), never the path, query or
 * credentials; a value that is not a URL (already a host) is kept as it is.
 */
export function targetHost(detail: string): string {
  if (!detail.includes('://')) return detail;
  try {
    return new URL(detail).host;
  } catch {
    return '';
  }
}
