import type * as DnsModule from 'node:dns';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The doors of a webhook target (decision record 0136): names refused as text when an endpoint is
 * registered, and addresses refused when a delivery connects, whatever the name resolved to before.
 * The local allowance is `LOCAL_WEBHOOK_PORTS`, set here as the local runner sets it.
 */
const ALLOWED = { first: 47_100, last: 47_109 };
process.env.LOCAL_WEBHOOK_PORTS = `${ALLOWED.first}-${ALLOWED.last}`;
const { refusedHost, withoutCredentials, targetHost, isPublicAddress } =
  await import('../../functions/webhooks/target');
const { sendOut, REFUSED_ADDRESS } = await import('../../functions/webhooks/outbound');

const hostOf = (url: string) => new URL(url).hostname;
const post = (url: string) =>
  sendOut(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

/** A receiver on 127.0.0.1 counting the requests it gets. */
async function counting(port = 0): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

describe('door: webhook names that mean this machine or a private network, refused when registered', () => {
  it.each([
    'https://localhost./hooks',
    'https://localhost/hooks',
    'https://api.localhost/hooks',
    'https://127.0.0.1.nip.io/hooks',
    'https://10-0-0-1.sslip.io/hooks',
    'https://app-192-168-1-5.traefik.me/hooks',
    'https://169.254.169.254.nip.io/latest/meta-data',
    'https://metadata.google.internal/',
    'https://printer.local/',
    'https://intranet/',
    'https://127.0.0.1/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fe80::1]/',
    'https://224.0.0.1/',
  ])('%s', (url) => {
    expect(refusedHost(hostOf(url))).toBeDefined();
  });

  it('accepts a public name, including one that carries a public address', () => {
    expect(refusedHost(hostOf('https://ats.example.com/hooks'))).toBeUndefined();
    expect(refusedHost(hostOf('https://hooks.eu-1.example.org./x'))).toBeUndefined();
    expect(refusedHost(hostOf('https://8.8.8.8.nip.io/'))).toBeUndefined();
  });

  it('reads IPv4-mapped, link-local, multicast and reserved addresses as not public', () => {
    for (const a of [
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '169.254.169.254',
      '239.1.1.1',
      '240.0.0.1',
      '100.64.0.1',
      'fc00::1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
  });
});

describe('door: the audit and the endpoint list never show a target’s credentials', () => {
  it('keeps the host only in the audit, and no user or password in what members read', () => {
    expect(targetHost('https://user:s3cret@ats.example.com:8443/hooks?token=abc')).toBe(
      'ats.example.com:8443',
    );
    expect(targetHost('ats.example.com')).toBe('ats.example.com');
    expect(withoutCredentials('https://user:s3cret@ats.example.com/hooks')).toBe(
      'https://ats.example.com/hooks',
    );
  });
});

describe('door: a delivery connects only to the address it checked (DNS rebinding)', () => {
  const dns = createRequire(import.meta.url)('node:dns') as typeof DnsModule;
  const realLookup = dns.lookup;
  const servers: Server[] = [];
  afterEach(() => {
    dns.lookup = realLookup;
    syncBuiltinESMExports();
  });
  afterAll(() => servers.forEach((s) => s.close()));

  /** Makes every lookup of `name` answer `addresses`, as a rebinding DNS server would at connect time. */
  function resolveAs(name: string, addresses: string[]) {
    dns.lookup = ((host: string, options: unknown, callback: (...args: unknown[]) => void) => {
      if (host !== name) return (realLookup as (...a: unknown[]) => void)(host, options, callback);
      const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      const wantsAll = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
      if (wantsAll) callback(null, all);
      else callback(null, all[0]!.address, all[0]!.family);
    }) as typeof dns.lookup;
    syncBuiltinESMExports();
  }

  it('refuses a public-looking name that resolves to the loopback, and the receiver gets nothing', async () => {
    const target = await counting();
    servers.push(target.server);
    resolveAs('hooks.rebind.example.com', ['127.0.0.1']);
    const result = await post(`http://hooks.rebind.example.com:${target.port}/x`);
    expect(result).toEqual({ ok: false, error: REFUSED_ADDRESS });
    expect(target.hits()).toBe(0);
  });

  it('refuses a name when any of its addresses is private, link-local or IPv4-mapped', async () => {
    for (const addresses of [['93.184.216.34', '10.0.0.7'], ['169.254.169.254'], ['::ffff:127.0.0.1']]) {
      resolveAs('hooks.mixed.example.com', addresses);
      expect(await post('http://hooks.mixed.example.com:47199/x'), addresses.join()).toEqual({
        ok: false,
        error: REFUSED_ADDRESS,
      });
    }
  });

  it('refuses a loopback literal outside LOCAL_WEBHOOK_PORTS, and delivers on one of them', async () => {
    const outside = await counting();
    const inside = await counting(ALLOWED.first);
    servers.push(outside.server, inside.server);
    expect(await post(`http://127.0.0.1:${outside.port}/x`)).toEqual({ ok: false, error: REFUSED_ADDRESS });
    expect(outside.hits()).toBe(0);
    expect(await post(`http://127.0.0.1:${inside.port}/x`)).toEqual({ ok: true, status: 200 });
    expect(inside.hits()).toBe(1);
  });

  it('refuses a private address even on a port of LOCAL_WEBHOOK_PORTS: the allowance is the loopback only', async () => {
    resolveAs('hooks.private.example.com', ['192.168.1.5']);
    expect(await post(`http://hooks.private.example.com:${ALLOWED.first + 1}/x`)).toEqual({
      ok: false,
      error: REFUSED_ADDRESS,
    });
  });
});
