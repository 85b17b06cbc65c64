import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CodeDeliveryFailure,
  codeMailer,
  cognitoMailFromEnv,
  COGNITO_DEFAULT_SENDER,
} from '../../infra/local/cognito-mail';

const SENDER = 'no-reply@hiring.local';

/** A stand-in SES endpoint that keeps the body of every SendEmail it receives. */
async function sesStub() {
  const sent: { FromEmailAddress?: string; Destination?: { ToAddresses?: string[] } }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      sent.push(JSON.parse(body) as (typeof sent)[number]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: 'm-1' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, sent, stop: () => new Promise((r) => server.close(r)) };
}

describe("Cognito's own mail on this machine follows the pool's configuration", () => {
  it("sends from Cognito's own sender by default (cognitoEmail=cognito), with no SES sandbox", () => {
    expect(cognitoMailFromEnv(SENDER, {})).toEqual({ from: COGNITO_DEFAULT_SENDER });
    expect(cognitoMailFromEnv(SENDER, { COGNITO_EMAIL: 'cognito', SES_SANDBOX: '' })).toEqual({
      from: COGNITO_DEFAULT_SENDER,
    });
  });

  it('sends through SES as the product sender with cognitoEmail=ses, in the sandbox when SES_SANDBOX is set', () => {
    expect(cognitoMailFromEnv(SENDER, { COGNITO_EMAIL: 'ses' })).toEqual({ from: SENDER });
    expect(cognitoMailFromEnv(SENDER, { COGNITO_EMAIL: 'ses', SES_SANDBOX: 'ana@example.com' })).toEqual({
      from: SENDER,
      ses: { sandbox: true, verified: ['ana@example.com'] },
    });
    expect(() => cognitoMailFromEnv(SENDER, { COGNITO_EMAIL: 'smtp' })).toThrow(/COGNITO_EMAIL/);
  });

  it('in the SES sandbox delivers to a verified recipient only; the other gets Cognito’s delivery error', async () => {
    const ses = await sesStub();
    try {
      const send = codeMailer(
        ses.url,
        cognitoMailFromEnv(SENDER, { COGNITO_EMAIL: 'ses', SES_SANDBOX: 'ana@example.com' }),
      );
      await send({ destination: 'ana@example.com', code: '123456' });
      await expect(send({ destination: 'bob@example.com', code: '654321' })).rejects.toBeInstanceOf(
        CodeDeliveryFailure,
      );
      expect(ses.sent.map((m) => [m.FromEmailAddress, m.Destination?.ToAddresses])).toEqual([
        [SENDER, ['ana@example.com']],
      ]);
      // Cognito's own sender is not SES: the sandbox does not apply to it.
      await codeMailer(
        ses.url,
        cognitoMailFromEnv(SENDER, { SES_SANDBOX: 'ana@example.com' }),
      )({
        destination: 'bob@example.com',
        code: '111111',
      });
      expect(ses.sent.at(-1)?.FromEmailAddress).toBe(COGNITO_DEFAULT_SENDER);
    } finally {
      await ses.stop();
    }
  });
});
