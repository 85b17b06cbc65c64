import type { SessionTime, TimeAccommodationRequest } from '../../shared/time-limits';
import { auditCreate } from '../audit';
import { clockIso } from '../clock';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { Conflict } from '../errors/errors';
import { getOwnedSession } from './session-details';

/**
 * Gives an open session extra time on its time limits (`POST /api/session/{id}/accommodation`,
 * docs/product.md#rule-accommodation): a factor (×1.5) or minutes added to each limit; it replaces an
 * earlier grant. The session, an audit entry (`session.accommodation`, with the extra time, never the
 * reason's text) and an `accommodation` entry of the session's history (with the reason) are written in
 * one transaction, conditioned on the session still being open, so a refused grant changes nothing.
 * @throws NotFound outside the caller's organization; Conflict once the session is submitted.
 */
export async function grantExtraTime(
  auth: ManagerAuth,
  sessionId: string,
  body: TimeAccommodationRequest,
): Promise<SessionTime> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (session.status !== 'open')
    throw new Conflict('This session was submitted; its time can no longer change.');
  const extra = {
    ...(body.extraTimeFactor !== undefined ? { extraTimeFactor: body.extraTimeFactor } : {}),
    ...(body.extraMinutes !== undefined ? { extraMinutes: body.extraMinutes } : {}),
  };
  const extraTime = {
    ...extra,
    reason: body.reason.trim(),
    userId: auth.userId,
    name: auth.name,
    at: clockIso(),
  };
  const detail =
    body.extraTimeFactor !== undefined
      ? `extra time ×${body.extraTimeFactor}`
      : `extra time +${body.extraMinutes} min`;
  const result = await db.transaction
    .write(({ session: s, sessionEvent, auditEntry }) => [
      s
        .patch({ sessionId })
        .set({ extraTime })
        // Extra time opens again the questions whose time had run out (docs/product.md#rule-time-limits).
        .remove(['timedOutQuestions'])
        .where((a, op) => op.eq(a.status, 'open'))
        .commit(),
      auditEntry.create(auditCreate(auth, 'session.accommodation', { targetId: sessionId, detail })).commit(),
      // The session's history keeps every grant; the session holds the one in force.
      sessionEvent
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'accommodation',
          byUserId: auth.userId,
          byName: auth.name,
          detail,
          reason: extraTime.reason,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) throw new Conflict('This session was submitted meanwhile.');
  return {
    id: sessionId,
    ...(session.timeLimits && Object.keys(session.timeLimits).length
      ? { timeLimits: session.timeLimits }
      : {}),
    extraTime: {
      ...extra,
      reason: extraTime.reason,
      by: { userId: auth.userId, name: auth.name },
      at: extraTime.at,
    },
  };
}
