import { runSimulation } from '@cloud-copilot/iam-simulate';
import { TABLE_KEYS } from '../../functions/data/table';
import { foundationModelId, isInferenceProfile } from '../model-id';
import type { AwsCall } from './aws-call';
import { describeSecretsCall } from './secrets-call';
import { addressOf, recipientsOf, verifiedIdentityOf, type SesAccount } from './ses-account';
import type { NamedPolicy } from './read-artifacts';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './template';

export type { AwsCall } from './aws-call';

/** Request headers and body of one SDK call, as the function sent it. */
export interface RawCall {
  method: string;
  /** Path with query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const arn = (service: string, rest: string, region = LOCAL_REGION) =>
  `arn:aws:${service}:${region}:${LOCAL_ACCOUNT}:${rest}`;

/**
 * Cognito user-pool operations that an app client calls without IAM (Amazon Cognito API reference,
 * "unauthenticated" and "token-authorized" operations): sign-in, sign-up, codes, the user's own profile.
 */
const COGNITO_PUBLIC = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'SignUp',
  'ConfirmSignUp',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ResendConfirmationCode',
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'DeleteUser',
]);

/** Regions a cross-region inference profile of a geography may route to (a sample: its main ones). */
const PROFILE_REGIONS: Record<string, string[]> = {
  us: ['us-east-1', 'us-east-2', 'us-west-2'],
  eu: ['eu-central-1', 'eu-west-1', 'eu-west-3'],
  apac: ['ap-northeast-1', 'ap-southeast-1', 'ap-southeast-2'],
};

/** DynamoDB's transaction item kinds and the action IAM checks for each. */
const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

