import type { RouteDef } from '../../shared/route-def';
import { managerFromEvent, verifiedClaims, type HttpEvent, type ManagerAuth } from './auth';

/**
 * The membership each manager had on their last request to this function instance (user id → membership).
 * Only a hint for where to read: every request still reads the stored membership.
 */
const lastSeen = new Map<string, ManagerAuth>();

/** Forgets every remembered membership (tests). */
export function forgetMemberships(): void {
  lastSeen.clear();
}

const sameMembership = (a: ManagerAuth, b: ManagerAuth) =>
  a.orgId === b.orgId && a.role === b.role && a.email === b.email && a.name === b.name;

/**
 * Runs a manager route with its membership read in the same DynamoDB round as the route's own reads
 * (docs/decisions/0057-membership-read-in-the-same-round.md). A read-only request (`GET`, except the
 * routes marked `auditsRead`, which record an audit entry) of a manager this
 * instance has seen before starts the route with the remembered organization while the stored membership
 * is read alongside; the answer is given only when the stored membership is the remembered one. A removed
 * member is refused at once (403 `NoOrganization`, whatever the route found), and a changed membership
 * (another organization, a new role) runs the route again with the stored one. Writes, and the first
 * request of a manager on this instance, read the membership first, as a write may not start before the
 * caller is known to belong to the organization.
 * @throws what {@link managerFromEvent} throws, or what the route throws.
 */
export async function withManager<T>(
  event: HttpEvent,
  def: Pick<RouteDef, 'method' | 'auditsRead'>,
  route: (auth: ManagerAuth) => Promise<T>,
): Promise<T> {
  const sub = verifiedClaims(event)?.sub;
  const remembered = typeof sub === 'string' ? lastSeen.get(sub) : undefined;
  const readOnly = def.method === 'GET' && !def.auditsRead;
  if (!remembered || !readOnly) {
    const auth = await managerFromEvent(event).catch((error: unknown) => {
      if (typeof sub === 'string') lastSeen.delete(sub);
      throw error;
    });
    lastSeen.set(auth.userId, auth);
    return route(auth);
  }
  const [stored, answer] = await Promise.allSettled([managerFromEvent(event), route(remembered)]);
  if (stored.status === 'rejected') {
    lastSeen.delete(remembered.userId);
    throw stored.reason;
  }
  lastSeen.set(remembered.userId, stored.value);
  if (!sameMembership(stored.value, remembered)) return route(stored.value);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
