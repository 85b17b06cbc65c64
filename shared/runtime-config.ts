// zod/mini: this schema is read on every page before anything renders; the classic API would add ~20 KiB
// gzip to that first download (docs/decisions/0072-public-pages-without-the-manager-app.md).
import * as z from 'zod/mini';

/**
 * `/runtime-config.json`, read by the SPA at start so one build runs anywhere. Written by CDK next to the
 * SPA in the cloud; served by the local runner on `npm start`.
 */
export const RuntimeConfigSchema = z.object({
  mode: z.enum(['local', 'cloud']),
  /** Base of the API; empty means the same origin (`/api/...`). */
  apiBaseUrl: z._default(z.string(), ''),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Cognito Hosted UI domain (`https://….auth.<region>.amazoncognito.com`), set when Google is configured. */
  hostedUiDomain: z.optional(z.string()),
  googleEnabled: z._default(z.boolean(), false),
  supportEmail: z.string(),
  /**
   * The built-in offline AI provider writes the questions (`aiProvider=offline`, `npm start`): it writes
   * only some interview languages, so the forms say beforehand which language is used instead.
   */
  offlineAi: z._default(z.boolean(), false),
  /** Local e-mail inbox (aws-ses-v2-local's web UI), only on `npm start`. */
  inboxUrl: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
