import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPools } from './cognito-mail';

/** Cognito's JSON-protocol targets this module answers or checks. */
export const GLOBAL_SIGN_OUT_TARGETS = {
  global: 'AWSCognitoIdentityProviderService.GlobalSignOut',
  admin: 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut',
} as const;

/** A call forwarded to cognito-local: its status and parsed JSON answer. */
export type Upstream = (amzTarget: string, input: object) => Promise<{ status: number; body: unknown }>;

/** An answer of the local stand-in, in Cognito's JSON protocol. */
export interface Answer {
  status: number;
  body: object;
}

const error = (type: string, message: string): Answer => ({ status: 400, body: { __type: type, message } });

/** An access token's claims this module reads: whose, its id, issued and expiry (seconds since the epoch). */
interface Claims {
  username?: string;
  jti?: string;
  iat?: number;
  exp?: number;
}

/** What is kept across restarts: each user's last sign-out (seconds) and the ids of access tokens revoked. */
interface Revocations {
  signedOutAt: Record<string, number>;
  /** Revoked access token id to its expiry (seconds): kept until then. */
  revoked: Record<string, number>;
}

/** The claims of an access token; its signature is checked by cognito-local when the call goes on. */
function claimsOf(token: string): Claims | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
  } catch {
    return undefined;
  }
}

/**
 * Global sign-out for cognito-local, which has neither `GlobalSignOut` nor `AdminUserGlobalSignOut`.
 *
 * What Cognito does ("GlobalSignOut" and "AdminUserGlobalSignOut", Amazon Cognito API Reference; "Revoking
 * tokens", Amazon Cognito Developer Guide): every refresh token of the user stops working (a refresh answers
 * `NotAuthorizedException`), and Cognito refuses the user's access tokens issued before the sign-out on
 * its own API calls (`GetUser`, `SetUserMFAPreference`, ...: `NotAuthorizedException`, "Access Token has
 * been revoked"). A JWT authorizer that checks the signature and expiry only (API Gateway HTTP API's) still
 * accepts those access tokens until they expire (15 minutes, `ACCESS_TOKEN_MINUTES`).
 *
 * Here the refresh tokens are revoked through cognito-local's own `RevokeToken` (its user records hold
 * them), so a refresh fails exactly as after Cognito's revocation. The access tokens are revoked by id:
 * the proxy reports every access token it hands out ({@link issued}), and a sign-out revokes the ones of
 * its user; a token it never saw (issued before a restart) is revoked when issued in an earlier second
 * than the sign-out. Both are kept in `global-sign-outs.json` next to cognito-local's data, and
 * {@link refusedAccessToken} refuses a revoked access token on every Cognito call that carries one.
 * @param dbDir - cognito-local's data folder (`.cognito/db`): its pool files hold each user's refresh tokens.
 * @param userPoolId - the pool the calls act on.
 * @param upstream - forwards one call to cognito-local.
 */
export function globalSignOuts(dbDir: string, userPoolId: string, upstream: Upstream) {
  const file = join(dbDir, '..', 'global-sign-outs.json');
  const load = (): Revocations => {
    try {
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Revocations;
    } catch {
      // unreadable: start afresh, as after a first start
    }
    return { signedOutAt: {}, revoked: {} };
  };
  const kept = load();
  /** Ids and expiry of the unexpired access tokens handed out, per user name. */
  const live = new Map<string, Map<string, number>>();
  const now = () => Math.floor(Date.now() / 1000);

  /** Revokes every refresh token the user holds and records the sign-out (seconds since the epoch). */
  const signOut = async (username: string): Promise<Answer> => {
    // The user name or an alias (the e-mail), as Cognito's admin calls accept.
    const wanted = username.toLowerCase();
    const user = readPools(dbDir)
      .flatMap((pool) => Object.values(pool.Users ?? {}))
      .find(
        (u) =>
          u.Username.toLowerCase() === wanted ||
          u.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase() === wanted,
      );
    if (!user) return error('UserNotFoundException', 'User does not exist.');
    const clients = await upstream('AWSCognitoIdentityProviderService.ListUserPoolClients', {
      UserPoolId: userPoolId,
      MaxResults: 60,
    });
    const clientId = (clients.body as { UserPoolClients?: { ClientId?: string }[] }).UserPoolClients?.[0]
      ?.ClientId;
    if (!clientId) return error('InternalErrorException', 'The user pool has no app client.');
    for (const token of user.RefreshTokens ?? []) {
      const revoked = await upstream('AWSCognitoIdentityProviderService.RevokeToken', {
        ClientId: clientId,
        Token: token,
      });
      // Revoked by another call meanwhile: gone either way.
      if (revoked.status !== 200 && (revoked.body as { __type?: string }).__type !== 'NotAuthorizedException')
        return { status: revoked.status, body: revoked.body as object };
    }
    kept.signedOutAt[user.Username] = now();
    for (const [jti, exp] of live.get(user.Username) ?? []) kept.revoked[jti] = exp;
    live.delete(user.Username);
    for (const [jti, exp] of Object.entries(kept.revoked)) if (exp < now()) delete kept.revoked[jti];
    writeFileSync(file, JSON.stringify(kept));
    return { status: 200, body: {} };
  };

  return {
    /**
     * Answers `AdminUserGlobalSignOut` (`{ UserPoolId, Username }`) or `GlobalSignOut` (`{ AccessToken }`,
     * whose user cognito-local's `GetUser` proves). Unknown users and refused tokens get Cognito's errors.
     */
    async answer(amzTarget: string, input: Record<string, unknown>): Promise<Answer> {
      if (amzTarget === GLOBAL_SIGN_OUT_TARGETS.admin) {
        if (typeof input.Username !== 'string' || input.UserPoolId !== userPoolId)
          return error('InvalidParameterException', 'UserPoolId and Username are required.');
        return signOut(input.Username);
      }
      if (typeof input.AccessToken !== 'string')
        return error('InvalidParameterException', 'AccessToken is required.');
      const refused = this.refusedAccessToken(input);
      if (refused) return refused;
      const user = await upstream('AWSCognitoIdentityProviderService.GetUser', {
        AccessToken: input.AccessToken,
      });
      if (user.status !== 200) return { status: user.status, body: user.body as object };
      return signOut((user.body as { Username: string }).Username);
    },

    /**
     * Cognito's refusal of an access token issued before its user's global sign-out, for a call that
     * carries one (`AccessToken`); `undefined` when the call may go on.
     */
    refusedAccessToken(input: Record<string, unknown>): Answer | undefined {
      if (typeof input.AccessToken !== 'string') return undefined;
      const claims = claimsOf(input.AccessToken);
      if (!claims?.username) return undefined;
      const at = kept.signedOutAt[claims.username];
      const earlier = at !== undefined && claims.iat !== undefined && claims.iat < at;
      if (!earlier && !(claims.jti && claims.jti in kept.revoked)) return undefined;
      return error('NotAuthorizedException', 'Access Token has been revoked');
    },

    /** Notes an access token the proxy hands out (sign-in, code step, refresh), so a sign-out can revoke it. */
    issued(accessToken: string): void {
      const claims = claimsOf(accessToken);
      if (!claims?.username || !claims.jti || claims.exp === undefined) return;
      const tokens = live.get(claims.username) ?? new Map<string, number>();
      for (const [jti, exp] of tokens) if (exp < now()) tokens.delete(jti);
      tokens.set(claims.jti, claims.exp);
      live.set(claims.username, tokens);
    },
  };
}
