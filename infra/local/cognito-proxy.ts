import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { codeMailer, readPools, type StoredUser } from './cognito-mail';

const RESEND_TARGET = 'AWSCognitoIdentityProviderService.ResendConfirmationCode';

/** A Cognito error as the JSON protocol answers it. */
const cognitoError = (type: string, message: string) => ({
  status: 400,
  body: { __type: type, message },
});

function findUser(dbDir: string, username: string): StoredUser | undefined {
  const wanted = username.toLowerCase();
  for (const pool of readPools(dbDir)) {
    for (const user of Object.values(pool.Users ?? {})) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase();
      if (user.Username.toLowerCase() === wanted || email === wanted) return user;
    }
  }
  return undefined;
}

/** `a***@example.com`, as Cognito masks a destination. */
const mask = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * cognito-local has no `ResendConfirmationCode`. This proxy sits in front of it (the handlers' Cognito
 * endpoint on this machine) and answers that one call itself as Cognito would: the code cognito-local
 * issued at sign-up, still stored on the unconfirmed user, is e-mailed again to the local inbox, just as
 * the runner delivers sign-up codes. Unknown users and confirmed users get Cognito's errors. Every other
 * call is passed through unchanged.
 * @param dbDir - cognito-local's data folder (`.cognito/db`).
 * @returns the proxy's URL and a function that stops it.
 */
export async function startCognitoProxy(options: {
  target: string;
  dbDir: string;
  sesEndpoint: string;
  from: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(options.target);
  const send = codeMailer(options.sesEndpoint, options.from);

  const resend = async (body: Buffer) => {
    let input: { Username?: unknown };
    try {
      input = JSON.parse(body.toString('utf8')) as { Username?: unknown };
    } catch {
      return cognitoError('InvalidParameterException', 'The request body is not JSON.');
    }
    if (typeof input.Username !== 'string') return cognitoError('InvalidParameterException', 'Username');
    const user = findUser(options.dbDir, input.Username);
    if (!user) return cognitoError('UserNotFoundException', 'Username/client id combination not found.');
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
    if (user.UserStatus === 'CONFIRMED' || !user.ConfirmationCode || !email)
      return cognitoError('InvalidParameterException', 'User is already confirmed.');
    await send({ destination: email, code: user.ConfirmationCode });
    return {
      status: 200,
      body: {
        CodeDeliveryDetails: { Destination: mask(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      },
    };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.headers['x-amz-target'] === RESEND_TARGET) {
        resend(body)
          .then(({ status, body: answer }) => {
            res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
            res.end(JSON.stringify(answer));
          })
          .catch((error: unknown) => {
            console.error('Local ResendConfirmationCode failed:', error);
            res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
            res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Local resend failed' }));
          });
        return;
      }
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'cognito-local is down' }));
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
