import { Duration } from 'aws-cdk-lib';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { Email } from './email';
import { acknowledge } from './nag';
import { ResourceFunction } from './function';

/** Entry of the pre-sign-up trigger, relative to the repository root. */
export const IDENTITY_LINKER_ENTRY = 'functions/identity-linking/handler.ts';
/** Entry of the pre-token-generation trigger, relative to the repository root. */
export const TOKEN_SCOPES_ENTRY = 'functions/token-scopes/handler.ts';
/** Entry of the SES bounce and complaint handler, relative to the repository root. */
export const MAIL_EVENTS_ENTRY = 'functions/mail-events/handler.ts';

/** Properties of {@link AccountEvents}. */
export interface AccountEventsProps {
  /** Environment of every function (`functions/config.ts`). */
  environment: Record<string, string>;
  /** Outgoing mail: its bounce and complaint topic feeds the mail-events function. */
  email: Email;
}

/**
 * The two functions driven by events rather than routes: the user pool's pre-sign-up trigger, which links
 * a first Google sign-in to the existing manager with the same verified e-mail (decision record 0048), and
 * the mail-events function subscribed to SES's bounces and complaints (decision record 0047). Their
 * permissions come from their capability declarations, like every other function's.
 */
export class AccountEvents extends Construct {
  /** Pre-sign-up trigger (`functions/identity-linking/handler.ts`). */
  readonly identityLinker: ResourceFunction;
  /** Pre-token-generation trigger (`functions/token-scopes/handler.ts`, decision record 0139). */
  readonly tokenScopes: ResourceFunction;
  /** SES events handler (`functions/mail-events/handler.ts`). */
  readonly mailEvents: ResourceFunction;

  constructor(scope: Construct, id: string, props: AccountEventsProps) {
    super(scope, id);
    this.identityLinker = new ResourceFunction(this, 'IdentityLinker', {
      entry: IDENTITY_LINKER_ENTRY,
      description: 'Hiring: links a first Google sign-in to the manager with the same verified e-mail',
      environment: props.environment,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    this.tokenScopes = new ResourceFunction(this, 'TokenScopes', {
      entry: TOKEN_SCOPES_ENTRY,
      description: 'Hiring: issues access tokens without the self-service scope, but the factor client’s',
      environment: props.environment,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    this.mailEvents = new ResourceFunction(this, 'MailEvents', {
      entry: MAIL_EVENTS_ENTRY,
      description: 'Hiring: records bounces and complaints of sent e-mail',
      environment: props.environment,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    const subscription = new LambdaSubscription(this.mailEvents.fn);
    props.email.events.addSubscription(subscription);
    acknowledge(
      this.identityLinker.fn,
      'Serverless-LambdaDLQ',
      'Cognito calls the trigger synchronously during sign-up: a failure is answered to the sign-in at once, there is no event to keep.',
    );
    acknowledge(
      this.tokenScopes.fn,
      'Serverless-LambdaDLQ',
      'Cognito calls the trigger synchronously while it issues tokens: a failure is answered to the sign-in at once, there is no event to keep.',
    );
    acknowledge(
      this.mailEvents.fn,
      'Serverless-LambdaDLQ',
      'A lost bounce event only leaves a session without its bounce mark; failures are logged and raise the function’s Errors alarm.',
    );
    acknowledge(
      this.mailEvents.fn,
      'Serverless-SNSRedrivePolicy',
      'SNS retries delivery to Lambda for hours; a bounce mark that still fails is logged by the function and alarmed.',
    );
  }
}
