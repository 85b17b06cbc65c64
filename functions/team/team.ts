import type { Team } from '../../shared/schemas/team';
import { config } from '../config';
import { db } from '../data/service';
import { escapeHtml, sendEmail } from '../email/ses';
import type { ManagerAuth } from '../http/auth';
import { Conflict, Forbidden, NotFound } from '../errors/errors';

/** How long an invitation stays valid, seconds (14 days). */
export const INVITATION_TTL_SECONDS = 14 * 24 * 60 * 60;

function requireOwner(auth: ManagerAuth) {
  if (auth.role !== 'owner') throw new Forbidden('Only the owner of the organization can manage the team.');
}

/** The organization's managers and pending invitations (two queries on gsi1). */
export async function getTeam(orgId: string): Promise<Team> {
  const [members, invitations] = await Promise.all([
    db.entities.membership.query.byOrg({ orgId }).go({ limit: 500 }),
    db.entities.invitation.query.byOrg({ orgId }).go({ limit: 500 }),
  ]);
  const now = Date.now() / 1000;
  return {
    members: members.data
      .map(({ userId, email, name, role, createdAt }) => ({ userId, email, name, role, createdAt }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    invitations: invitations.data
      .filter((i) => i.expiresAt > now)
      .map((i) => ({
        email: i.email,
        invitedByName: i.invitedByName,
        createdAt: i.createdAt,
        expiresAt: new Date(i.expiresAt * 1000).toISOString(),
      })),
  };
}

/**
 * Invites someone by e-mail to join the caller's organization (owners only) and e-mails them a link to
 * create their account. Inviting the same address again renews this organization's invitation; another
 * organization's invitation of the same address is a separate item and stays as it is.
 * @throws Forbidden for members; Conflict when the address already belongs to this organization's team.
 */
export async function invite(auth: ManagerAuth, email: string): Promise<Team> {
  requireOwner(auth);
  const team = await getTeam(auth.orgId);
  if (team.members.some((m) => m.email === email)) throw new Conflict(`${email} is already on the team.`);
  const { data: org } = await db.entities.organization.get({ orgId: auth.orgId }).go();
  await db.entities.invitation
    .put({
      email,
      orgId: auth.orgId,
      invitedBy: auth.userId,
      invitedByName: auth.name,
      expiresAt: Math.floor(Date.now() / 1000) + INVITATION_TTL_SECONDS,
    })
    .go();
  const link = `${config().APP_ORIGIN}/register?email=${encodeURIComponent(email)}`;
  const orgName = org?.name ?? 'their organization';
  await sendEmail({
    to: email,
    subject: `${auth.name} invited you to ${orgName} on Hiring Platform`,
    text: `${auth.name} invited you to join ${orgName} on Hiring Platform, where the team keeps applicants, job positions and AI-written interviews.\n\nCreate your account with this e-mail address: ${link}\n\nThe invitation is valid for 14 days.`,
    html: `<p>${escapeHtml(auth.name)} invited you to join <strong>${escapeHtml(orgName)}</strong> on Hiring Platform.</p><p><a href="${escapeHtml(link)}">Create your account</a> with this e-mail address. The invitation is valid for 14 days.</p>`,
  }).catch(() => undefined);
  return getTeam(auth.orgId);
}

/** Withdraws a pending invitation (owners only). */
export async function cancelInvitation(auth: ManagerAuth, email: string): Promise<Team> {
  requireOwner(auth);
  const { data } = await db.entities.invitation.get({ email, orgId: auth.orgId }).go();
  if (!data) throw new NotFound('invitation');
  await db.entities.invitation.delete({ email, orgId: auth.orgId }).go();
  return getTeam(auth.orgId);
}

/**
 * Removes a manager from the organization (owners only; an owner cannot remove themselves). Their
 * Cognito account stays; without a membership they can no longer read anything of the organization.
 * @throws Forbidden for members or self-removal; NotFound for someone outside the organization.
 */
export async function removeManager(auth: ManagerAuth, userId: string): Promise<Team> {
  requireOwner(auth);
  if (userId === auth.userId) throw new Forbidden('You cannot remove yourself from your own organization.');
  const { data } = await db.entities.membership.get({ userId }).go();
  if (!data || data.orgId !== auth.orgId) throw new NotFound('team member');
  await db.entities.membership.delete({ userId }).go();
  return getTeam(auth.orgId);
}
