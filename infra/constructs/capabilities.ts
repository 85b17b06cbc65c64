import { Arn, Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { CAPABILITY_ENV } from '../../shared/capabilities';
import { declaredCapabilities, type Capabilities, type CapabilityName } from '../../shared/capabilities';
import type { Ai } from './ai';
import type { Email } from './email';
import type { ResourceFunction } from './function';
import { acknowledge, arnToken } from './nag';
import type { Reminders } from './reminders';
import type { Scoring } from './scoring';

/** What the capabilities are granted on: the stack's shared resources and values. */
export interface CapabilityProviders {
  table: Table;
  email: Email;
  /** Sender address, team address and public app origin (`EMAIL_FROM`, `TEAM_EMAIL`, `APP_ORIGIN`). */
  mail: { from: string; team: string; appOrigin: string };
  ai: Ai;
  scoring: Scoring;
  reminders: Reminders;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
}

type Grant<K extends CapabilityName> = (
  fn: ResourceFunction,
  value: NonNullable<Capabilities[K]>,
  on: CapabilityProviders,
) => Record<(typeof CAPABILITY_ENV)[K][number], string>;

/**
 * One grant per capability: the IAM permissions and the environment variables (exactly the names of
 * `CAPABILITY_ENV`). Typed per key, so a new capability does not compile without its grant.
 */
const GRANTS: { [K in CapabilityName]: Grant<K> } = {
  table: (fn, level, { table }) => {
    if (level === 'read') table.grantReadData(fn.fn);
    else table.grantReadWriteData(fn.fn);
    acknowledge(
      fn,
      `AwsSolutions-IAM5[Resource::${arnToken(table)}/index/*]`,
      'Table grants name the GSIs as <table>/index/*: queries on the indexes of this one table only.',
    );
    return { TABLE_NAME: table.tableName };
  },
  email: (fn, _, { email, mail }) => {
    email.grantSend(fn.fn);
    return {
      EMAIL_FROM: mail.from,
      TEAM_EMAIL: mail.team,
      APP_ORIGIN: mail.appOrigin,
      EMAIL_CONFIGURATION_SET: email.configurationSetName,
    };
  },
  ai: (fn, _, { ai }) => {
    ai.grantInvoke(fn.fn);
    return ai.environment;
  },
  startScoring: (fn, _, { scoring }) => scoring.allowInvokeFrom(fn),
  userPool: (fn, { admin }, { userPool, userPoolClient }) => {
    if (admin.length) userPool.grant(fn.fn, ...admin.map((a) => `cognito-idp:${a}`));
    return { USER_POOL_ID: userPool.userPoolId, USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId };
  },
  schedules: (fn, _, { reminders }) => reminders.allowScheduleFrom(fn),
  linkIdentities: (fn) => {
    const pools = Arn.format(
      { service: 'cognito-idp', resource: 'userpool', resourceName: '*' },
      Stack.of(fn),
    );
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
        resources: [pools],
      }),
    );
    acknowledge(
      fn,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cognito-idp:<AWS::Region>:<AWS::AccountId>:userpool/*]',
      "The pool's own trigger cannot name the pool (dependency cycle); it acts only on the pool id of each event (decision record 0048).",
    );
    return {};
  },
};

/**
 * Grants a function what its declaration lists and nothing else, and sets the environment variables of
 * those capabilities (docs/decisions/0013-capability-declarations.md). Nothing else in the stack hands out
 * permissions to the product's functions.
 */
export function grantCapabilities(
  fn: ResourceFunction,
  declared: Capabilities,
  on: CapabilityProviders,
): void {
  for (const name of declaredCapabilities(declared)) {
    const grant = GRANTS[name] as Grant<CapabilityName>;
    const env = grant(fn, declared[name] as never, on) as Record<string, string>;
    for (const [key, value] of Object.entries(env)) fn.addEnvironment(key, value);
  }
}
