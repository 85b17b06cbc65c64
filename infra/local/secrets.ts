import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ORIGIN_SECRET } from './http-gateway';

/** The origin secret's ARN on `npm start` (`ORIGIN_SECRET_ARN`), served by {@link startSecretsStandIn}. */
export const LOCAL_ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:us-east-1:000000000000:secret:hiring-local-origin-secret-AbCdEf';

/** The secrets the local runners hold, by ARN: the origin secret only. */
export const LOCAL_SECRETS: Readonly<Record<string, string>> = {
  [LOCAL_ORIGIN_SECRET_ARN]: LOCAL_ORIGIN_SECRET,
};

/** An answer of the stand-in, as the AWS JSON protocol sends it. */
export interface SecretsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const error = (status: number, type: string, message: string): SecretsAnswer => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: type, message, Message: message }),
});

/**
 * Secrets Manager's `GetSecretValue` (AWS JSON 1.1, `X-Amz-Target: secretsmanager.GetSecretValue`) over
 * `secrets`: the secret's string and current version, by its full ARN or its name (the ARN's resource
 * part without the 6-character suffix), as the service answers it (AWS Secrets Manager API reference,
 * `GetSecretValue`). Any other operation or secret is refused as the service refuses it.
 */
export function answerSecretsCall(
  target: string,
  body: Buffer,
  secrets: Readonly<Record<string, string>>,
): SecretsAnswer {
  const operation = target.split('.')[1] ?? '';
  if (operation !== 'GetSecretValue')
    return error(400, 'InvalidRequestException', `${operation} is not served on this machine.`);
  let secretId = '';
  try {
    secretId = String((JSON.parse(body.toString('utf8') || '{}') as { SecretId?: unknown }).SecretId ?? '');
  } catch {
    return error(400, 'InvalidRequestException', 'The request body is not JSON.');
  }
  const arn = Object.keys(secrets).find(
    (a) =>
      a === secretId ||
      a
        .split(':')
        .slice(6)
        .join(':')
        .replace(/-[A-Za-z0-9]{6}$/, '') === secretId,
  );
  if (!arn)
    return error(400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
  return {
    status: 200,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    body: JSON.stringify({
      ARN: arn,
      Name: arn.split(':').slice(6).join(':'),
      SecretString: secrets[arn],
      VersionId: '00000000-0000-4000-8000-000000000001',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: 0,
    }),
  };
}

/**
 * The Secrets Manager stand-in of `npm start` (`SECRETS_ENDPOINT`): {@link answerSecretsCall} over
 * {@link LOCAL_SECRETS} on a free port of 127.0.0.1. `npm run start:artifacts` answers the same calls on
 * each function's AWS endpoint, after checking the call against the function's role.
 */
export async function startSecretsStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const answer = answerSecretsCall(target, Buffer.concat(chunks), LOCAL_SECRETS);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
