import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedArtifacts } from '../../infra/artifacts/serve';
import { ARTIFACT_STACK } from '../../infra/artifacts/synth';
import { readTemplate } from '../../infra/artifacts/template';
import { allEmails, waitForEmail } from '../support/inbox';
import { TEST_CDK_OUT } from '../support/stack';
import { serveOnTestStack } from './serve-on-test-stack';

/**
 * A new AWS account is in the SES sandbox: SES delivers only to verified recipients and authorizes each
 * send on the recipient's identity as well as the sender's (SES developer guide, "Request production
 * access"). The synthesized stack's send grant must allow that, and the local run must refuse what SES
 * refuses: the team's contact mail reaches a verified team address, and nothing reaches an unverified one.
 */
let dataDir: string;
let verifiedUrl: string;
let unverifiedUrl: string;
const served: ServedArtifacts[] = [];
let team: string;

const post = (url: string, path: string, body: unknown) =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hiring-sandbox-'));
  const template = readTemplate(TEST_CDK_OUT, ARTIFACT_STACK);
  team = Object.values(template.Resources)
    .map((r) => (r.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables)
    .map((vars) => vars?.TEAM_EMAIL)
    .find((v): v is string => typeof v === 'string')!;
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  served.push(
    await serveOnTestStack(template, 3354 + o, dataDir, { ses: { sandbox: true, verified: [team] } }),
  );
  served.push(await serveOnTestStack(template, 3355 + o, dataDir, { ses: { sandbox: true, verified: [] } }));
  verifiedUrl = `http://127.0.0.1:${3354 + o}`;
  unverifiedUrl = `http://127.0.0.1:${3355 + o}`;
});

afterAll(async () => {
  for (const s of served) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an account in the SES sandbox', () => {
  it('delivers the contact mail to a verified team address, with no IAM denial', async () => {
    const marker = `Sandbox-${Date.now()}`;
    const sent = await post(verifiedUrl, '/api/contact', {
      firstName: marker,
      email: 'visitor@example.com',
      message: 'Does the sandbox deliver this?',
    });
    expect(sent.status).toBe(201);
    const mail = await waitForEmail(team, (e) => `${e.subject} ${e.body.text ?? ''}`.includes(marker));
    expect(mail.destination.to).toEqual([team]);
    expect(served[0]!.denials).toEqual([]);
  });

  it('delivers nothing to an address that is not verified, and the request still succeeds', async () => {
    const marker = `Unverified-${Date.now()}`;
    const sent = await post(unverifiedUrl, '/api/contact/EarlyAccess', {
      name: marker,
      email: 'visitor@example.com',
    });
    expect(sent.status).toBe(201);
    // The send was answered (MessageRejected) before the request returned: nothing is on its way.
    const mails = await allEmails();
    expect(mails.filter((e) => `${e.subject} ${e.body.text ?? ''}`.includes(marker))).toEqual([]);
    expect(served[1]!.denials).toEqual([]);
  });
});
