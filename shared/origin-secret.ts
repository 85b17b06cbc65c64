/**
 * Header CloudFront adds to every `/api/*` origin request with the origin secret; the API functions refuse
 * a request without it (docs/decisions/0040-origin-secret-and-viewer-address.md).
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';
