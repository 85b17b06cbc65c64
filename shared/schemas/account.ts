import * as z from 'zod';
import { MANAGER_ROLES } from '../route-def';
import { unmetPasswordRules } from '../password-policy';
import { EmailSchema, IdSchema, requiredText } from './common';

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
  role: z.enum(MANAGER_ROLES),
});
export type Me = z.infer<typeof MeSchema>;

/** A new password that meets the user pool's policy (shared/password-policy.ts). */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .max(256)
  .superRefine((password, ctx) => {
    for (const rule of unmetPasswordRules(password)) ctx.addIssue({ code: 'custom', message: rule });
  });

/** Body of `POST /api/account/register`. */
export const RegisterRequestSchema = z.object({
  name: requiredText(100, 'Name'),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** Answer of register and forgot-password: where the code went (masked by Cognito). */
export const CodeDeliverySchema = z.object({ destination: z.string() });

/** Body of `POST /api/account/confirm`: the 6-digit code Cognito e-mailed. */
export const ConfirmRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});

/** Body of `POST /api/account/forgotPassword`. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });

/** Body of `POST /api/account/resetPassword`. */
export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
  password: NewPasswordSchema,
});

/** `GET /api/account/setup`: a signed-in user with no organization yet, and any invitation waiting. */
export const AccountSetupSchema = z.object({
  email: z.string(),
  name: z.string(),
  hasOrganization: z.boolean(),
  /** The newest pending invitation: which organization invited, and who. */
  invitation: z.object({ orgId: z.string(), orgName: z.string(), invitedByName: z.string() }).nullable(),
});
export type AccountSetup = z.infer<typeof AccountSetupSchema>;

/**
 * Body of `POST /api/account/setup`: join the inviting organization (the one named by `orgId`, as shown
 * by `GET /api/account/setup`; without it, the newest invitation's), or create one with this name and the
 * address applicants write to about their data (asked at setup, prefilled with the owner's e-mail: it is
 * shown on every session's intro, docs/product.md#retention).
 */
export const AccountSetupRequestSchema = z.union([
  z.object({ acceptInvitation: z.literal(true), orgId: IdSchema.optional() }),
  z.object({
    organizationName: requiredText(120, 'Organization name'),
    contactEmail: EmailSchema.optional(),
  }),
]);

/**
 * Answer of `POST /api/account/login` when the manager has an authenticator app: the sign-in continues
 * with `POST /api/account/login/mfa` and the app's 6-digit code (docs/decisions/0049-optional-totp-mfa.md).
 */
export const MfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Cognito's opaque session of this sign-in attempt (valid 3 minutes). */
  session: z.string(),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;

/** Answer of `POST /api/account/login`: tokens, or the authenticator-code step. */
export const LoginAnswerSchema = z.union([TokensSchema, MfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** A 6-digit code of an authenticator app (TOTP, RFC 6238). */
export const TotpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** Body of `POST /api/account/login/mfa`. */
export const MfaLoginRequestSchema = z.object({
  email: EmailSchema,
  session: z.string().min(1).max(4096),
  code: TotpCodeSchema,
});

/** Body of `POST /api/account/logout`: the refresh token to revoke. */
export const LogoutRequestSchema = RefreshRequestSchema;

/** Whether the signed-in manager signs in with an authenticator-app code. */
export const MfaStatusSchema = z.object({ enabled: z.boolean() });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/**
 * Answer of `POST /api/account/mfa/setup`: the new TOTP secret (base32) and the `otpauth://` URI an
 * authenticator app reads (as a QR code or typed in).
 */
export const MfaSetupSchema = z.object({ secretCode: z.string(), otpauthUri: z.string() });
export type MfaSetup = z.infer<typeof MfaSetupSchema>;

/**
 * What proves a manager may change their second factor: the password and, when an authenticator app is
 * on, a current code of it (ASVS 4.0.3 V3.7.1: re-authenticate before changing an authentication factor;
 * docs/decisions/0139-factors-change-only-with-proof.md). An access token alone changes nothing.
 */
const FactorProofSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(256),
  currentCode: TotpCodeSchema.optional(),
});

/** Body of `POST /api/account/mfa/setup`: the proof; `currentCode` when replacing an app that is on. */
export const MfaSetupRequestSchema = FactorProofSchema;
export type MfaSetupRequest = z.infer<typeof MfaSetupRequestSchema>;

/** Body of `POST /api/account/mfa/verify`: the new app's `code`, with the proof. */
export const MfaVerifyRequestSchema = FactorProofSchema.extend({ code: TotpCodeSchema });
export type MfaVerifyRequest = z.infer<typeof MfaVerifyRequestSchema>;

/**
 * Body of `DELETE /api/account/mfa`: the password and a fresh code of the app being turned off, so a
 * stolen access token alone cannot remove the second factor (ASVS 4.0.3 V3.7.1: re-authenticate before
 * changing an authentication factor; docs/decisions/0079-smaller-doors.md).
 */
export const MfaDisableRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(256),
  code: TotpCodeSchema,
});
export type MfaDisableRequest = z.infer<typeof MfaDisableRequestSchema>;
