import type { Resource } from './route-def';

/**
 * Cognito admin API calls a function may make on the managers' user pool (IAM actions
 * `cognito-idp:<name>`). Public app-client calls (sign-in, sign-up, codes) need no IAM grant.
 */
export type CognitoAdminAction =
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut'
  | 'AdminSetUserPassword';

/**
 * What one Lambda may use: the only source of its IAM grants and of its environment variables
 * (docs/decisions/0013-capability-declarations.md). CDK turns each entry into a grant plus the variables of
 * {@link CAPABILITY_ENV}; the infra tests check that the function's bundle uses no AWS client outside
 * {@link CAPABILITY_CLIENTS} of its entries. A new kind of access (e.g. `schedules`) is one more key here
 * and in both maps; the compiler then asks for its grant in `infra/constructs/capabilities.ts`.
 */
export interface Capabilities {
  /** The DynamoDB table: the kinds of access the function's code makes, nothing more ({@link TableAccess}). */
  table?: TableAccess;
  /** Sends e-mail through SES from the sender identity (`EMAIL_FROM`), with links to `APP_ORIGIN`. */
  email?: true;
  /** Calls the LLM: `bedrock:InvokeModel` on the configured model (the offline provider needs no grant). */
  ai?: true;
  /** Queues background scoring: `sqs:SendMessage` on the scoring queue (`SCORING_QUEUE_URL`). */
  startScoring?: true;
  /**
   * Starts writing a template's questions in the background: a message on the generation queue, after reserving the run's worst-case cost in the monthly AI budget, so it gets the provider,
   * model and budget settings too (no model grant: only the worker calls the model).
   */
  startGeneration?: true;
  /** The managers' user pool: its ids, plus the listed admin calls (none for app-client calls only). */
  userPool?: { admin: readonly CognitoAdminAction[] };
  /**
   * Creates and deletes the one-time reminder schedules of sessions (EventBridge Scheduler, in the
   * reminders' own group, targeting the reminder function), passing the scheduler's role.
   */
  schedules?: true;
  /**
   * Serves HTTP API routes: reads the CloudFront origin secret that every request must carry
   * (docs/decisions/0040-origin-secret-and-viewer-address.md) from Secrets Manager at run time
   * (`secretsmanager:GetSecretValue` on that one secret, `ORIGIN_SECRET_ARN`; decision record 0142).
   */
  originSecret?: true;
  /**
   * The credentials the product keeps to call tracking systems back (an organization's Ashby API key, the
   * key Greenhouse's completion `PATCH` carries), one Secrets Manager secret per organization and system
   * named `<TRACKING_SECRET_PREFIX><orgId>/<system>`: these `secretsmanager:` actions on the secrets of
   * that prefix only (decision record 0167).
   */
  trackingSecrets?: { actions: readonly TrackingSecretAction[] };
  /**
   * Links a Google identity to the manager with the same verified e-mail from the user pool's pre-sign-up
   * trigger: `cognito-idp:ListUsers` and `cognito-idp:AdminLinkProviderForUser` on the account's user
   * pools of this region (the trigger cannot name its own pool without a dependency cycle; it acts on the
   * pool of the event). No variables: the pool id comes with each event (decision record 0048).
   */
  linkIdentities?: true;
  /**
   * Decides the scopes of the pool's access tokens from its pre-token-generation trigger:
   * `cognito-idp:DescribeUserPoolClient` on the one user pool, by a policy of its own (the pool names the
   * trigger, so its default policy cannot name the pool). No variables: the pool id comes with each event
   * (decision record 0139).
   */
  scopeTokens?: true;
  /**
   * Registers webhook endpoints: which URLs are allowed (`WEBHOOK_URLS`: `https` in the cloud,
   * `https-or-loopback` on this machine, where `http://127.0.0.1` and `http://localhost` receivers are
   * allowed). No AWS call.
   */
  webhooks?: true;
  /**
   * Queues webhook tries: `sqs:SendMessage` on the webhook delivery queue (`WEBHOOK_QUEUE_URL`), with a
   * delay of at most 900 s per message (docs/decisions/0124-webhook-delivery-queue.md).
   */
  webhookQueue?: true;
  /**
   * Goes on with long work in the background: an asynchronous invoke (`lambda:InvokeFunction`,
   * `InvocationType: Event`) of the function itself, by a policy of its own (its default policy cannot
   * name the function without a cycle). `SELF_INVOKE`: `lambda` in the cloud, `in-process` on the local
   * runner; the function's name is the runtime's `AWS_LAMBDA_FUNCTION_NAME` (decision record 0158).
   */
  invokeSelf?: true;
}

/** A Secrets Manager action on the tracking systems' secrets ({@link Capabilities.trackingSecrets}). */
export type TrackingSecretAction = 'GetSecretValue' | 'CreateSecret' | 'PutSecretValue' | 'DeleteSecret';

/** A global secondary index of the table (`TABLE_KEYS.indexes` of `functions/data/table.ts`). */
export type TableIndex = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5' | 'gsi6';

/**
 * What a function does with the one table; each key grants one kind of DynamoDB action on the table only
 * (docs/decisions/0142-least-privilege-by-resource.md). None grants `Scan`: product code never scans.
 * A transaction's items are authorized one by one as the item actions below (`Put` as `PutItem`, …).
 */
