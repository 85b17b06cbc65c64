import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { InMemoryWebStorage, type User, WebStorageStateStore } from 'oidc-client-ts';
import { useEffect, useRef } from 'react';
import {
  AuthProvider as OidcProvider,
  type AuthProviderProps,
  hasAuthParams,
  useAuth as useOidc,
} from 'react-oidc-context';
import type { RuntimeConfig } from '../../../shared/runtime-config';
import { useAuth } from './auth-context';
import type { StoredTokens } from './token-store';

/** Scopes the sign-in asks for (docs/product.md#constants: email, profile and openid). */
export const GOOGLE_SCOPES = 'openid email profile';

/**
 * The OpenID provider metadata of the user pool and its Hosted UI, built from the runtime configuration
 * alone (docs/decisions/0045-oidc-metadata-without-discovery.md): oidc-client-ts never fetches the
 * discovery document from `cognito-idp.<region>.amazonaws.com`, which the Content-Security-Policy does
 * not allow. The browser only talks to the Hosted UI domain (token and revocation endpoints).
 * @throws Error when the deployment has no Hosted UI domain (Google sign-in is not configured).
 */
export function hostedUiMetadata(config: RuntimeConfig) {
  const domain = (config.hostedUiDomain ?? '').replace(/\/$/, '');
  if (!domain) throw new Error('hostedUiDomain is not set: Google sign-in needs the Hosted UI domain');
  const issuer = `https://cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`;
  return {
    issuer,
    authorization_endpoint: `${domain}/oauth2/authorize`,
    token_endpoint: `${domain}/oauth2/token`,
    userinfo_endpoint: `${domain}/oauth2/userInfo`,
    revocation_endpoint: `${domain}/oauth2/revoke`,
    end_session_endpoint: `${domain}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
  };
}

/**
 * Settings of the Cognito Hosted UI authorization-code flow with PKCE (docs/architecture.md#auth-managers).
 * The provider metadata is given in full ({@link hostedUiMetadata}), so no discovery request is made. The
 * OIDC user is held in memory only: once its tokens are handed to our `AuthProvider` nothing else keeps
 * them.
 * @throws Error when the deployment has no Hosted UI domain.
 */
export function googleOidcSettings(config: RuntimeConfig, origin: string): AuthProviderProps {
  const metadata = hostedUiMetadata(config);
  return {
    authority: metadata.issuer,
    client_id: config.userPoolClientId,
    redirect_uri: `${origin}/login`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: GOOGLE_SCOPES,
    metadata,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
    loadUserInfo: false,
    // Only a return from the Hosted UI runs the callback; a plain visit to /login stays inert.
    skipSigninCallback: !hasAuthParams(),
    onSigninCallback: () => {
      // Drops ?code&state so a reload does not try to redeem the same one-time code again.
      window.history.replaceState(window.history.state, document.title, window.location.pathname);
    },
  };
}

/** The OIDC user's tokens in the shape our session keeps (`expires_at` is in seconds). */
export function tokensFromOidcUser(user: User, now = Date.now()): StoredTokens {
  return {
    idToken: user.id_token ?? '',
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? '',
    expiresAt: user.expires_at ? user.expires_at * 1000 : now + (user.expires_in ?? 3600) * 1000,
    hostedUi: true,
  };
}

function GoogleButton() {
  const oidc = useOidc();
  const { acceptTokens } = useAuth();
  const handed = useRef(false);

  useEffect(() => {
    if (!oidc.user || handed.current) return;
    handed.current = true;
    acceptTokens(tokensFromOidcUser(oidc.user));
    void oidc.removeUser();
  }, [oidc, acceptTokens]);

  const start = () => void oidc.signinRedirect({ extraQueryParams: { identity_provider: 'Google' } });
  return (
    <SpaceBetween size="s">
      {oidc.error && (
        <Alert type="error" header="Google sign-in failed">
          {oidc.error.message}
        </Alert>
      )}
      <Button
        iconName="external"
        fullWidth
        formAction="none"
        onClick={start}
        loading={oidc.isLoading || oidc.activeNavigator !== undefined}
        data-testid="login-google"
      >
        Sign in with Google
      </Button>
    </SpaceBetween>
  );
}

/**
 * "Sign in with Google" through the Cognito Hosted UI. Loaded lazily by the login page only when the
 * deployment has Google configured, so `react-oidc-context` stays out of every other chunk. On the
 * return to /login the library redeems the code, and the tokens move into our `AuthProvider`; the login
 * page then forwards to /applicants, and the route guard to /confirmAccount for a first sign-in.
 */
export default function GoogleSignIn({ config }: { config: RuntimeConfig }) {
  const settings = useRef(googleOidcSettings(config, window.location.origin)).current;
  return (
    <OidcProvider {...settings}>
      <GoogleButton />
    </OidcProvider>
  );
}
