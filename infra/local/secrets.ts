import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ORIGIN_SECRET } from './http-gateway';
import { SecretStore, type SecretsAnswer } from './secret-store';

/** The origin secret's ARN on `npm start` (`ORIGIN_SECRET_ARN`), served by {@link startSecretsStandIn}. */
export const LOCAL_ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:us-east-1:000000000000:secret:hiring-local-origin-secret-AbCdEf';

/** The secrets the local runners hold, by ARN: the origin secret only. */
export const LOCAL_SECRETS: Readonly<Record<string, string>> = {
  [LOCAL_ORIGIN_SECRET_ARN]: LOCAL_ORIGIN_SECRET,
};

export type { SecretsAnswer } from './secret-store';

/**
 * Answers one Secrets Manager call (AWS JSON 1.1, `X-Amz-Target: secretsmanager.<operation>`) from `store`,
 * as the service answers it ({@link SecretStore}: `GetSecretValue`, `CreateSecret`, `PutSecretValue`,
 * `DeleteSecret`; any other operation is refused).
 */
export function answerSecretsCall(target: string, body: Buffer, store: SecretStore): SecretsAnswer {
  return store.answer(target, body);
}

/**
 * The Secrets Manager stand-in of `npm start` (`SECRETS_ENDPOINT`): one {@link SecretStore} holding
 * {@link LOCAL_SECRETS} from the start, on a free port of 127.0.0.1. `npm run start:artifacts` answers
 * the same calls on each function's AWS endpoint, from one store for all functions, after checking the
 * call against the function's role.
 */
export async function startSecretsStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const store = new SecretStore(LOCAL_SECRETS);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const answer = answerSecretsCall(target, Buffer.concat(chunks), store);
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
