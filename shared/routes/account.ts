import {
  AccountSetupRequestSchema,
  AccountSetupSchema,
  CodeDeliverySchema,
  ConfirmRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MeSchema,
  RefreshedTokensSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  TokensSchema,
} from '../schemas/account';
import type { Capabilities } from '../capabilities';
import type { RouteDef } from '../route-def';

/** Sign-up, sign-in, tokens, password reset and organization setup (`functions/account`). */
export const accountRoutes = {
  login: {
    method: 'POST',
    path: '/api/account/login',
    resource: 'account',
    access: 'public',
    body: LoginRequestSchema,
    response: TokensSchema,
  },
  refresh: {
    method: 'POST',
    path: '/api/account/refresh',
    resource: 'account',
    access: 'public',
    body: RefreshRequestSchema,
    response: RefreshedTokensSchema,
  },
  register: {
    method: 'POST',
    path: '/api/account/register',
    resource: 'account',
    access: 'public',
    status: 201,
    body: RegisterRequestSchema,
    response: CodeDeliverySchema,
  },
  confirmAccount: {
    method: 'POST',
    path: '/api/account/confirm',
    resource: 'account',
    access: 'public',
    body: ConfirmRequestSchema,
    status: 204,
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/account/resendConfirmation',
    resource: 'account',
    access: 'public',
    body: ForgotPasswordRequestSchema,
    response: CodeDeliverySchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgotPassword',
    resource: 'account',
    access: 'public',
    body: ForgotPasswordRequestSchema,
    response: CodeDeliverySchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/resetPassword',
    resource: 'account',
    access: 'public',
    body: ResetPasswordRequestSchema,
    status: 204,
  },
  me: { method: 'GET', path: '/api/account/me', resource: 'account', access: 'manager', response: MeSchema },
  getAccountSetup: {
    method: 'GET',
    path: '/api/account/setup',
    resource: 'account',
    access: 'manager',
    membership: 'optional',
    response: AccountSetupSchema,
  },
  completeAccountSetup: {
    method: 'POST',
    path: '/api/account/setup',
    resource: 'account',
    access: 'manager',
    membership: 'optional',
    status: 201,
    body: AccountSetupRequestSchema,
    response: MeSchema,
  },
} as const satisfies Record<string, RouteDef>;

/** What the `account` Lambda may use (docs/decisions/0013-capability-declarations.md). Organizations and memberships in the table; sign-in, sign-up and codes through the app client; `AdminGetUser` reads the signed-in user's e-mail for account setup (docs/decisions/0046-account-profile-from-the-user-pool.md). */
export const accountCapabilities = {
  table: 'readWrite',
  userPool: { admin: ['AdminGetUser'] },
} as const satisfies Capabilities;
