import { db } from '../data/service';
import { newId } from '../data/attributes';
import { ApiError, Conflict } from '../errors/errors';

/** A new organization with its first member, the owner. */
export interface NewOrganization {
  userId: string;
  email: string;
  name: string;
  orgName: string;
  /** Where applicants write about their data; the owner's e-mail until changed when absent. */
  contactEmail?: string;
  /** The owner's `email_verified` (decision record 0078: caps for new organizations). */
  ownerEmailVerified: boolean;
  /** When the organization began, ISO; now unless given (the demo organization stands for one in use). */
  createdAt?: string;
}

/**
 * Creates an organization and the owner's membership in one transaction, so a user never ends up with
 * half an organization (docs/architecture.md#auth-organizations: the first sign-in creates both).
 * @returns the new organization's id.
 * @throws Conflict when the user already belongs to an organization.
 */
export async function createOrganization(input: NewOrganization): Promise<string> {
  const orgId = newId();
  const result = await db.transaction
    .write(({ organization, membership }) => [
      organization
        .create({
          orgId,
          name: input.orgName,
          createdBy: input.userId,
          ownerEmailVerified: input.ownerEmailVerified,
          ...(input.contactEmail ? { contactEmail: input.contactEmail } : {}),
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .commit(),
      membership
        .create({ userId: input.userId, orgId, email: input.email, name: input.name, role: 'owner' })
        .commit(),
    ])
    .go();
  if (result.canceled) throw new Conflict('This account already belongs to an organization.');
  return orgId;
}

/** The organization a user belongs to, if any. */
export async function membershipOf(userId: string) {
  const { data } = await db.entities.membership.get({ userId }).go();
  return data;
}

/**
 * A pending, unexpired invitation for this e-mail: the given organization's, or else the newest of any
 * organization (one query; an address may be invited by several organizations).
 */
export async function invitationFor(email: string, orgId?: string) {
  const { data } = await db.entities.invitation.query.byEmail({ email }).go({ pages: 'all' });
  const now = Date.now() / 1000;
  const pending = data
    .filter((i) => i.expiresAt > now && (orgId === undefined || i.orgId === orgId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return pending[0] ?? null;
}

/** The signed-in user's e-mail as the user pool holds it. */
export interface PoolEmail {
  /** Lower-case address. */
  email: string;
  /** Cognito's `email_verified`. */
  emailVerified: boolean;
}

/**
 * Accepts the invitation waiting for this e-mail (the given organization's, or the newest): the membership
 * is created and that invitation removed in one transaction. Only a verified address accepts: an
 * invitation is proof of nothing else (docs/decisions/0074-invitations-only-to-verified-addresses.md).
 * @returns the inviting organization's id.
 * @throws ApiError `EmailNotVerified` (403) when the user pool does not hold the address as verified.
 * @throws Conflict when there is no such invitation or the user already has an organization.
 */
export async function acceptInvitation(
  userId: string,
  { email, emailVerified }: PoolEmail,
  name: string,
  orgId?: string,
): Promise<string> {
  if (!emailVerified)
    throw new ApiError('EmailNotVerified', 'Verify your e-mail address before accepting an invitation.');
  const invitation = await invitationFor(email, orgId);
  if (!invitation) throw new Conflict('There is no invitation for this e-mail address.');
  const result = await db.transaction
    .write(({ membership, invitation: inv }) => [
      membership.create({ userId, orgId: invitation.orgId, email, name, role: 'member' }).commit(),
      inv.delete({ email, orgId: invitation.orgId }).commit(),
    ])
    .go();
  if (result.canceled) throw new Conflict('This account already belongs to an organization.');
  return invitation.orgId;
}
