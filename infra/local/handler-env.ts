import { SCORING_CONCURRENCY, SCORING_SAMPLES } from '../../shared/capabilities';
import { defaultTokensPerMinute } from '../../functions/ai/model-limits';
import { LOCAL_ORIGIN_SECRET_ARN } from './secrets';
import { stackInputSettings } from './stack-input-env';
import { localWebhookPorts } from './webhook-ports';

/** The one table's name on this machine. */
export const TABLE_NAME = 'hiring';
/** The product's SES sender on this machine. */
export const EMAIL_FROM = 'no-reply@hiring.local';

/** Where the local stack's backends listen, as the handlers reach them. */
export interface LocalEndpoints {
  dynamoUrl: string;
  /** The proxy in front of cognito-local that adds `ResendConfirmationCode`. */
  cognitoApiUrl: string;
  sesUrl: string;
  /** The Secrets Manager stand-in (`infra/local/secrets.ts`). */
  secretsUrl: string;
  appUrl: string;
  userPoolId: string;
  clientId: string;
  /** The factor client (decision record 0139). */
  factorClientId: string;
}

/**
 * The environment the handlers run with on this machine (`npm start` and the tests): every setting of
 * `functions/config.ts` with the local backends, the offline AI, in-process queues and scheduler, and the
 * stack input's defaults; `extra` on top (e.g. `AI_PROVIDER` and `BEDROCK_ENDPOINT` of the model emulator).
 */
export function handlerEnvironment(
  at: LocalEndpoints,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME,
    // Local tables give every session its gsi5 keys (created so, or backfilled when gsi5 is added to a
    // kept table, `ensureTable`), so the lists read the narrow index, as a deployed stack does once its
    // backfill ran (decision record 0170); `SESSION_LIST_INDEX=gsi1 npm start` reads the old one.
    SESSION_LIST_INDEX: 'gsi5',
    // The local table has gsi6 and gives its sessions their keys (`ensureTable`), as a stack deployed
    // with `sessionNameIndex=gsi6` after its backfill (decision record 0172).
    SESSION_NAME_INDEX: 'gsi6',
    DYNAMODB_ENDPOINT: at.dynamoUrl,
    COGNITO_ENDPOINT: at.cognitoApiUrl,
    SES_ENDPOINT: at.sesUrl,
    SECRETS_ENDPOINT: at.secretsUrl,
    USER_POOL_ID: at.userPoolId,
    USER_POOL_CLIENT_ID: at.clientId,
    USER_POOL_FACTOR_CLIENT_ID: at.factorClientId,
    APP_ORIGIN: at.appUrl,
    EMAIL_FROM,
    // aws-ses-v2-local accepts the name and sends no events; the mail-events function is tested directly.
    EMAIL_CONFIGURATION_SET: 'hiring-local',
    TEAM_EMAIL: 'team@hiring.local',
    AI_PROVIDER: 'offline',
    BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
    SCORING_SAMPLES: String(SCORING_SAMPLES),
    SCORING_CONCURRENCY: String(SCORING_CONCURRENCY),
    // The stack input's defaults (`aiMonthlyBudgetUsd`, decision record 0078); each stack input given as
    // its environment variable replaces its default (`stackInputSettings` below), as `cdk deploy` reads it.
    AI_MONTHLY_BUDGET_USD: '50',
    AI_NEW_ORG_MONTHLY_BUDGET_USD: '2',
    MAIL_DAILY_CAP_PER_USER: '200',
    MAIL_DAILY_CAP_PER_ORG: '1000',
    MAIL_DAILY_CAP_NEW_ORG: '20',
    // The model's quota the model calls are paced by (decision record 0149): `AI_TOKENS_PER_MINUTE` as
    // given to `npm start`, else the default model's default quota in us-east-1.
    AI_TOKENS_PER_MINUTE:
      process.env.AI_TOKENS_PER_MINUTE ||
      String(defaultTokensPerMinute('amazon.nova-lite-v1:0', 'us-east-1')),
    // Scoring is queued and run in this process (`./model-queues.ts`); `npm run start:artifacts` queues it
    // on the emulated SQS queue its worker Lambda consumes.
    SCORING_QUEUE: 'in-process',
    // Templates are queued and written in this process too; `npm run start:artifacts` uses SQS.
    GENERATION_QUEUE: 'in-process',
    // Reminder schedules live in the local runner's scheduler (`infra/local/scheduler.ts`), with the
    // clock `POST /local/clock` moves.
    REMINDER_SCHEDULER: 'in-process',
    // An import's background runs go on in this process; `npm run start:artifacts` invokes the function.
    SELF_INVOKE: 'in-process',
    // A receiver on this machine (`http://127.0.0.1:…`) may get webhooks; the cloud allows HTTPS only.
    WEBHOOK_URLS: 'https-or-loopback',
    // Deliveries reach a loopback receiver only on these ports (never set by the stack).
    LOCAL_WEBHOOK_PORTS: localWebhookPorts(),
    LOG_LEVEL: 'WARN',
    POWERTOOLS_DEV: 'false',
    // CloudWatch's embedded metric format means nothing on this machine.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // No X-Ray daemon on this machine.
    POWERTOOLS_TRACE_ENABLED: 'false',
    // What the local gateway adds to every request, as CloudFront does in the cloud.
    ORIGIN_SECRET_ARN: LOCAL_ORIGIN_SECRET_ARN,
    // The tracking systems' credentials are secrets of the stand-in under this prefix (decision 0167).
    TRACKING_SECRET_PREFIX: 'hiring-local/tracking-systems/',
    // The stack inputs given to `npm start` as environment variables, checked as `cdk deploy` checks them.
    ...stackInputSettings(),
    ...extra,
  };
}
