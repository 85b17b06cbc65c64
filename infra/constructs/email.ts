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
  /**
   * `create` (default): the stack makes the identities, and SES mails the verification link to `from`.
   * `existing`: they are already verified in the account and region, and the stack only refers to them
   * (CloudFormation cannot create an identity that exists: "already exists").
   */
  identity?: 'create' | 'existing';
}

/**
 * Outgoing e-mail (access codes, reminders, contact and early-access messages, Cognito's codes) through
 * SES. Senders get `ses:SendEmail`/`ses:SendRawEmail` on the account's identities, on condition that
 * `ses:FromAddress` is the product's sender, and on the configuration set: in the SES sandbox SES also
 * authorizes a send against each verified recipient's own identity, so a grant on the sender identity
 * alone is refused there (SES developer guide, "Controlling access to Amazon SES": `ses:FromAddress`;
 * "Request production access"). A compromised function still cannot send as any other address. Every
 * send names the configuration set, which publishes bounces and complaints to {@link events} (decision
 * record 0047).
 */
export class Email extends Construct {
  /** The SES identity of the sender address, when the stack creates it. */
  readonly identity?: EmailIdentity;
  /** The sender's domain identity with DKIM, when `domain` is given and the stack creates it. */
  readonly domainIdentity?: EmailIdentity;
  /** ARN of the identity Cognito sends from: the domain's when given, else the address's. */
  readonly senderIdentityArn: string;
  /** The sender address (`from`): the only `ses:FromAddress` a granted send may use. */
  readonly from: string;
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
    this.from = props.from;
    if (props.identity !== 'existing') {
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
    }
    this.senderIdentityArn = this.identityArn(props.domain ?? props.from);
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

  /**
   * The resources Cognito's SES sender depends on: the pool may only name the identity and the
   * configuration set once they exist (Cognito checks them when the pool is created or updated).
   */
  get senderResources(): Construct[] {
    return [this.configurationSet, this.identity, this.domainIdentity].filter(
      (c): c is NonNullable<typeof c> => c !== undefined,
    );
  }

  /**
   * Lets a function send mail as {@link from} through the configuration set: any identity of the account
   * (the sandbox checks recipients' identities too) on condition `ses:FromAddress` = the sender.
   */
  grantSend(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [this.identityArn('*')],
      conditions: { StringEquals: { 'ses:FromAddress': this.from } },
    });
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

  /** `arn:aws:ses:<region>:<account>:identity/<name>` of this stack. */
  private identityArn(name: string): string {
    return Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, Stack.of(this));
  }
}
