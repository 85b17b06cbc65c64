/**
 * Seeds the bench's 10,000 applicants ({@link seedSearchApplicants}, the oldest one first) into the demo
 * manager's organization of a running `npm start`, to try search at size by hand:
 *
 *   npx tsx bench/seed-search.ts [--count 10000] [--without-index]
 *
 * `API_PORT` and `DYNAMODB_PORT` as `npm start` was given them (defaults 3001 and 8000); `DEMO_EMAIL` and
 * `DEMO_PASSWORD` likewise. `--without-index` writes the applicants only, as items written before the
 * search index: `npm run search:backfill` then indexes them (README, "Search").
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    'without-index': { type: 'boolean', default: false },
  },
});
/** `npm start`'s demo manager when `DEMO_EMAIL` / `DEMO_PASSWORD` are not set (infra/local/start.ts). */
const DEFAULT_DEMO = { email: 'demo@hiring.local', password: 'Demo-Passw0rd!' };
const env = process.env;
env.LOG_LEVEL ??= 'ERROR';
env.POWERTOOLS_TRACE_ENABLED ??= 'false';
env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The local stack's table and credentials (infra/local/stack.ts): DynamoDB Local checks no signature.
env.TABLE_NAME ??= 'hiring';
env.AWS_REGION ??= 'us-east-1';
env.AWS_ACCESS_KEY_ID ??= 'local';
env.AWS_SECRET_ACCESS_KEY ??= 'local';
env.DYNAMODB_ENDPOINT ??= `http://127.0.0.1:${env.DYNAMODB_PORT ?? 8000}`;

const apiUrl = `http://127.0.0.1:${env.API_PORT ?? 3001}`;
const signIn = await fetch(`${apiUrl}/api/account/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: env.DEMO_EMAIL ?? DEFAULT_DEMO.email,
    password: env.DEMO_PASSWORD ?? DEFAULT_DEMO.password,
  }),
});
if (!signIn.ok) throw new Error(`Sign-in to ${apiUrl} failed: ${signIn.status} ${await signIn.text()}`);
const { accessToken } = (await signIn.json()) as { accessToken: string };
const me = await fetch(`${apiUrl}/api/account/me`, { headers: { authorization: `Bearer ${accessToken}` } });
const { orgId } = (await me.json()) as { orgId: string };

const { seedSearchApplicants } = await import('./search');
await seedSearchApplicants(orgId, Number(values.count), { index: !values['without-index'] });
console.log(`  organization ${orgId}`);
