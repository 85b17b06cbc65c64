/**
 * Router state handed from /register (and /login) to /confirmAccount. The password lives only in this
 * in-memory history entry so the page can sign in right after the code is confirmed; it is never written
 * to storage, and a reload asks for it again.
 */
export interface ConfirmAccountState {
  password?: string;
  destination?: string;
}

/** /confirmAccount for an e-mail address; the address is in the query so a reload keeps it. */
export function confirmAccountPath(email: string): string {
  return `/confirmAccount?${new URLSearchParams({ email }).toString()}`;
}
