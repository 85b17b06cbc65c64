import type { Capabilities } from '../../shared/capabilities';

/** What the `account` Lambda may use (docs/decisions/0013-capability-declarations.md). Organizations and memberships in the table; sign-in, sign-up and codes through the app client; `AdminGetUser` reads the signed-in user's e-mail for account setup (docs/decisions/0046-account-profile-from-the-user-pool.md). */
export const capabilities = {
  table: 'readWrite',
  userPool: { admin: ['AdminGetUser'] },
  originSecret: true,
} as const satisfies Capabilities;
