import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { testReceiverPorts } from './webhook-ports';

/** Receivers of the test file that imports this module, closed after it. */
const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/**
 * A local webhook receiver on a free port of {@link testReceiverPorts} (the only loopback ports the test
 * stacks deliver to), with no request listener yet: register the endpoint with `url`, then add
 * `webhookListener(secret, …)` as the server's `request` listener. `base` is the receiver's own path
 * (`url` is under it): requests outside it are strays of earlier files, sent to a port since reused.
 */
export async function receiver() {
  const { first, last } = testReceiverPorts();
  for (let port = first; port <= last; port++) {
    const server = createServer();
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!listening) continue;
    servers.push(server);
    // A path of its own: deliveries an earlier file's endpoint still retries may reach this port; they
    // get 404 here and never reach the test's listeners.
    const path = `/r-${randomUUID().slice(0, 8)}`;
    const emit = server.emit.bind(server);
    server.emit = ((event: string, ...args: unknown[]) => {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (event === 'request' && !req.url?.startsWith(`${path}/`)) return (res.writeHead(404).end(), true);
      return emit(event, ...args);
    }) as typeof server.emit;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    return { server, base, url: `${base}/hiring-events` };
  }
  throw new Error(`No free port for a webhook receiver in ${first}-${last}`);
}

/** Polls `read` every 100 ms until it returns a value; throws naming `what` after `ms`. */
export async function until<T>(what: string, read: () => T | undefined, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Applicant fields for `POST /api/applicants`, with a unique e-mail address. */
export const person = (name: string) => ({
  firstName: name,
  lastName: 'Example',
  jobTitle: 'Backend Developer',
  email: `${name.toLowerCase()}-${Date.now()}@example.com`,
});
