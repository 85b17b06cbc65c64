import { db } from '../data/service';
import { resourceHandler } from '../http/resource';
import { refreshTokens, signIn } from './cognito';

/** Account Lambda: sign-in, token refresh and the signed-in manager's profile. */
export const handler = resourceHandler('account', {
  login: ({ body }) => signIn(body.email, body.password),
  refresh: ({ body }) => refreshTokens(body.refreshToken),
  me: async ({ auth }) => {
    const { data: org } = await db.entities.organization.get({ orgId: auth.orgId }).go();
    return { ...auth, orgName: org?.name ?? '' };
  },
});
