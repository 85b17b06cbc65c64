import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { cognitoClient, ensureUser } from '../../infra/local/bootstrap';

/** An HTTP answer: status, parsed JSON body (or undefined) and headers. */
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the test stack's API as the web app does. */
export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json';
  const response = await fetch(inject('stack').apiUrl + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
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
 * A new manager in a new organization of their own (for tenancy tests); returns their access token.
 * Uses the emulator's admin calls and the data layer directly, as an operator would.
 */
export async function newManagerInNewOrg(
  orgName = 'Other Company',
): Promise<{ token: string; email: string; orgId: string }> {
  const { env } = inject('stack');
  const email = `manager-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Other-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Other Manager');
  const { createOrganization } = await import('../../functions/account/organizations');
  const orgId = await createOrganization({ userId, email, name: 'Other Manager', orgName });
  return { token: await signIn(email, password), email, orgId };
}

export { cognitoClient };