/** EventBridge Scheduler's REST operations on `/schedules/{Name}`, by HTTP method. */
const SCHEDULE_OPERATIONS: Record<string, string> = {
  POST: 'CreateSchedule',
  PUT: 'UpdateSchedule',
  GET: 'GetSchedule',
  DELETE: 'DeleteSchedule',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies of several AWS APIs
type Body = Record<string, any>;

function json(body: Buffer): Body {
  try {
    return body.length ? (JSON.parse(body.toString('utf8')) as Body) : {};
  } catch {
    return {};
  }
}

const header = (call: RawCall, name: string) => {
  const v = call.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Works out which IAM actions on which resources a call needs, from the request alone: the SigV4
 * credential scope names the service; `X-Amz-Target` names the operation of JSON protocols (DynamoDB,
 * Cognito), the path that of REST protocols (SES v2, Lambda, Bedrock Runtime, EventBridge Scheduler);
 * table names, user pool ids, sender addresses, function names, schedules and model ids come from the
 * body, path or query. With `options.ses` in the sandbox, an SES send is also checked on each verified
 * recipient's identity, as SES does there.
 * @throws Error for a call this machine cannot serve (unknown service or operation), naming it.
 */
export function describeCall(call: RawCall, options: { ses?: SesAccount } = {}): AwsCall {
  const scope = /Credential=[^/]+\/\d+\/[^/]+\/([^/]+)\//.exec(header(call, 'authorization') ?? '');
  const target = header(call, 'x-amz-target') ?? '';
  // Unsigned calls (Cognito's public operations) carry no credential scope; their target names the service.
  const service =
    scope?.[1] ??
    (target.startsWith('AWSCognitoIdentityProviderService.')
      ? 'cognito-idp'
      : target.startsWith('DynamoDB_')
        ? 'dynamodb'
        : 'unknown');
  const path = call.url.split('?')[0]!;
  if (service === 'dynamodb') {
    const operation = target.split('.')[1] ?? '';
    const body = json(call.body);
    const table = (name: string, index?: string) =>
      arn('dynamodb', `table/${name}${index ? `/index/${index}` : ''}`);
    // The partition key of a single-item request: IAM's `dynamodb:LeadingKeys` (Query's is not derived).
    const leadingKeys = (request: Body) => {
      const value = (request.Key ?? request.Item)?.[TABLE_KEYS.partitionKey]?.S as string | undefined;
      return value === undefined ? undefined : { 'dynamodb:LeadingKeys': [value] };
    };
    let checks: AwsCall['checks'];
    if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
      checks = (body.TransactItems as Record<string, Body>[]).flatMap((item) =>
        Object.entries(item).map(([kind, v]) => ({
          action: `dynamodb:${TRANSACT_ACTIONS[kind] ?? kind}`,
          resource: table(String(v.TableName)),
          context: leadingKeys(v),
        })),
      );
    } else if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
      checks = Object.keys(body.RequestItems ?? {}).map((name) => ({
        action: `dynamodb:${operation}`,
        resource: table(name),
      }));
    } else {
      checks = [
        {
          action: `dynamodb:${operation}`,
          resource: table(body.TableName, body.IndexName),
          context: leadingKeys(body),
        },
      ];
    }
    return { service, operation, checks };
  }
  if (service === 'cognito-idp') {
    const operation = target.split('.')[1] ?? '';
    const body = json(call.body);
    if (COGNITO_PUBLIC.has(operation)) return { service, operation, checks: [] };
    const resource = body.UserPoolId ? arn('cognito-idp', `userpool/${body.UserPoolId}`) : '*';
    return { service, operation, checks: [{ action: `cognito-idp:${operation}`, resource }] };
  }
  if (service === 'ses' && call.method === 'POST' && path === '/v2/email/outbound-emails') {
    const body = json(call.body);
    const from = addressOf(String(body.FromEmailAddress ?? ''));
    const configurationSet = body.ConfigurationSetName ? String(body.ConfigurationSetName) : undefined;
    // `ses:FromAddress` is the condition key SES sets on every send (SES developer guide, "Controlling
    // access to Amazon SES"); in the sandbox each verified recipient's identity is authorized too.
    const context = { 'ses:FromAddress': from };
    const recipientIdentities = options.ses?.sandbox
      ? recipientsOf(body).flatMap((r) => verifiedIdentityOf(r, options.ses!) ?? [])
      : [];
    return {
      service,
      operation: 'SendEmail',
      checks: [
        { action: 'ses:SendEmail', resource: arn('ses', `identity/${from}`), context },
        ...[...new Set(recipientIdentities)]
          .filter((identity) => identity !== from)
          .map((identity) => ({
            action: 'ses:SendEmail',
            resource: arn('ses', `identity/${identity}`),
            context,
          })),
        ...(configurationSet
          ? [
              {
                action: 'ses:SendEmail',
                resource: arn('ses', `configuration-set/${configurationSet}`),
                context,
              },
            ]
          : []),
      ],
    };
  }
  const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
  if (service === 'lambda' && invoke) {
    const name = decodeURIComponent(invoke[1]!);
    const resource = name.startsWith('arn:') ? name : arn('lambda', `function:${name}`);
    return { service, operation: 'Invoke', checks: [{ action: 'lambda:InvokeFunction', resource }] };
  }
  const schedule = /^\/schedules\/([^/]+)$/.exec(path);
  const scheduleOperation = SCHEDULE_OPERATIONS[call.method];
  if (service === 'scheduler' && schedule && scheduleOperation) {
    const body = json(call.body);
    const query = new URLSearchParams(call.url.split('?')[1] ?? '');
    const group = String((call.method === 'POST' ? body.GroupName : query.get('groupName')) ?? 'default');
    const resource = arn('scheduler', `schedule/${group}/${decodeURIComponent(schedule[1]!)}`);
    const checks = [{ action: `scheduler:${scheduleOperation}`, resource }];
    // Creating a schedule hands EventBridge Scheduler a role: the caller needs iam:PassRole on it.
    if (body.Target?.RoleArn) checks.push({ action: 'iam:PassRole', resource: String(body.Target.RoleArn) });
    return { service, operation: scheduleOperation, checks };
  }
  const model = /^\/model\/([^/]+)\/(converse|invoke|converse-stream|invoke-with-response-stream)$/.exec(
    path,
  );
  if (service === 'bedrock' && model) {
    const id = decodeURIComponent(model[1]!);
    const action = `bedrock:InvokeModel${model[2]!.endsWith('stream') ? 'WithResponseStream' : ''}`;
    if (id.startsWith('arn:')) return { service, operation: model[2]!, checks: [{ action, resource: id }] };
    if (!isInferenceProfile(id)) {
      const resource = `arn:aws:bedrock:${LOCAL_REGION}::foundation-model/${id}`;
      return { service, operation: model[2]!, checks: [{ action, resource }] };
    }
    // A cross-region inference profile: IAM authorizes the profile in the caller's region, then the
    // foundation model in the region the profile routes the request to (Bedrock user guide,
    // "Prerequisites for inference profiles"): each of the geography's regions is checked here.
    const geography = id.split('.')[0]!;
    const regions = PROFILE_REGIONS[geography] ?? [LOCAL_REGION];
    return {
      service,
      operation: model[2]!,
      checks: [
        { action, resource: arn('bedrock', `inference-profile/${id}`) },
        ...regions.map((region) => ({
          action,
          resource: `arn:aws:bedrock:${region}::foundation-model/${foundationModelId(id)}`,
        })),
      ],
    };
  }
  if (service === 'secretsmanager') {
    const { SecretId, Name } = json(call.body);
    // CreateSecret names the new secret by `Name`; every other call by `SecretId`.
    return describeSecretsCall(target, SecretId ?? Name);
  }
  if (service === 'sqs' && target.startsWith('AmazonSQS.')) {
    // SendMessageBatch is authorized as sqs:SendMessage (Amazon SQS API permissions reference).
    const operation = target.split('.')[1]!;
    const action = `sqs:${operation.replace(/Batch$/, '')}`;
    const queue = String(json(call.body).QueueUrl ?? '')
      .split('/')
      .pop();
    return { service, operation, checks: [{ action, resource: arn('sqs', queue ?? '') }] };
  }
  throw new Error(`No local service for ${service} ${call.method} ${path} ${target}`.trim());
}

