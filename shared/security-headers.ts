/**
 * The security headers of the web app and the API, defined once: CloudFront's response-headers policy
 * (`infra/constructs/web.ts`) is built from them, and the local product (Vite's dev server and the local
 * API) sends them on every answer, so a policy that would break the deployed app breaks it locally first
 * (docs/decisions/0019-security-headers-and-client-address.md).
 */

/** What differs between the places the headers are served. */
export interface SecurityHeaderOptions {
  /** AWS region of the user pool: the Hosted UI's token endpoint is allowed for the PKCE exchange. */
  region: string;
  /**
   * Nonce for the inline module script Vite's dev server adds (React Fast Refresh's preamble); never set
   * in the cloud, where the built app has no inline script.
   */
  devScriptNonce?: string;
}

/** HSTS lifetime, seconds (365 days). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Content Security Policy of the SPA: scripts only from the origin; styles also inline (Cloudscape sets
 * style attributes); network calls to the origin and to Cognito (the Hosted UI's token endpoint for the
 * PKCE exchange). `frame-ancestors 'none'` stops click-jacking (OWASP ASVS 4.0 V14.4.7).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const nonce = options.devScriptNonce ? ` 'nonce-${options.devScriptNonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' https://*.auth.${options.region}.amazoncognito.com`,
    "form-action 'self' https://*.amazoncognito.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `X-Frame-Options` value. */
export const FRAME_OPTIONS = 'DENY';
/** `Referrer-Policy` value. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every security header as name → value (lower-case names), as served on this machine. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}
