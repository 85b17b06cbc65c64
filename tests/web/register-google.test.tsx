import type { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { GOOGLE_SCOPES, googleOidcSettings, tokensFromOidcUser } from '../../web/src/auth/google';

const CLOUD: RuntimeConfig = {
  mode: 'cloud',
  apiBaseUrl: '',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client-1',
  hostedUiDomain: 'https://hiring.auth.eu-west-1.amazoncognito.com/',
  googleEnabled: true,
  supportEmail: 'support@example.com',
};

describe('Google sign-in through the Hosted UI', () => {
  it('uses the pool as authority, the Hosted UI endpoints, PKCE code flow and the spec scopes', () => {
    const settings = googleOidcSettings(CLOUD, 'https://app.example.com');
    expect(settings).toMatchObject({
      authority: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC',
      client_id: 'client-1',
      redirect_uri: 'https://app.example.com/login',
      response_type: 'code',
      scope: 'openid email profile',
      automaticSilentRenew: false,
      skipSigninCallback: true,
      metadataSeed: {
        authorization_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/authorize',
        token_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/token',
      },
    });
    expect(GOOGLE_SCOPES.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  });

  it('hands the OIDC tokens over in the session shape', () => {
    const user = {
      id_token: 'id',
      access_token: 'access',
      refresh_token: 'refresh',
      expires_at: 1_700_000_000,
    } as unknown as User;
    expect(tokensFromOidcUser(user)).toEqual({
      idToken: 'id',
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresAt: 1_700_000_000_000,
    });
  });
});
