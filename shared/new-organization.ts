/**
 * How long an organization counts as new, ms: a day (docs/decisions/0078-caps-for-new-organizations.md).
 * Until then, and until its owner's e-mail is verified, it gets the lower AI budget and sending cap.
 */
export const NEW_ORGANIZATION_MS = 24 * 60 * 60 * 1000;

/** What decides whether an organization is established. */
export interface OrganizationAge {
  /** ISO time the organization was created. */
  createdAt: string;
  /** Whether the owner's e-mail was verified when they created it; absent on organizations made before. */
  ownerEmailVerified?: boolean;
}

/**
 * Whether an organization has left the new-organization caps: its owner's e-mail verified and at least
 * {@link NEW_ORGANIZATION_MS} old at `now` (epoch ms). Organizations created before the flag existed were
 * all made by confirmed users, so a missing flag counts as verified.
 */
export function isEstablished(org: OrganizationAge, now: number = Date.now()): boolean {
  return org.ownerEmailVerified !== false && now - Date.parse(org.createdAt) >= NEW_ORGANIZATION_MS;
}
