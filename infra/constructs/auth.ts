import { Duration, SecretValue, Stack } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  LambdaVersion,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../shared/password-policy';
import {
  ACCESS_TOKEN_MINUTES,
  FACTOR_CLIENT_NAME,
  FACTOR_PROOF_TOKEN_MINUTES,
} from '../../shared/user-pool-tokens';
import { acknowledge } from './nag';
import type { StackInput } from '../stack-input';

export { ACCESS_TOKEN_MINUTES };

/** Properties of {@link Auth}. */
export interface AuthProps {
  /** Public origin of the web app (`https://d123.cloudfront.net`); Hosted UI redirects go back to it. */
  appOrigin: string;
  /** Google sign-in; without it there is no identity provider and no Hosted UI domain. */
  google?: StackInput['google'];
  /** Hosted UI domain prefix; required with `google`. */
  hostedUiDomainPrefix?: string;
  /**
   * Cognito threat protection in full-function mode (Plus plan): its compromised-credentials check refuses
   * breached passwords (decision record 0079).
   */
  compromisedCredentialsCheck?: boolean;
  /** More allowed OAuth callback URLs (development origins). */
  callbackUrls?: string[];
  /** Who sends the pool's own mail (stack input `cognitoEmail`): see {@link CognitoEmail}. */
  email: CognitoEmail;
}

/**
 * The pool's mail sender. `cognito`: Cognito's built-in sender (50 mails a day), which needs nothing
 * verified, so the first deploy works. `ses`: the product's SES sender and configuration set; Cognito
 * refuses a pool naming an unverified identity ("Email address is not verified"), so this is for a
 * deploy after the sender is verified, and the pool depends on `dependsOn` (the identity and the
 * configuration set) so it is never created or updated before them (Amazon Cognito developer guide,
 * "Email settings for Amazon Cognito user pools").
 */
export type CognitoEmail =
  | { sender: 'cognito' }
  | { sender: 'ses'; from: string; domain?: string; configurationSetName: string; dependsOn: Construct[] };

/** The CDK e-mail settings of {@link CognitoEmail}. */
function poolEmail(email: CognitoEmail, region: string): UserPoolEmail {
  if (email.sender === 'cognito') return UserPoolEmail.withCognito();
  return UserPoolEmail.withSES({
    fromEmail: email.from,
    fromName: 'Hiring',
    sesRegion: region,
    ...(email.domain ? { sesVerifiedDomain: email.domain } : {}),
    configurationSetName: email.configurationSetName,
  });
}

/**
 * Manager sign-in (docs/architecture.md#auth-managers): a Cognito user pool where managers sign up with
 * their e-mail (verified by code) and the password policy shared with the local emulator, plus one public
 * app client (no secret, since the SPA cannot keep one) used by `POST /api/account/login|refresh`
 * (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH) and, with Google, by the Hosted UI's authorization-code grant
 * with PKCE.
 */