export interface TableAccess {
  /** `GetItem`, `BatchGetItem` and `Query` on the table itself. */
  read?: true;
  /** `PutItem`, `UpdateItem` and `ConditionCheckItem` (conditional writes, transactions). */
  write?: true;
  /** `DeleteItem` (one item, or an item of a transaction; Powertools idempotency removes its record). */
  delete?: true;
  /** `BatchWriteItem`: whole partitions deleted 25 items at a time (`functions/data/partition.ts`). */
  batchWrite?: true;
  /** `Query` on these indexes, and no other. */
  indexes?: readonly TableIndex[];
  /**
   * When set, every item action is allowed only on partition keys that start with one of these (IAM
   * condition `dynamodb:LeadingKeys`), and a request without a key is refused. ElectroDB keys look like
   * `$hiring#month_2026-11`; a prefix names the entity's first key attribute (`$hiring#month_`), and a
   * unit test checks the entities' keys match. Only for functions that do not query (a Query's key is
   * not a single item's).
   */
  keyPrefixes?: readonly string[];
}

/** One kind of access of {@link Capabilities}. */
export type CapabilityName = keyof Capabilities;

/** Every capability name, in a fixed order. */
export const CAPABILITY_NAMES = [
  'table',
  'email',
  'ai',
  'startScoring',
  'startGeneration',
  'userPool',
  'schedules',
  'originSecret',
  'trackingSecrets',
  'linkIdentities',
  'scopeTokens',
  'webhooks',
  'webhookQueue',
  'invokeSelf',
] as const satisfies readonly CapabilityName[];

/** Variables every function gets, whatever it declares (logging, Powertools, tracing). */
export const BASE_ENV = [
  'LOG_LEVEL',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'POWERTOOLS_TRACE_ENABLED',
] as const;

/** Environment variables a capability brings; `functions/config.ts` reads them and fails at load without them. */
export const CAPABILITY_ENV = {
  table: ['TABLE_NAME', 'SESSION_LIST_INDEX', 'SESSION_NAME_INDEX'],
  email: [
    'EMAIL_FROM',
    'TEAM_EMAIL',
    'APP_ORIGIN',
    'EMAIL_CONFIGURATION_SET',
    'MAIL_DAILY_CAP_PER_USER',
    'MAIL_DAILY_CAP_PER_ORG',
    'MAIL_DAILY_CAP_NEW_ORG',
  ],
  ai: [
    'AI_PROVIDER',
    'BEDROCK_MODEL_ID',
    'SCORING_SAMPLES',
    'SCORING_CONCURRENCY',
    'AI_MONTHLY_BUDGET_USD',
    'AI_NEW_ORG_MONTHLY_BUDGET_USD',
    'AI_TOKENS_PER_MINUTE',
  ],
  startScoring: ['SCORING_QUEUE', 'SCORING_QUEUE_URL'],
  startGeneration: [
    'GENERATION_QUEUE',
    'GENERATION_QUEUE_URL',
    'AI_PROVIDER',
    'BEDROCK_MODEL_ID',
    'AI_MONTHLY_BUDGET_USD',
    'SCORING_SAMPLES',
    'SCORING_CONCURRENCY',
  ],
  userPool: ['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'USER_POOL_FACTOR_CLIENT_ID'],
  schedules: ['REMINDER_SCHEDULER', 'REMINDER_SCHEDULE_GROUP', 'REMINDER_TARGET_ARN', 'REMINDER_ROLE_ARN'],
  originSecret: ['ORIGIN_SECRET_ARN'],
  trackingSecrets: ['TRACKING_SECRET_PREFIX'],
  linkIdentities: [],
  scopeTokens: [],
  webhooks: ['WEBHOOK_URLS'],
  webhookQueue: ['WEBHOOK_QUEUE_URL'],
  invokeSelf: ['SELF_INVOKE'],
} as const satisfies Record<CapabilityName, readonly string[]>;

/** AWS SDK client packages a capability covers in a function's bundle. */
export const CAPABILITY_CLIENTS = {
  table: ['@aws-sdk/client-dynamodb'],
  email: ['@aws-sdk/client-sesv2'],
  ai: ['@aws-sdk/client-bedrock-runtime'],
  startScoring: ['@aws-sdk/client-sqs'],
  startGeneration: ['@aws-sdk/client-sqs'],
  userPool: ['@aws-sdk/client-cognito-identity-provider'],
  schedules: ['@aws-sdk/client-scheduler'],
  originSecret: ['@aws-sdk/client-secrets-manager'],
  trackingSecrets: ['@aws-sdk/client-secrets-manager'],
  linkIdentities: ['@aws-sdk/client-cognito-identity-provider'],
  scopeTokens: ['@aws-sdk/client-cognito-identity-provider'],
  webhooks: [],
  webhookQueue: ['@aws-sdk/client-sqs'],
  invokeSelf: ['@aws-sdk/client-lambda'],
} as const satisfies Record<CapabilityName, readonly string[]>;

/**
 * Samples per answer when a model scores: the answer's score is their median, and samples more than
 * 2 points apart flag it for review (docs/decisions/0025-scoring-samples-and-providers.md).
 */
export const SCORING_SAMPLES = 3;

/** Model calls in flight at once while one session is scored: well under Bedrock's default request quotas. */
export const SCORING_CONCURRENCY = 4;

/**
 * The Lambdas of the product: one per resource of the route table, plus the scoring, generation, reminder
 * retention and webhook workers, the pre-sign-up trigger and the mail-events function.
 */
export type FunctionName =
  | Resource
  | 'scoring-worker'
  | 'generation-worker'
  | 'reminder-worker'
  | 'retention-worker'
  | 'identity-linker'
  | 'token-scopes'
  | 'mail-events'
  | 'api-key-authorizer'
  | 'webhook-worker';

/** The capability names a declaration uses. */
export function declaredCapabilities(declared: Capabilities): CapabilityName[] {
  return CAPABILITY_NAMES.filter((name) => declared[name] !== undefined);
}
