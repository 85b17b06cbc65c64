import {
  AdminLinkProviderForUserCommand,
  type CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * The name the user pool gives the Google identity provider (CDK's `UserPoolIdentityProviderGoogle`
 * always names it `Google`; the infra tests check the template). `AdminLinkProviderForUser` wants exactly
 * this name in `SourceUser.ProviderName` (Amazon Cognito API reference, AdminLinkProviderForUser).
 */
export const GOOGLE_PROVIDER_NAME = 'Google';

/**
 * Identity providers whose first sign-in is linked to an existing manager, by the lower-cased prefix of
 * the user name Cognito makes for them, to the provider's configured name. The prefix is not the name:
 * pre-sign-up events carry `google_<sub>` as well as `Google_<sub>`.
 */
const LINKED_PROVIDERS: ReadonlyMap<string, string> = new Map([['google', GOOGLE_PROVIDER_NAME]]);

/** What {@link linkToExistingUser} did. */
export type LinkOutcome = 'linked' | 'not-federated' | 'unverified' | 'no-existing-user';

/** A string for a ListUsers filter value: backslashes and double quotes escaped. */
function filterValue(text: string): string {
  return text.replace(/["\\]/g, (c) => `\\${c}`);
}

/**
 * Pre-sign-up trigger logic (decision record 0048): on the first sign-in through Google
 * (`PreSignUp_ExternalProvider`, user name `google_<sub>` or `Google_<sub>`) whose e-mail Google reports verified, finds the
 * password user of the same pool with the same, verified e-mail and links the Google identity to it
 * (`AdminLinkProviderForUser`), so both sign-ins are one user with one membership. Any other sign-up
 * passes unchanged.
 * @throws the Cognito error of ListUsers or AdminLinkProviderForUser; Cognito then refuses the sign-in
 * (nothing half-linked is kept).
 */
export async function linkToExistingUser(
  cognito: CognitoIdentityProviderClient,
  event: PreSignUpTriggerEvent,
): Promise<LinkOutcome> {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return 'not-federated';
  const [prefix, ...rest] = event.userName.split('_');
  const providerUserId = rest.join('_');
  const provider = prefix ? LINKED_PROVIDERS.get(prefix.toLowerCase()) : undefined;
  if (!provider || !providerUserId) return 'not-federated';
  const email = event.request.userAttributes.email?.toLowerCase();
  if (!email || event.request.userAttributes.email_verified !== 'true') return 'unverified';

  const { Users = [] } = await cognito.send(
    new ListUsersCommand({
      UserPoolId: event.userPoolId,
      Filter: `email = "${filterValue(email)}"`,
      Limit: 10,
    }),
  );
  const existing = Users.find(
    (u) =>
      u.UserStatus !== 'EXTERNAL_PROVIDER' &&
      u.Attributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true') &&
      u.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === email),
  );
  if (!existing?.Username) return 'no-existing-user';

  await cognito.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: existing.Username },
      SourceUser: {
        // The provider's name as configured in the pool, never the user name's prefix.
        ProviderName: provider,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: providerUserId,
      },
    }),
  );
  return 'linked';
}
