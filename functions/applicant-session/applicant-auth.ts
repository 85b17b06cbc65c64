import {
  ATTEMPT_WINDOW_SECONDS,
  isWellFormedAccessCode,
  lockoutRemaining,
  MAX_FAILED_ATTEMPTS,
} from '../../shared/access-code';
import { isPastDeadline } from '../../shared/deadline-rules';
import type { SessionAuthResponse } from '../../shared/schemas/session';
import { clock, clockIso } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import {
  ApiError,
  NotFound,
  TooManyRequests,
  Unauthorized,
  ValidationFailed,
  withParams,
} from '../errors/errors';
import type { HttpEvent } from '../http/resource';
import { formatDeadline, translator } from '../i18n';
import {
  accessCodeMatches,
  APPLICANT_TOKEN_TTL_SECONDS,
  hashApplicantToken,
  newApplicantToken,
  isPurged,
  type SessionItem,
} from '../sessions';

const nowSeconds = () => Math.floor(clock.now() / 1000);

/**
 * The session behind a public link.
 * @throws NotFound when there is no such session, or it is past its retention.
 */
export async function getPublicSession(sessionId: string): Promise<SessionItem> {
  const { data } = await db.entities.session.get({ sessionId }).go();
  if (!data || isPurged(data)) throw new NotFound('interview session');
  return data;
}

/** A try reserved against the lock-out: its window and the tries counted in it, this one included. */
interface ReservedTry {
  windowStart: number;
  count: number;
}

/** The lock-out refusal in the interview's language, with the minutes to wait in `params.minutes`. */
const lockedOut = (wait: number, language: string) => {
  const minutes = Math.ceil(Math.max(1, wait) / 60);
  return withParams(
    new TooManyRequests(
      translator(language)('errors.TooManyRequests', { count: minutes }),
      Math.max(1, wait),
    ),
    { minutes },
  );
};

/** Most times a reservation re-reads the session after losing a race to another try (bounded round trips). */
const MAX_RESERVE_RACES = 3;

/**
 * Refuses work on a session the applicant can no longer change, with a message in the interview's
 * language and a stable code the page translates (decision record 0029).
 * @throws ApiError `SessionSubmitted` (409) once submitted; `SessionExpired` (410) past the deadline,
 *   with `params.dueAt`.
 */
export async function assertAnswerable(session: SessionItem): Promise<void> {
  const t = translator(session.language);
  if (session.status !== 'open') throw new ApiError('SessionSubmitted', t('errors.SessionSubmitted'));
  if (isPastDeadline(session.dueAt, clock.now())) {
    const { data: org } = await db.entities.organization.get({ orgId: session.orgId }).go();
    const message = t('errors.SessionExpired', {
      date: formatDeadline(session.dueAt!, session.language),
      org: org?.name ?? '',
    });
    throw withParams(new ApiError('SessionExpired', message), { dueAt: session.dueAt! });
  }
}

/**
 * Counts one code try before the code is compared, as a single conditional atomic update: in the current
 * window the counter goes up only while it is below {@link MAX_FAILED_ATTEMPTS}; an ended window is
 * replaced only if no other try replaced it first. So at most 10 codes per window are ever evaluated,
 * however many arrive at once (docs/decisions/0018-conditional-writes-under-races.md).
 * @throws TooManyRequests when the window's tries are used up.
 */
