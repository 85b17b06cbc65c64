import { Arn, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** Properties of {@link Email}. */
export interface EmailProps {
  /** Sender address (`EMAIL_FROM`). SES sends only from a verified identity: click the link SES mails. */
  from: string;
  /**
   * The sender's domain as an SES domain identity with Easy DKIM (stack input `emailDomain`): publish the
   * three CNAME records SES shows, and mail is signed for the domain. Without it, the address alone.
   */
  domain?: string;
}

/**
 * Outgoing e-mail (access codes, reminders, contact and early-access messages, Cognito's codes) through
 * SES. Senders get `ses:SendEmail`/`ses:SendRawEmail` on the sender identities and the configuration set
 * only, so a compromised function cannot send as any other address of the account. Every send names the
 * configuration set, which publishes bounces and complaints to {@link events} (decision record 0047).
 */
export class Email extends Construct {
  /** The SES identity of the sender address. */
  readonly identity: EmailIdentity;
  /** The sender's domain identity with DKIM, when `domain` is given. */
  readonly domainIdentity?: EmailIdentity;
  /** The configuration set every send names (`EMAIL_CONFIGURATION_SET`). */
  readonly configurationSet: ConfigurationSet;
  /** Name of {@link configurationSet}. */
  readonly configurationSetName: string;
  /** SNS topic receiving the configuration set's bounce and complaint events. */
  readonly events: Topic;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.configurationSetName = `${Stack.of(this).stackName}-mail`;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      reputationMetrics: true,
      // SES's account-level suppression list keeps bounced and complaining addresses out, too.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: Identity.email(props.from),
      configurationSet: this.configurationSet,
    });
    if (props.domain) {
      this.domainIdentity = new EmailIdentity(this, 'Domain', {
        identity: Identity.domain(props.domain),
        configurationSet: this.configurationSet,
        dkimSigning: true,
      });
    }
    this.events = new Topic(this, 'Events', {
      displayName: 'SES bounces and complaints',
      enforceSSL: true,
    });
    acknowledge(
      this.events,
      'AwsSolutions-SNS2',
      'SES event publishing cannot use the AWS-managed SNS key; the events hold message ids, addresses and SMTP reasons only.',
    );
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /** Lets a function send mail from the sender identities through the configuration set. */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    this.domainIdentity?.grantSendEmail(grantee);
    Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        Arn.format(
          { service: 'ses', resource: 'configuration-set', resourceName: this.configurationSetName },
          Stack.of(this),
        ),
      ],
    });
  }
}
