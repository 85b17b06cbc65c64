import type { Capabilities } from '../../shared/capabilities';

/** What the `account` Lambda may use (docs/decisions/0013-capability-declarations.md). Organizations and memberships in the table; sign-in, sign-up and codes through the app client; `AdminGetUser` reads the signed-in user's e-mail for account setup (docs/decisions/0046-account-profile-from-the-user-pool.md); `AdminUserGlobalSignOut` ends every session after a password reset or an MFA change (docs/decisions/0114-global-sign-out.md). */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi2'] },
  userPool: { admin: ['AdminGetUser', 'AdminUserGlobalSignOut'] },
  originSecret: true,
} as const satisfies Capabilities;
