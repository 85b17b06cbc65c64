import { z } from 'zod';
import { EmailSchema } from './common';

/** Body of `POST /api/account/login`. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Cognito tokens; `expiresIn` is the access and ID tokens' lifetime in seconds. */
export const TokensSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type Tokens = z.infer<typeof TokensSchema>;

/** Body of `POST /api/account/refresh`. */
export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(8192) });

/** Answer of `POST /api/account/refresh`: new access and ID tokens; the refresh token stays the same. */
export const RefreshedTokensSchema = TokensSchema.omit({ refreshToken: true });
export type RefreshedTokens = z.infer<typeof RefreshedTokensSchema>;

/** The signed-in manager and their organization (`GET /api/account/me`). */
export const MeSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  role: z.enum(['owner', 'member']),
});
export type Me = z.infer<typeof MeSchema>;
