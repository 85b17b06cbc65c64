import {
  LoginRequestSchema,
  MeSchema,
  RefreshedTokensSchema,
  RefreshRequestSchema,
  TokensSchema,
} from '../schemas/account';
import type { RouteDef } from '../route-def';

/** Sign-in, tokens and the signed-in manager (`functions/account`). */
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
  me: { method: 'GET', path: '/api/account/me', resource: 'account', access: 'manager', response: MeSchema },
} as const satisfies Record<string, RouteDef>;
