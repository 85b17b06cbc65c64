import { OidcClient, type OidcClientSettings, type User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../shared/security-headers';
import type { RuntimeConfig } from '../../shared/runtime-config';
import {
  GOOGLE_SCOPES,
  googleOidcSettings,
  hostedUiMetadata,
  tokensFromOidcUser,
} from '../../web/src/auth/google';

const CLOUD: RuntimeConfig = {
  mode: 'cloud',
  apiBaseUrl: '',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client-1',
  hostedUiDomain: 'https://hiring.auth.eu-west-1.amazoncognito.com/',
  googleEnabled: true,
  offlineAi: false,
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
      metadata: {
        issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC',
        authorization_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/authorize',
        token_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/token',
        userinfo_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/userInfo',
        end_session_endpoint: 'https://hiring.auth.eu-west-1.amazoncognito.com/logout',
        jwks_uri: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC/.well-known/jwks.json',
      },
    });
    expect(GOOGLE_SCOPES.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  });

  it('starts the sign-in without a discovery request, and talks only to origins the CSP allows', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetchSpy);
    try {
      const settings = googleOidcSettings(CLOUD, 'https://app.example.com');
      const client = new OidcClient(settings as OidcClientSettings);
      const request = await client.createSigninRequest({});
      const url = new URL(request.url);
      expect(url.origin + url.pathname).toBe(
        'https://hiring.auth.eu-west-1.amazoncognito.com/oauth2/authorize',
      );
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    // The browser fetches the token and revocation endpoints: both on the Hosted UI domain, which
    // connect-src names; the pool's discovery host is not in connect-src and is never needed.
    const metadata = hostedUiMetadata(CLOUD);
    const connectSrc = contentSecurityPolicy({ region: CLOUD.region })
      .split('; ')
      .find((d) => d.startsWith('connect-src'))!;
    expect(connectSrc).toContain('https://*.auth.eu-west-1.amazoncognito.com');
    expect(connectSrc).not.toContain('cognito-idp');
    for (const endpoint of [metadata.token_endpoint, metadata.revocation_endpoint]) {
      expect(new URL(endpoint).hostname).toMatch(/^[a-z0-9-]+\.auth\.eu-west-1\.amazoncognito\.com$/);
    }
  });

  it('refuses to build the settings without a Hosted UI domain', () => {
    expect(() =>
      googleOidcSettings({ ...CLOUD, hostedUiDomain: undefined }, 'https://app.example.com'),
    ).toThrow(/hostedUiDomain/);
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
      // Signing out then also ends the Hosted UI session.
      hostedUi: true,
    });
  });
});
