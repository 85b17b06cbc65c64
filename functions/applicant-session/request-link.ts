import { clock } from '../clock';
import { config } from '../config';
import { db } from '../data/service';
import { Unauthorized } from '../errors/errors';
import type { ApplicantAuthorizer, HttpEvent } from '../http/resource';
import { hashApplicantToken, newApplicantToken, type SessionItem } from '../sessions';
import { getPublicSession, requireApplicant } from './applicant-auth';

/**
 * Days a request link works after the decision e-mail that carries it: long enough to ask weeks after
 * the decision, short of the 8-hour applicant token's reach (docs/decisions/0122-request-links.md).
 */
export const REQUEST_LINK_DAYS = 90;

/**
 * A new request link for a submitted session (docs/decisions/0122-request-links.md):
 * `APP_ORIGIN/session/{id}/requests#<token>`. The token (256 random bits, stored only as its SHA-256,
 * purpose `requests`) files and lists the session's requests and opens nothing else; it expires
 * {@link REQUEST_LINK_DAYS} days from now or with the session's retention, whichever comes first. The
 * token sits in the fragment, which browsers never send to a server.
 * @returns the link, to put in an e-mail; never log it.
 */
export async function issueRequestLink(session: SessionItem): Promise<string> {
  const { token, hash } = newApplicantToken();
  const expiresAt = Math.floor(clock.now() / 1000) + REQUEST_LINK_DAYS * 24 * 60 * 60;
  await db.entities.applicantToken
    .create({ tokenHash: hash, sessionId: session.sessionId, expiresAt, purpose: 'requests' })
    .go();
  return `${config().APP_ORIGIN}/session/${session.sessionId}/requests#${token}`;
}

/**
 * The session of a request about it: opened by the applicant token (while the interview's 8 hours last)
 * or by a request link's token (`Authorization: Bearer <token>` either way).
 * @throws Unauthorized when neither is valid for this session; NotFound past the session's retention.
 */
export async function requireRequester(event: HttpEvent, sessionId: string): Promise<SessionItem> {
  const [scheme, token] = (event.headers?.authorization ?? '').split(' ');
  if (scheme === 'Bearer' && token) {
    const { data } = await db.entities.applicantToken.get({ tokenHash: hashApplicantToken(token) }).go();
    if (data?.purpose === 'requests') {
      if (data.sessionId !== sessionId || data.expiresAt <= Math.floor(clock.now() / 1000))
        throw new Unauthorized('This link has expired. Write to the organization instead.');
      return getPublicSession(sessionId);
    }
  }
  return requireApplicant(event, sessionId);
}

/**
 * The token check of the applicant routes (`ApplicantAuthorizer` of functions/http/resource.ts): the
 * applicant token ({@link requireApplicant}), or either token on a route marked `requestLink`
 * ({@link requireRequester}).
 */
export const authorizeApplicant: ApplicantAuthorizer = (event, sessionId, requestLink) =>
  requestLink ? requireRequester(event, sessionId) : requireApplicant(event, sessionId);
