import {
  afterFailedAttempt,
  isWellFormedAccessCode,
  lockoutRemaining,
  MAX_FAILED_ATTEMPTS,
} from '../../shared/access-code';
import { isPastDeadline } from '../../shared/deadline-rules';
import type { SessionAuthResponse } from '../../shared/schemas/session';
import { clock, clockIso } from '../clock';
import { db } from '../data/service';
import { ApiError, NotFound, TooManyRequests, Unauthorized, withParams } from '../http/errors';
import type { HttpEvent } from '../http/resource';
import { formatDeadline, translator } from '../i18n';
import {
  accessCodeMatches,
  APPLICANT_TOKEN_TTL_SECONDS,
  hashApplicantToken,
  newApplicantToken,
} from '../sessions/secrets';
import type { SessionItem } from '../sessions/session-view';

const nowSeconds = () => Math.floor(clock.now() / 1000);

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
 * Refuses work on a session the applicant can no longer change, with a message in the interview's
 * language and a stable code the page translates (decision record 0029).
 * @throws ApiError `SessionSubmitted` (409) once submitted; `SessionExpired` (410) past the deadline,
 *   with `params.expiresAt`.
 */
export async function assertAnswerable(session: SessionItem): Promise<void> {
  const t = translator(session.language);
  if (session.status !== 'open') throw new ApiError('SessionSubmitted', t('errors.SessionSubmitted'));
  if (isPastDeadline(session.expiresAt, clock.now())) {
    const { data: org } = await db.entities.organization.get({ orgId: session.orgId }).go();
    const message = t('errors.SessionExpired', {
      date: formatDeadline(session.expiresAt!, session.language),
      org: org?.name ?? '',
    });
    throw withParams(new ApiError('SessionExpired', message), { expiresAt: session.expiresAt! });
  }
}

/**
 * Trades a session's access code for an applicant token scoped to that session and to the current code
 * (a regenerated code revokes it). The server is the only place the code is compared. At most 10 failed
 * tries per session per 15 minutes (ASVS 2.2.1), then 429 with Retry-After. Messages are in the
 * interview's language, each with a stable `error` code and its values in `params`.
 * @throws TooManyRequests while locked out (`params.minutes`); ApiError `InvalidAccessCode` (401) for a
 *   wrong code (`params.triesLeft`); `SessionSubmitted` (409); `SessionExpired` (410); NotFound.
 */
export async function authenticate(sessionId: string, code: string): Promise<SessionAuthResponse> {
  const session = await getPublicSession(sessionId);
  const t = translator(session.language);
  const now = nowSeconds();
  const attempts = { failedAttempts: session.failedAttempts, windowStart: session.attemptWindowStart };
  const wait = lockoutRemaining(attempts, now);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw withParams(new TooManyRequests(t('errors.TooManyRequests', { count: minutes }), wait), { minutes });
  }
  await assertAnswerable(session);
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
    const message =
      left > 0 ? t('errors.InvalidAccessCode', { count: left }) : t('errors.InvalidAccessCodeLast');
    throw withParams(new ApiError('InvalidAccessCode', message, { code: [message] }), { triesLeft: left });
  }
  const { token, hash } = newApplicantToken();
  const expiresAt = now + APPLICANT_TOKEN_TTL_SECONDS;
  await db.entities.applicantToken
    .create({ tokenHash: hash, sessionId, expiresAt, accessCodeVersion: session.accessCodeVersion ?? 1 })
    .go();
  if (!session.startedAt) {
    await db.entities.session.patch({ sessionId }).set({ startedAt: clockIso() }).go();
  }
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Checks the applicant token of a request (`Authorization: Bearer <token>`) against the one session it
 * was issued for and that session's current access code.
 * @returns the session.
 * @throws Unauthorized when the token is missing, unknown, expired, issued for another session or under
 *   an access code that has since been regenerated.
 */
export async function requireApplicant(event: HttpEvent, sessionId: string): Promise<SessionItem> {
  const header = event.headers?.authorization ?? '';
  const [scheme, token] = header.split(' ');
  const expired = new Unauthorized('Your access to this interview has expired. Enter the access code again.');
  if (scheme !== 'Bearer' || !token) throw expired;
  const { data } = await db.entities.applicantToken.get({ tokenHash: hashApplicantToken(token) }).go();
  if (!data || data.sessionId !== sessionId || data.expiresAt <= nowSeconds()) throw expired;
  const session = await getPublicSession(sessionId);
  if ((data.accessCodeVersion ?? 1) !== (session.accessCodeVersion ?? 1)) {
    throw new Unauthorized(translator(session.language)('errors.TokenExpired'));
  }
  return session;
}
