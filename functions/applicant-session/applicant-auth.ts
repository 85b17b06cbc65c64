import {
  afterFailedAttempt,
  isWellFormedAccessCode,
  lockoutRemaining,
  MAX_FAILED_ATTEMPTS,
} from '../../shared/access-code';
import type { SessionAuthResponse } from '../../shared/schemas/session';
import { nowIso } from '../data/attributes';
import { db } from '../data/service';
import { ApiError, Conflict, NotFound, TooManyRequests, Unauthorized } from '../http/errors';
import type { HttpEvent } from '../http/resource';
import {
  accessCodeMatches,
  APPLICANT_TOKEN_TTL_SECONDS,
  hashApplicantToken,
  newApplicantToken,
} from '../sessions/secrets';
import type { SessionItem } from '../sessions/session-view';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The session behind a public link.
 * @throws NotFound when there is no such session.
 */
export async function getPublicSession(sessionId: string): Promise<SessionItem> {
  const { data } = await db.entities.session.get({ sessionId }).go();
  if (!data) throw new NotFound('interview session');
  return data;
}

/**
 * Trades a session's access code for an applicant token scoped to that session. The server is the only
 * place the code is compared (spec section 5 compared it in the browser). At most 10 failed tries per
 * session per 15 minutes (ASVS 2.2.1), then 429 with Retry-After.
 * @throws TooManyRequests while locked out; ApiError `InvalidAccessCode` (401) for a wrong code;
 * Conflict once the interview is submitted; NotFound for an unknown session.
 */
export async function authenticate(sessionId: string, code: string): Promise<SessionAuthResponse> {
  const session = await getPublicSession(sessionId);
  const now = nowSeconds();
  const attempts = { failedAttempts: session.failedAttempts, windowStart: session.attemptWindowStart };
  const wait = lockoutRemaining(attempts, now);
  if (wait > 0) {
    throw new TooManyRequests(
      `Too many wrong codes. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`,
      wait,
    );
  }
  if (session.status !== 'open') throw new Conflict('This interview has already been submitted.');
  const ok =
    isWellFormedAccessCode(code) &&
    (await accessCodeMatches(code, session.accessCodeHash, session.accessCodeSalt));
  if (!ok) {
    const next = afterFailedAttempt(attempts, now);
    await db.entities.session
      .patch({ sessionId })
      .set({ failedAttempts: next.failedAttempts, attemptWindowStart: next.windowStart })
      .go();
    const left = MAX_FAILED_ATTEMPTS - next.failedAttempts;
    throw new ApiError(
      'InvalidAccessCode',
      left > 0
        ? `That access code is not right. Check the e-mail and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`
        : 'That access code is not right, and that was the last try for now. Wait 15 minutes and try again.',
      { code: ['The access code is not right'] },
    );
  }
  const { token, hash } = newApplicantToken();
  const expiresAt = now + APPLICANT_TOKEN_TTL_SECONDS;
  await db.entities.applicantToken.create({ tokenHash: hash, sessionId, expiresAt }).go();
  if (!session.startedAt) {
    await db.entities.session.patch({ sessionId }).set({ startedAt: nowIso() }).go();
  }
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Checks the applicant token of a request (`Authorization: Bearer <token>`) against the one session it
 * was issued for.
 * @throws Unauthorized when the token is missing, unknown, expired or issued for another session.
 */
export async function requireApplicant(event: HttpEvent, sessionId: string): Promise<void> {
  const header = event.headers?.authorization ?? '';
  const [scheme, token] = header.split(' ');
  const expired = new Unauthorized('Your access to this interview has expired. Enter the access code again.');
  if (scheme !== 'Bearer' || !token) throw expired;
  const { data } = await db.entities.applicantToken.get({ tokenHash: hashApplicantToken(token) }).go();
  if (!data || data.sessionId !== sessionId || data.expiresAt <= nowSeconds()) throw expired;
}
