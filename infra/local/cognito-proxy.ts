import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBreachedPassword } from './breached-passwords';
import {
  CodeDeliveryFailure,
  codeMailer,
  readPools,
  type CognitoMail,
  type StoredUser,
} from './cognito-mail';
import { GLOBAL_SIGN_OUT_TARGETS, globalSignOuts } from './cognito-sign-out';

const RESEND_TARGET = 'AWSCognitoIdentityProviderService.ResendConfirmationCode';
const CONFIRM_TARGET = 'AWSCognitoIdentityProviderService.ConfirmSignUp';
/** Calls that set a password a user chose, and the field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  'AWSCognitoIdentityProviderService.SignUp': 'Password',
  'AWSCognitoIdentityProviderService.ConfirmForgotPassword': 'Password',
  'AWSCognitoIdentityProviderService.ChangePassword': 'ProposedPassword',
};

/** The password a call sets, when it sets one. */
function newPasswordOf(amzTarget: string | string[] | undefined, body: Buffer): string | undefined {
  const field = typeof amzTarget === 'string' ? NEW_PASSWORD_FIELDS[amzTarget] : undefined;
  if (!field) return undefined;
  try {
    const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A call's JSON body as an object; `{}` when it is not one (cognito-local answers that itself). */
function jsonOf(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Calls that hand out tokens: the access tokens in their answers are noted for global sign-out. */
const TOKEN_TARGETS = new Set(
  ['InitiateAuth', 'RespondToAuthChallenge', 'AdminInitiateAuth', 'AdminRespondToAuthChallenge'].map(
    (t) => `AWSCognitoIdentityProviderService.${t}`,
  ),
);
const DOWN = { status: 502, body: { __type: 'InternalErrorException', message: 'cognito-local is down' } };

const GET_USER_TARGET = 'AWSCognitoIdentityProviderService.AdminGetUser';
const MARK_VERIFIED_TARGET = 'AWSCognitoIdentityProviderService.AdminUpdateUserAttributes';

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
 * the runner delivers sign-up codes. Unknown users and confirmed users get Cognito's errors.
 *
 * cognito-local's `ConfirmSignUp` confirms the user but leaves `email_verified` unset, where Cognito marks
 * the auto-verified attribute the code was sent to as verified ("Verifying contact information at
 * sign-up", Amazon Cognito Developer Guide). The proxy adds that rule: after a successful confirmation it
 * sets `email_verified` to `true` on the user. And as Cognito's compromised-credentials check does (the
 * `compromisedCredentialsCheck` stack input), a sign-up, password reset or password change with a known
 * breached password is refused (`InvalidPasswordException`; `breached-passwords.ts`). Every other call is
 * passed through unchanged, except that `GlobalSignOut` and `AdminUserGlobalSignOut`, which cognito-local
 * lacks too, are answered as Cognito does (`cognito-sign-out.ts`), and access tokens issued before their
 * user's global sign-out are refused on every call that carries one.
 * @param dbDir - cognito-local's data folder (`.cognito/db`).
 * @param userPoolId - the pool whose users confirm through this proxy.
 * @returns the proxy's URL and a function that stops it.
 */
export async function startCognitoProxy(options: {
  target: string;
  dbDir: string;
  sesEndpoint: string;
  /** Who sends the pool's codes (`cognitoMailFromEnv`). */
  mail: CognitoMail;
  userPoolId: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(options.target);
  const send = codeMailer(options.sesEndpoint, options.mail);

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
    try {
      await send({ destination: email, code: user.ConfirmationCode });
    } catch (error) {
      if (error instanceof CodeDeliveryFailure) return cognitoError(error.name, error.message);
      throw error;
    }
    return {
      status: 200,
      body: {
        CodeDeliveryDetails: { Destination: mask(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      },
    };
  };

  /** Forwards one call to cognito-local and buffers its answer. */
  const forward = (
    req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
    body: Buffer,
    amzTarget = req.headers['x-amz-target'],
  ) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            'x-amz-target': amzTarget,
            'content-length': body.length,
            host: target.host,
          },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(parts),
            }),
          );
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const confirm = async (req: IncomingMessage, body: Buffer) => {
    const answer = await forward(req, body);
    if (answer.status !== 200) return answer;
    const { Username } = JSON.parse(body.toString('utf8')) as { Username: string };
    const call = (amzTarget: string, input: object) =>
      forward(
        req,
        Buffer.from(JSON.stringify({ UserPoolId: options.userPoolId, Username, ...input })),
        amzTarget,
      );
    const user = await call(GET_USER_TARGET, {});
    const email = (
      JSON.parse(user.body.toString('utf8')) as { UserAttributes?: { Name: string; Value?: string }[] }
    ).UserAttributes?.find((a) => a.Name === 'email')?.Value;
    // cognito-local takes `email_verified` only together with the address it verifies.
    const marked = await call(MARK_VERIFIED_TARGET, {
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    if (marked.status !== 200)
      throw new Error(`Marking ${Username} verified failed: ${marked.body.toString()}`);
    return answer;
  };

  const signOuts = globalSignOuts(options.dbDir, options.userPoolId, async (amzTarget, input) => {
    const answer = await forward(
      { method: 'POST', url: '/', headers: { 'content-type': 'application/x-amz-json-1.1' } },
      Buffer.from(JSON.stringify(input)),
      amzTarget,
    );
    return { status: answer.status, body: JSON.parse(answer.body.toString('utf8') || '{}') as unknown };
  });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const amzTarget = req.headers['x-amz-target'];
      const reply = ({ status, body: answer }: { status: number; body: object }) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(answer));
      };
      const input = jsonOf(body);
      const revoked = signOuts.refusedAccessToken(input);
      if (revoked) return reply(revoked);
      if (amzTarget === GLOBAL_SIGN_OUT_TARGETS.global || amzTarget === GLOBAL_SIGN_OUT_TARGETS.admin) {
        signOuts
          .answer(amzTarget, input)
          .then(reply)
          .catch((error: unknown) => {
            console.error('Local global sign-out failed:', error);
            reply({
              status: 500,
              body: { __type: 'InternalErrorException', message: 'Local sign-out failed' },
            });
          });
        return;
      }
      const newPassword = newPasswordOf(req.headers['x-amz-target'], body);
      if (newPassword !== undefined && isBreachedPassword(newPassword)) {
        const refused = cognitoError(
          'InvalidPasswordException',
          'This password appears in lists of breached passwords. Choose another one.',
        );
        res.writeHead(refused.status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(refused.body));
        return;
      }
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
      if (req.headers['x-amz-target'] === CONFIRM_TARGET) {
        confirm(req, body)
          .then((answer) => {
            res.writeHead(answer.status, answer.headers);
            res.end(answer.body);
          })
          .catch((error: unknown) => {
            console.error('Local ConfirmSignUp failed:', error);
            res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
            res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Local confirm failed' }));
          });
        return;
      }
      if (typeof amzTarget === 'string' && TOKEN_TARGETS.has(amzTarget)) {
        forward(req, body)
          .then((answer) => {
            if (answer.status === 200) {
              const result = jsonOf(answer.body).AuthenticationResult as
                { AccessToken?: unknown } | undefined;
              if (typeof result?.AccessToken === 'string') signOuts.issued(result.AccessToken);
            }
            res.writeHead(answer.status, answer.headers);
            res.end(answer.body);
          })
          .catch(() => reply(DOWN));
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
