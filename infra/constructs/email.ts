import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/** Properties of {@link Email}. */
export interface EmailProps {
  /** Sender address (`EMAIL_FROM`). SES sends only from a verified identity: click the link SES mails. */
  from: string;
}

/**
 * Outgoing e-mail (access codes, contact and early-access messages) through SES. Senders get
 * `ses:SendEmail`/`ses:SendRawEmail` on this one identity only, so a compromised function cannot send as
 * any other address of the account.
 */
export class Email extends Construct {
  /** The SES identity of the sender address. */
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.from) });
  }

  /** Lets a function send mail from the sender identity. */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
  }
}
