import { db } from '../data/service';
import { resourceHandler } from '../http/resource';
import {
  confirmRegistration,
  forgotPassword,
  refreshTokens,
  register,
  resendConfirmation,
  resetPassword,
  signIn,
  userProfile,
} from './cognito';
import {
  answerMfaChallenge,
  disableMfa,
  finishMfaSetup,
  mfaStatus,
  revokeRefreshToken,
  startMfaSetup,
} from './mfa';
import { acceptInvitation, createOrganization, invitationFor } from './organizations';
import { accountRoutes } from '../../shared/routes/account';

async function orgName(orgId: string) {
  const { data } = await db.entities.organization.get({ orgId }).go();
  return data?.name ?? '';
}

/** Account Lambda: sign-up, sign-in, tokens, password reset, organization setup and the manager's profile. */
export const handler = resourceHandler('account', accountRoutes, {
  login: ({ body }) => signIn(body.email, body.password),
  loginMfa: ({ body }) => answerMfaChallenge(body.email, body.session, body.code),
  logout: async ({ body }) => {
    await revokeRefreshToken(body.refreshToken);
    return undefined;
  },
  refresh: ({ body }) => refreshTokens(body.refreshToken),
  register: ({ body }) => register(body.name, body.email, body.password),
  confirmAccount: async ({ body }) => {
    await confirmRegistration(body.email, body.code);
    return undefined;
  },
  resendConfirmation: ({ body }) => resendConfirmation(body.email),
  forgotPassword: ({ body }) => forgotPassword(body.email),
  resetPassword: async ({ body }) => {
    await resetPassword(body.email, body.code, body.password);
    return undefined;
  },
  me: async ({ auth }) => ({ ...auth, orgName: await orgName(auth.orgId) }),
  getAccountSetup: async ({ auth }) => {
    const { email, name, emailVerified } = await userProfile(auth.username);
    // An invitation is shown only to its addressee, proved by a verified e-mail.
    const invitation = auth.membership || !emailVerified ? null : await invitationFor(email);
    return {
      email,
      name,
      hasOrganization: Boolean(auth.membership),
      invitation: invitation
        ? {
            orgId: invitation.orgId,
            orgName: await orgName(invitation.orgId),
            invitedByName: invitation.invitedByName,
          }
        : null,
    };
  },
  completeAccountSetup: async ({ auth, body }) => {
    const { email, name, emailVerified } = await userProfile(auth.username);
    const orgId =
      'acceptInvitation' in body
        ? await acceptInvitation(auth.userId, { email, emailVerified }, name, body.orgId)
        : await createOrganization({
            userId: auth.userId,
            email,
            name,
            orgName: body.organizationName,
            ...(body.contactEmail ? { contactEmail: body.contactEmail } : {}),
            ownerEmailVerified: emailVerified,
          });
    const role = 'acceptInvitation' in body ? ('member' as const) : ('owner' as const);
    return { userId: auth.userId, email, name, orgId, orgName: await orgName(orgId), role };
  },
  getMfa: ({ auth }) => mfaStatus(auth.username),
  setupMfa: async ({ auth, body }) => {
    const { email } = await userProfile(auth.username);
    return startMfaSetup(email, body);
  },
  verifyMfa: async ({ auth, body }) => {
    const { email } = await userProfile(auth.username);
    return finishMfaSetup(auth.username, email, body);
  },
  disableMfa: async ({ auth, body }) => {
    const { email } = await userProfile(auth.username);
    return disableMfa(auth.username, email, body);
  },
});
