import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServedArtifacts } from '../../infra/artifacts/serve';
import { ARTIFACT_STACK } from '../../infra/artifacts/synth';
import { readTemplate, type CfnTemplate } from '../../infra/artifacts/template';
import { TEST_CDK_OUT } from '../support/stack';
import { serveOnTestStack } from './serve-on-test-stack';

/**
 * The synthesized stack's bundles, served with their template's IAM policies:
 * - the contact function stores a message under its write-only, key-prefixed table grant;
 * - requests that do not carry the origin secret the functions expect (a caller going to the
 *   `execute-api` host instead of CloudFront) are refused with 403 on every route, public ones included.
 */
let dataDir: string;
const served: ServedArtifacts[] = [];

async function serve(template: CfnTemplate, port: number): Promise<string> {
  served.push(await serveOnTestStack(template, port, dataDir));
  return `http://127.0.0.1:${port}`;
}

/**
 * The template with the origin secret holding another value than the one the gateway sends: the functions
 * read it from Secrets Manager (its stand-in) at run time, as in the cloud.
 */
function otherSecret(template: CfnTemplate): CfnTemplate {
  const copy = JSON.parse(JSON.stringify(template)) as CfnTemplate;
  for (const r of Object.values(copy.Resources)) {
    if (r.Type === 'AWS::SecretsManager::Secret')
      r.Properties!.SecretString = 'the-secret-cloudfront-would-send';
  }
  return copy;
}

const post = (url: string, path: string, body: unknown) =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

let realUrl: string;
let bypassUrl: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hiring-origin-'));
  const template = readTemplate(TEST_CDK_OUT, ARTIFACT_STACK);
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  realUrl = await serve(template, 3352 + o);
  bypassUrl = await serve(otherSecret(template), 3353 + o);
});

afterAll(async () => {
  for (const s of served) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the synthesized stack', () => {
  it('lets the contact function store a message under its key-prefixed write grant', async () => {
    const sent = await post(realUrl, '/api/contact', {
      firstName: 'Prefix',
      email: 'prefix@example.com',
      message: 'Stored under $hiring#month_',
    });
    expect(sent.status).toBe(201);
    expect(served[0]!.denials).toEqual([]);
  });

  it('refuses requests without the origin secret with 403, public routes included', async () => {
    const contact = await post(bypassUrl, '/api/contact', {
      firstName: 'Direct',
      email: 'direct@example.com',
      message: 'I went around CloudFront',
    });
    expect(contact.status).toBe(403);
    expect(contact.body.error).toBe('Forbidden');
    const { demoEmail, demoPassword } = inject('stack');
    const login = await post(bypassUrl, '/api/account/login', { email: demoEmail, password: demoPassword });
    expect(login.status).toBe(403);
    expect(served[1]!.denials).toEqual([]);
  });
});
