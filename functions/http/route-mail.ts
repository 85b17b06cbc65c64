import { AsyncLocalStorage } from 'node:async_hooks';

/** The manager route a request runs, and whether the route table says it sends mail. */
interface RouteMail {
  route: string;
  sendsMail: boolean;
}

const current = new AsyncLocalStorage<RouteMail>();

/**
 * Runs a manager route's function knowing which route it is (`resourceHandler`), so {@link assertRouteMayMail}
 * can tell a route that sends mail without saying so in the route table (`sendsMail` of `shared/route-def.ts`).
 */
export function runAsRoute<T>(route: string, sendsMail: boolean, run: () => Promise<T>): Promise<T> {
  return current.run({ route, sendsMail }, run);
}

/**
 * Refuses an e-mail sent from a manager route that the route table does not mark `sendsMail`: such a route
 * is not counted against the daily mail caps (docs/decisions/0078-caps-for-new-organizations.md), so it must
 * not mail at all. Outside a manager route (scheduled reminders, the contact forms, which keep their own
 * limits) nothing is checked.
 * @throws Error naming the route: a programming error, answered 500, before anything is sent.
 */
export function assertRouteMayMail(): void {
  const route = current.getStore();
  if (route && !route.sendsMail)
    throw new Error(
      `Route ${route.route} sends mail but is not marked sendsMail in the route table, so the daily mail caps do not count it`,
    );
}
