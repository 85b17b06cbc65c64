/**
 * The functions of the stack as the cold-start bench builds and starts them: each entry, and the
 * environment Lambda gives it (CDK's base environment and exactly its capabilities' variables).
 */
import { FUNCTION_BASE_ENVIRONMENT } from '../infra/constructs/function';
import { functionCapabilities } from '../functions/capabilities';
import { API_KEY_AUTHORIZER_ENTRY } from '../infra/constructs/api-key-authorizer';
import {
  IDENTITY_LINKER_ENTRY,
  MAIL_EVENTS_ENTRY,
  TOKEN_SCOPES_ENTRY,
} from '../infra/constructs/account-events';
import { REMINDER_WORKER_ENTRY } from '../infra/constructs/reminders';
import { RETENTION_WORKER_ENTRY } from '../infra/constructs/retention';
import { WEBHOOK_WORKER_ENTRY } from '../infra/constructs/webhooks';
import { SCORING_WORKER_ENTRY } from '../infra/constructs/scoring';
import { GENERATION_WORKER_ENTRY } from '../infra/constructs/generation';
import {
  BASE_ENV,
  CAPABILITY_ENV,
  declaredCapabilities,
  type Capabilities,
  type FunctionName,
} from '../shared/capabilities';
import type { Resource } from '../shared/route-def';
import { routes } from '../shared/routes';

/**
 * Every function of the stack (each name of `functionCapabilities`) and its entry: one per resource of
 * the route table, plus the workers, the pre-sign-up trigger and the mail-events function.
 */
export function functionEntries(): { name: FunctionName; entry: string }[] {
  const entries: Record<FunctionName, string> = {
    ...(Object.fromEntries(
      [...new Set(Object.values(routes).map((r) => r.resource as Resource))].map((name) => [
        name,
        `functions/${name}/handler.ts`,
      ]),
    ) as Record<Resource, string>),
    'scoring-worker': SCORING_WORKER_ENTRY,
    'generation-worker': GENERATION_WORKER_ENTRY,
    'reminder-worker': REMINDER_WORKER_ENTRY,
    'retention-worker': RETENTION_WORKER_ENTRY,
    'identity-linker': IDENTITY_LINKER_ENTRY,
    'token-scopes': TOKEN_SCOPES_ENTRY,
    'mail-events': MAIL_EVENTS_ENTRY,
    'api-key-authorizer': API_KEY_AUTHORIZER_ENTRY,
    'webhook-worker': WEBHOOK_WORKER_ENTRY,
  };
  return (Object.keys(functionCapabilities) as FunctionName[]).map((name) => ({
    name,
    entry: entries[name],
  }));
}

/** A dummy value for every variable a capability brings; nothing is called while a bundle is imported. */
const VARIABLE_VALUES: Record<string, string> = {
  LOG_LEVEL: 'ERROR',
  TABLE_NAME: 'bench',
  SESSION_LIST_INDEX: 'gsi5',
  SESSION_NAME_INDEX: 'gsi6',
  USER_POOL_ID: 'eu-west-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  USER_POOL_FACTOR_CLIENT_ID: 'bench-factor',
  EMAIL_FROM: 'bench@example.com',
  TEAM_EMAIL: 'team@example.com',
  APP_ORIGIN: 'https://app.example.com',
  EMAIL_CONFIGURATION_SET: 'bench',
  AI_PROVIDER: 'bedrock',
  BEDROCK_MODEL_ID: 'bench',
  SCORING_SAMPLES: '3',
  SCORING_CONCURRENCY: '4',
  AI_MONTHLY_BUDGET_USD: '50',
  AI_TOKENS_PER_MINUTE: '4000000',
  SCORING_QUEUE: 'sqs',
  SCORING_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/000000000000/bench-scoring',
  GENERATION_QUEUE: 'sqs',
  GENERATION_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/000000000000/bench-generation',
  AI_NEW_ORG_MONTHLY_BUDGET_USD: '2',
  MAIL_DAILY_CAP_PER_USER: '200',
  MAIL_DAILY_CAP_PER_ORG: '1000',
  MAIL_DAILY_CAP_NEW_ORG: '20',
  REMINDER_SCHEDULER: 'eventbridge',
  REMINDER_SCHEDULE_GROUP: 'bench',
  REMINDER_TARGET_ARN: 'arn:aws:lambda:eu-west-1:000000000000:function:bench',
  REMINDER_ROLE_ARN: 'arn:aws:iam::000000000000:role/bench',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:bench-origin-AbCdEf',
  WEBHOOK_URLS: 'https',
  WEBHOOK_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/000000000000/bench',
  SELF_INVOKE: 'lambda',
  TRACKING_SECRET_PREFIX: 'bench/tracking-systems/',
};

/**
 * The environment a function starts with in Lambda: the runtime's region and credentials,
 * {@link FUNCTION_BASE_ENVIRONMENT}, and exactly the variables of its declared capabilities (as CDK sets
 * them), so a bundle that reads a setting it does not declare fails here as it would in the cloud.
 * `BENCH_TRACING=off` starts it with `POWERTOOLS_TRACE_ENABLED=false` instead, to see the floor of a
 * function without tracing (docs/decisions/0128-cold-start-floor-and-own-cost.md).
 * @throws Error naming a variable of the declaration the bench has no value for.
 */
export function functionEnvironment(name: FunctionName): Record<string, string> {
  return capabilityEnvironment(functionCapabilities[name], name);
}

/**
 * The environment of a function declaring `capabilities` (see {@link functionEnvironment}); `name` names it
 * in the error.
 * @throws Error naming a variable of the declaration the bench has no value for.
 */
export function capabilityEnvironment(capabilities: Capabilities, name: string): Record<string, string> {
  const names = [...BASE_ENV, ...declaredCapabilities(capabilities).flatMap((c) => CAPABILITY_ENV[c])];
  const missing = names.filter((n) => !VARIABLE_VALUES[n] && !(n in FUNCTION_BASE_ENVIRONMENT));
  if (missing.length) throw new Error(`bench/cold-start.ts has no value for ${missing.join(', ')} (${name})`);
  return {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...Object.fromEntries(names.filter((n) => n in VARIABLE_VALUES).map((n) => [n, VARIABLE_VALUES[n]!])),
    ...FUNCTION_BASE_ENVIRONMENT,
    ...(process.env.BENCH_TRACING === 'off' ? { POWERTOOLS_TRACE_ENABLED: 'false' } : {}),
  };
}