/** The first check of a call its role's policies do not allow, or undefined when all are allowed. */
export async function deniedCheck(
  principal: string,
  policies: NamedPolicy[],
  call: AwsCall,
): Promise<AwsCall['checks'][number] | undefined> {
  for (const check of call.checks) {
    const simulation = await runSimulation(
      {
        request: {
          principal,
          action: check.action,
          resource: { resource: check.resource, accountId: LOCAL_ACCOUNT },
          contextVariables: check.context ?? {},
        },
        identityPolicies: policies,
        serviceControlPolicies: [],
        resourceControlPolicies: [],
      },
      {},
    );
    if (!('overallResult' in simulation) || simulation.overallResult !== 'Allowed') return check;
  }
  return undefined;
}

/**
 * The answer AWS gives a denied call: `AccessDeniedException` in `x-amzn-ErrorType`, status 400 with
 * `__type` for JSON protocols (DynamoDB, Cognito, SQS), 403 for REST protocols (SES v2, Lambda, Bedrock).
 */
export function accessDenied(service: string, message: string) {
  const jsonProtocol = service === 'dynamodb' || service === 'cognito-idp' || service === 'sqs';
  return {
    status: jsonProtocol ? 400 : 403,
    headers: {
      'content-type': jsonProtocol ? 'application/x-amz-json-1.0' : 'application/json',
      'x-amzn-errortype': 'AccessDeniedException',
    },
    body: JSON.stringify(
      jsonProtocol
        ? { __type: 'com.amazonaws.service#AccessDeniedException', message }
        : { message, Message: message },
    ),
  };
}
