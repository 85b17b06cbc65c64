import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import { cognitoClient, ensureUser } from '../../infra/local/bootstrap';
import { NEW_ORGANIZATION_MS } from '../../shared/new-organization';

/** An HTTP answer: status, parsed JSON body (or undefined) and headers. */
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Options of {@link api}. */
export interface ApiOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  rawBody?: string;
  /**
   * Connect from this loopback address (`127.0.0.23`): the address the local API vouches for, as a
   * distinct client would have, for flood-limit tests.
   */
  from?: string;
}

/**
 * The loopback address this test file calls from unless a call names one: each file is one client, as
 * each person is in production, so the calls of one file never use up the per-address flood limits of
 * the next (shared/flood-limits.ts) when the whole suite runs within a minute.
 */
const FILE_ADDRESS = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Calls the test stack's API as the web app does. The path is sent as given (no dot-segment clean-up). */
export async function api<T = any>(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The runner's own endpoints take its secret (`x-local-secret`), as the runner printed it.
  if (path.startsWith('/local/')) headers['x-local-secret'] ??= inject('stack').localSecret;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json';
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const url = new URL(inject('stack').apiUrl);
  const answer = await new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        localAddress: options.from ?? FILE_ADDRESS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, String(v));
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: h });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return {
    status: answer.status,
    body: answer.text ? JSON.parse(answer.text) : undefined,
    headers: answer.headers,
  };
}

/** Signs in through `POST /api/account/login`; returns the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await api('POST', '/api/account/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** The seeded demo manager's access token. */
export function signInDemo(): Promise<string> {
  const { demoEmail, demoPassword } = inject('stack');
  return signIn(demoEmail, demoPassword);
}

/**
 * A new manager in an organization of their own (for tenancy tests); returns their access token.
 * Uses the emulator's admin calls and the data layer directly, as an operator would. The organization is
 * an established one (created two days ago by a verified owner) unless `fresh` asks for one made now, which
 * has the new-organization caps (docs/decisions/0078-caps-for-new-organizations.md).
 */
export async function newManagerInNewOrg(
  orgName = 'Other Company',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ token: string; email: string; orgId: string; userId: string }> {
  const { env } = inject('stack');
  const email = `manager-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Other-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Other Manager');
  const { createOrganization } = await import('../../functions/account/organizations');
  const orgId = await createOrganization({
    userId,
    email,
    name: 'Other Manager',
    orgName,
    ownerEmailVerified: true,
    ...(fresh ? {} : { createdAt: new Date(Date.now() - 2 * NEW_ORGANIZATION_MS).toISOString() }),
  });
  return { token: await signIn(email, password), email, orgId, userId };
}

export { cognitoClient };
