import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBreachedPassword } from './breached-passwords';
import { codeMailer, type CognitoMail } from './cognito-mail';
import { cognitoError, confirmationCodeResender } from './cognito-resend';
import { GLOBAL_SIGN_OUT_TARGETS, globalSignOuts } from './cognito-sign-out';
import { tokenScopes } from './cognito-tokens';

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

/** An answer to one call: a JSON object, or cognito-local's own bytes and headers. */
type Answer =
  { status: number; body: object } | { status: number; headers: IncomingHttpHeaders; body: Buffer };

function reply(res: ServerResponse, answer: Answer): void {
  if (Buffer.isBuffer(answer.body) && 'headers' in answer) {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(answer.body));
}

const GET_USER_TARGET = 'AWSCognitoIdentityProviderService.AdminGetUser';
const MARK_VERIFIED_TARGET = 'AWSCognitoIdentityProviderService.AdminUpdateUserAttributes';

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
 * user's global sign-out are refused on every call that carries one. Access tokens get the scopes the
 * pool's pre-token-generation trigger leaves them, and calls needing the self-service scope are refused
 * without it (`cognito-tokens.ts`, decision record 0139).
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
  const resend = confirmationCodeResender(options.dbDir, codeMailer(options.sesEndpoint, options.mail));

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

  const scopes = tokenScopes(async (clientId) => {
    const answer = await forward(
      { method: 'POST', url: '/', headers: { 'content-type': 'application/x-amz-json-1.1' } },
      Buffer.from(JSON.stringify({ UserPoolId: options.userPoolId, ClientId: clientId })),
      'AWSCognitoIdentityProviderService.DescribeUserPoolClient',
    );
    const client = jsonOf(answer.body).UserPoolClient as { ClientName?: string } | undefined;
    return client?.ClientName;
  });

  /**
   * The answer to a call the proxy handles itself (or whose answer it reads); `undefined` for a call passed
   * through to cognito-local unchanged.
   */
  const handle = async (req: IncomingMessage, body: Buffer): Promise<Answer | undefined> => {
    const amzTarget = req.headers['x-amz-target'];
    const input = jsonOf(body);
    const revoked = signOuts.refusedAccessToken(input);
    if (revoked) return revoked;
    const unscoped = scopes.refused(amzTarget, input);
    if (unscoped) return unscoped;
    if (amzTarget === GLOBAL_SIGN_OUT_TARGETS.global || amzTarget === GLOBAL_SIGN_OUT_TARGETS.admin)
      return signOuts.answer(amzTarget, input);
    const newPassword = newPasswordOf(amzTarget, body);
    if (newPassword !== undefined && isBreachedPassword(newPassword))
      return cognitoError(
        'InvalidPasswordException',
        'This password appears in lists of breached passwords. Choose another one.',
      );
    if (amzTarget === RESEND_TARGET) return resend(body);
    if (amzTarget === CONFIRM_TARGET) return confirm(req, body);
    if (typeof amzTarget !== 'string' || !TOKEN_TARGETS.has(amzTarget)) return undefined;
    const answer = await forward(req, body).catch(() => DOWN);
    if (answer.status !== 200 || !Buffer.isBuffer(answer.body)) return answer;
    const issued = await scopes.issued(jsonOf(answer.body));
    const result = issued.AuthenticationResult as { AccessToken?: unknown } | undefined;
    if (typeof result?.AccessToken === 'string') signOuts.issued(result.AccessToken);
    return { status: 200, body: issued };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      handle(req, body)
        .then((answer) => (answer ? reply(res, answer) : passThrough(req, res, body)))
        .catch((error: unknown) => {
          console.error(`Local ${String(req.headers['x-amz-target'])} failed:`, error);
          reply(res, {
            status: 500,
            body: { __type: 'InternalErrorException', message: 'Local call failed' },
          });
        });
    });
  });

  /** Streams a call to cognito-local and its answer back unchanged. */
  const passThrough = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
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
      res.end(JSON.stringify(DOWN.body));
    });
    upstream.end(body);
  };
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