async function reserveTry(session: SessionItem, now: number): Promise<ReservedTry> {
  let state = { failedAttempts: session.failedAttempts, windowStart: session.attemptWindowStart };
  for (let race = 0; race < MAX_RESERVE_RACES; race++) {
    const open = state.windowStart + ATTEMPT_WINDOW_SECONDS > now;
    if (open && state.failedAttempts >= MAX_FAILED_ATTEMPTS) {
      throw lockedOut(lockoutRemaining(state, now), session.language);
    }
    const previousStart = state.windowStart;
    try {
      const update = db.entities.session.patch({ sessionId: session.sessionId });
      const { data } = open
        ? await update
            .add({ failedAttempts: 1 })
            .where(
              (a, op) =>
                `${op.eq(a.attemptWindowStart, previousStart)} AND ${op.lt(a.failedAttempts, MAX_FAILED_ATTEMPTS)}`,
            )
            .go({ response: 'all_new' })
        : await update
            .set({ failedAttempts: 1, attemptWindowStart: now })
            .where((a, op) => op.eq(a.attemptWindowStart, previousStart))
            .go({ response: 'all_new' });
      return { windowStart: data.attemptWindowStart ?? now, count: data.failedAttempts ?? 1 };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    const { data } = await db.entities.session.get({ sessionId: session.sessionId }).go({ consistent: true });
    if (!data) throw new NotFound('interview session');
    state = { failedAttempts: data.failedAttempts, windowStart: data.attemptWindowStart };
  }
  throw lockedOut(lockoutRemaining(state, now) || 60, session.language);
}

/** Gives a try back after the right code: only the wrong ones count against the window. */
async function releaseTry(sessionId: string, reserved: ReservedTry): Promise<void> {
  await db.entities.session
    .patch({ sessionId })
    .subtract({ failedAttempts: 1 })
    .where(
      (a, op) => `${op.eq(a.attemptWindowStart, reserved.windowStart)} AND ${op.gt(a.failedAttempts, 0)}`,
    )
    .go()
    .catch((error: unknown) => {
      if (!isConditionalCheckFailed(error)) throw error;
    });
}

/**
 * Trades a session's access code for an applicant token scoped to that session and to the session's
 * current access code (regenerating the code revokes it). The server is the only place the code is
 * compared. A code of the wrong shape is refused without counting; every other try is counted before the
 * comparison, at most 10 per session per 15 minutes (ASVS 2.2.1), then 429 with Retry-After. Messages are
 * in the interview's language, each with a stable `error` code and its values in `params`.
 * @throws ValidationFailed (400) for a code of the wrong shape; TooManyRequests while locked out
 *   (`params.minutes`); ApiError `InvalidAccessCode` (401) for a wrong code (`params.triesLeft`);
 *   `SessionSubmitted` (409); `SessionExpired` (410); NotFound for an unknown session. The notice
 *   acceptance (`noticeAccepted: true`) is checked by the request schema (400 without it) before any of
 *   this. `humanOnly`: the applicant asks for human-only evaluation; the session's AI scoring is
 *   switched off and the request's time kept.
 */
export async function authenticate(
  sessionId: string,
  code: string,
  humanOnly = false,
): Promise<SessionAuthResponse> {
  if (!isWellFormedAccessCode(code)) {
    throw new ValidationFailed(
      { code: ['An access code has 9 letters and digits, like ABC-DEF-GHJ'] },
      'That is not an access code. Check the e-mail and try again.',
    );
  }
  const session = await getPublicSession(sessionId);
  const t = translator(session.language);
  await assertAnswerable(session);
  const now = nowSeconds();
  const reserved = await reserveTry(session, now);
  const ok = await accessCodeMatches(code, session.accessCodeHash, session.accessCodeSalt);
  if (!ok) {
    const left = MAX_FAILED_ATTEMPTS - reserved.count;
    const message =
      left > 0 ? t('errors.InvalidAccessCode', { count: left }) : t('errors.InvalidAccessCodeLast');
    throw withParams(new ApiError('InvalidAccessCode', message, { code: [message] }), { triesLeft: left });
  }
  await releaseTry(sessionId, reserved);
  const { token, hash } = newApplicantToken();
  const expiresAt = now + APPLICANT_TOKEN_TTL_SECONDS;
  await db.entities.applicantToken
    .create({ tokenHash: hash, sessionId, expiresAt, accessCodeHash: session.accessCodeHash })
    .go();
  // The notice was accepted (the request schema requires it); its time is kept for the manager.
  const at = clockIso();
  await db.entities.session
    .patch({ sessionId })
    .set({
      noticeAcceptedAt: at,
      ...(session.startedAt ? {} : { startedAt: at }),
      // The applicant's request for human-only evaluation switches AI scoring off for the session.
      ...(humanOnly ? { humanOnly: true, humanOnlyRequestedAt: at } : {}),
    })
    .go();
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Checks the applicant token of a request (`Authorization: Bearer <token>`) against the one session it
 * was issued for and that session's current access code: a token issued before the code was regenerated
 * no longer works. Token and session are read in parallel (one round trip).
 * @returns the session, as read with the token.
 * @throws Unauthorized when the token is missing, unknown, expired, issued for another session or for an
 * earlier access code (then in the interview's language); NotFound when the session does not exist.
 */
export async function requireApplicant(event: HttpEvent, sessionId: string): Promise<SessionItem> {
  const header = event.headers?.authorization ?? '';
  const [scheme, token] = header.split(' ');
  const expired = new Unauthorized('Your access to this interview has expired. Enter the access code again.');
  if (scheme !== 'Bearer' || !token) throw expired;
  const [{ data }, session] = await Promise.all([
    db.entities.applicantToken.get({ tokenHash: hashApplicantToken(token) }).go(),
    getPublicSession(sessionId).catch(() => null),
  ]);
  if (!data || data.sessionId !== sessionId || data.expiresAt <= nowSeconds() || !session) throw expired;
  // A request link's token opens the session's requests only (docs/decisions/0122-request-links.md).
  if (data.purpose !== undefined) throw expired;
  if (data.accessCodeHash !== session.accessCodeHash) {
    throw new Unauthorized(translator(session.language)('errors.TokenExpired'));
  }
  return session;
}
