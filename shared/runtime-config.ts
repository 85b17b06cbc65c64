import * as z from 'zod';

/**
 * `/runtime-config.json`, read by the SPA at start so one build runs anywhere. Written by CDK next to the
 * SPA in the cloud; served by the local runner on `npm start`.
 */
export const RuntimeConfigSchema = z.object({
  mode: z.enum(['local', 'cloud']),
  /** Base of the API; empty means the same origin (`/api/...`). */
  apiBaseUrl: z.string().default(''),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Cognito Hosted UI domain (`https://….auth.<region>.amazoncognito.com`), set when Google is configured. */
  hostedUiDomain: z.string().optional(),
  googleEnabled: z.boolean().default(false),
  supportEmail: z.string(),
  /** Local e-mail inbox (aws-ses-v2-local's web UI), only on `npm start`. */
  inboxUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