export class Auth extends Construct {
  /** The managers' user pool (`USER_POOL_ID`). */
  readonly userPool: UserPool;
  /** The SPA's public app client (`USER_POOL_CLIENT_ID`), the JWT authorizer's audience. */
  readonly client: UserPoolClient;
  /**
   * The app client the account function alone signs in through to prove a password (and current code)
   * before a second factor changes (`USER_POOL_FACTOR_CLIENT_ID`, decision record 0139): its tokens alone
   * keep `aws.cognito.signin.user.admin`, live 5 minutes and are revoked right after use.
   */
  readonly factorClient: UserPoolClient;
  /** Hosted UI base URL (`https://<prefix>.auth.<region>.amazoncognito.com`), only with Google. */
  readonly hostedUiDomain?: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once its code is entered; until then the pool keeps the one the
      // user proved (AttributesRequireVerificationBeforeUpdate, decision record 0074).
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.MinimumLength,
        requireLowercase: PASSWORD_POLICY.RequireLowercase,
        requireUppercase: PASSWORD_POLICY.RequireUppercase,
        requireDigits: PASSWORD_POLICY.RequireNumbers,
        requireSymbols: PASSWORD_POLICY.RequireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Essentials at least: the pre-token-generation trigger's V2_0 event, which removes the self-service
      // scope from access tokens, needs the Essentials or Plus plan (Amazon Cognito Developer Guide, "Pre
      // token generation Lambda trigger"); Lite allows V1_0 (ID tokens) only. Set, not left to the default,
      // which keeps an existing pool on Lite.
      ...(props.compromisedCredentialsCheck
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      deletionProtection: true,
      // Managers may add an authenticator app (TOTP); SMS is not offered (decision record 0049).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      email: poolEmail(props.email, Stack.of(this).region),
    });
    if (props.email.sender === 'ses') {
      for (const resource of props.email.dependsOn) this.userPool.node.addDependency(resource);
    }

    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      "MFA is optional for managers (TOTP, decision record 0049), not required; Google sign-in users get Google's own MFA.",
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials tier: the Plus tier (threat protection) costs per active user; revisit before general availability.',
    );

    const google = props.google ? this.addGoogle(props.google) : undefined;
    const origin = props.appOrigin;
    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      // Sign-out revokes the refresh token (RevokeToken), ending the access tokens issued from it.
      enableTokenRevocation: true,
      // An access token outlives a sign-out or a global sign-out at most this long (decision record 0074).
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      // A signed-in user may change only their name with their own token: the e-mail is the identity
      // invitations go to (decision record 0074). Google's mapped attributes must stay writable by the
      // client that signs Google users in (Cognito: "mapped attributes must be writable"); those tokens carry
      // no aws.cognito.signin.user.admin scope, and the pool keeps the original e-mail until verified.
      writeAttributes: new ClientAttributes().withStandardAttributes(
        google ? { fullname: true, email: true, emailVerified: true } : { fullname: true },
      ),
      preventUserExistenceErrors: true,
      supportedIdentityProviders: google
        ? [UserPoolClientIdentityProvider.COGNITO, UserPoolClientIdentityProvider.GOOGLE]
        : [UserPoolClientIdentityProvider.COGNITO],
      ...(google
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.OPENID],
              callbackUrls: [`${origin}/login`, ...(props.callbackUrls ?? [])],
              logoutUrls: [`${origin}/`, ...(props.callbackUrls ?? []).map((u) => new URL('/', u).href)],
            },
          }
        : { disableOAuth: true }),
    });
    this.factorClient = this.userPool.addClient('FactorClient', {
      userPoolClientName: FACTOR_CLIENT_NAME,
      generateSecret: false,
      authFlows: { userPassword: true },
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(FACTOR_PROOF_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(FACTOR_PROOF_TOKEN_MINUTES),
      refreshTokenValidity: Duration.minutes(60),
      readAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
      writeAttributes: new ClientAttributes(),
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      disableOAuth: true,
    });
    if (google) {
      // The client may only name Google once the provider exists.
      this.client.node.addDependency(google);
      const domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: props.hostedUiDomainPrefix! },
      });
      this.hostedUiDomain = domain.baseUrl();
    }
  }

  /**
   * Runs `fn` as the pool's pre-sign-up trigger: it links a first Google sign-in to the manager with the
   * same verified e-mail (decision record 0048).
   */
  addPreSignUpTrigger(fn: IFunction): void {
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, fn);
  }

  /**
   * Runs `fn` as the pool's pre-token-generation trigger with the `V2_0` event, which can change access
   * tokens: it removes `aws.cognito.signin.user.admin` from every client's but the factor client's
   * (`shared/user-pool-tokens.ts`, decision record 0139). Needs the Essentials or Plus plan (set above).
   */
  addPreTokenGenerationTrigger(fn: IFunction): void {
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, fn, LambdaVersion.V2_0);
  }

  /** The JWT issuer of this pool (`https://cognito-idp.<region>.amazonaws.com/<poolId>`). */
  get issuer(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  private addGoogle(google: NonNullable<StackInput['google']>): UserPoolIdentityProviderGoogle {
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: google.clientId,
      // Read by CloudFormation at deploy time; the secret never appears in the template.
      clientSecretValue: SecretValue.secretsManager(google.clientSecretArn),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        fullname: ProviderAttribute.GOOGLE_NAME,
        // The pre-sign-up trigger links only an address Google reports verified.
        custom: { email_verified: ProviderAttribute.other('email_verified') },
      },
    });
  }
}
