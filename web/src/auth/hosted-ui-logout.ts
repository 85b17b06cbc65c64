import type { RuntimeConfig } from '../../../shared/runtime-config';

/** Leaves the app for `url` (a full page load); one place, so tests can watch it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}

/**
 * The Cognito Hosted UI logout endpoint for this app (`<domain>/logout?client_id=…&logout_uri=…`): it
 * ends the Hosted UI's own session cookie, so the next "Sign in with Google" asks again, and returns to
 * the app's origin, which the app client lists as its logout URL.
 * @throws Error when the deployment has no Hosted UI domain.
 */
export function hostedUiLogoutUrl(config: RuntimeConfig, origin: string): string {
  const domain = (config.hostedUiDomain ?? '').replace(/\/$/, '');
  if (!domain) throw new Error('hostedUiDomain is not set: there is no Hosted UI session to end');
  const url = new URL(`${domain}/logout`);
  url.searchParams.set('client_id', config.userPoolClientId);
  url.searchParams.set('logout_uri', `${origin}/`);
  return url.toString();
}
