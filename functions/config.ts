import * as z from 'zod';

/**
 * Every setting a function may read, from environment variables: CDK sets on each Lambda exactly the
 * variables of its declared capabilities (`shared/capabilities.ts`), the local runner sets them before
 * importing the handlers. No setting has a default: each backend is named explicitly (for example
 * `SCORING_QUEUE=sqs` with `SCORING_QUEUE_URL`, or `SCORING_QUEUE=in-process`), and a module that
 * needs a setting reads it when it loads, so a function started without it fails at once with one line
 * naming the variable. Handlers never ask "am I local". Each schema is built when its setting is first
 * read, so a function builds only the schemas of the settings it reads (cold start,
 * docs/decisions/0128-cold-start-floor-and-own-cost.md).
 */
const SETTINGS = {
  AWS_REGION: () => z.string().min(1),
  TABLE_NAME: () => z.string().min(1),
  /**
   * The index the session lists read (stack input `sessionListIndex`): `gsi1` until every session of a
   * deployed table has its `gsi5` keys (the backfill, `npm run sessions:list-backfill`), then `gsi5`
   * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md).
   */
  SESSION_LIST_INDEX: () => z.enum(['gsi1', 'gsi5']),
  /**
   * The index the session list sorted by name reads (stack input `sessionNameIndex`): `gsi4` (shared,
   * `ALL`) until the deploy that creates `gsi6` (keys only), then `gsi6`
   * (docs/decisions/0172-sessions-leave-the-shared-indexes.md).
   */
  SESSION_NAME_INDEX: () => z.enum(['gsi4', 'gsi6']),
  /** Custom endpoints, set only by the local runner (emulators); unset means the AWS endpoint. */
  DYNAMODB_ENDPOINT: () => z.url().optional(),
  COGNITO_ENDPOINT: () => z.url().optional(),
  SES_ENDPOINT: () => z.url().optional(),
  /** Secrets Manager's endpoint on `npm start` (its stand-in, `infra/local/secrets.ts`); unset in Lambda. */
  SECRETS_ENDPOINT: () => z.url().optional(),
  /** Bedrock Runtime endpoint: the model emulator (`infra/local/model-emulator/`), set only locally. */
  BEDROCK_ENDPOINT: () => z.url().optional(),
  USER_POOL_ID: () => z.string().min(1),
  USER_POOL_CLIENT_ID: () => z.string().min(1),
  /** The app client through which the account function alone proves a factor change (decision record 0139). */
  USER_POOL_FACTOR_CLIENT_ID: () => z.string().min(1),
  /** SES configuration set every send names (its bounce and complaint events go to the mail-events function). */
  EMAIL_CONFIGURATION_SET: () => z.string().min(1),
  /** Sender of access-code e-mails (an SES verified identity in the cloud). */
  EMAIL_FROM: () => z.string().min(1),
  /** Where contact and early-access messages go. */
  TEAM_EMAIL: () => z.string().min(1),
  /** Public origin of the web app, for links in e-mails (`https://app.example.com`). */
  APP_ORIGIN: () => z.url(),
  /** `offline` (deterministic, no network), `bedrock`, or `openai-compatible` (a chat-completions server). */
  AI_PROVIDER: () => z.enum(['offline', 'bedrock', 'openai-compatible']),
  BEDROCK_MODEL_ID: () => z.string().min(1),
  /** Samples per answer on a model provider; the answer's score is their median (1-7). */
  SCORING_SAMPLES: () => z.coerce.number().int().min(1).max(7),
  /** Model calls in flight at once while one session is scored (1-16). */
  SCORING_CONCURRENCY: () => z.coerce.number().int().min(1).max(16),
  /** Monthly AI budget of each organization, USD at the model's list price (docs/decisions/0052-monthly-ai-budget.md). */
  AI_MONTHLY_BUDGET_USD: () => z.coerce.number().positive(),
  /**
   * Monthly AI budget, USD, of an organization that is not yet established (owner's e-mail unverified, or
   * younger than a day: docs/decisions/0078-caps-for-new-organizations.md).
   */
  AI_NEW_ORG_MONTHLY_BUDGET_USD: () => z.coerce.number().positive(),
  /** E-mails one manager may have the product send per UTC day (decision record 0078). */
  MAIL_DAILY_CAP_PER_USER: () => z.coerce.number().int().positive(),
  /** E-mails one established organization may have the product send per UTC day (decision record 0078). */
  MAIL_DAILY_CAP_PER_ORG: () => z.coerce.number().int().positive(),
  /** The same for an organization not yet established (decision record 0078). */
  MAIL_DAILY_CAP_NEW_ORG: () => z.coerce.number().int().positive(),
  /** `AI_PROVIDER=openai-compatible`: base URL of the chat-completions API, e.g. `http://localhost:11434/v1`. */
  AI_BASE_URL: () => z.url(),
  /** `AI_PROVIDER=openai-compatible`: model name, e.g. `llama3.1:8b`. */
  AI_MODEL: () => z.string().min(1),
  /** `AI_PROVIDER=openai-compatible`: bearer key, when the server wants one. */
  AI_API_KEY: () => z.string().optional(),
  /**
   * `AI_PROVIDER=openai-compatible`: answers come as a forced tool call (`tools`, when unset) or as a
   * JSON-schema response (`json_schema`, for servers without tool calls).
   */
  AI_STRUCTURED_OUTPUT: () => z.enum(['tools', 'json_schema']).optional(),
  /**
   * The model's tokens-per-minute quota the product stays under (stack input `aiTokensPerMinute`,
   * `AI_TOKENS_PER_MINUTE` for `npm start`; docs/decisions/0149-model-work-paced-by-the-quota.md).
   */
  AI_TOKENS_PER_MINUTE: () => z.coerce.number().int().min(1000),
  /** How scoring is queued: `sqs` (a message on `SCORING_QUEUE_URL`) or `in-process` (local runner). */
  SCORING_QUEUE: () => z.enum(['sqs', 'in-process']),
  /** URL of the scoring queue, with `SCORING_QUEUE=sqs`. */
  SCORING_QUEUE_URL: () => z.url(),
  /** How template generation is queued: `sqs` (a message on `GENERATION_QUEUE_URL`) or `in-process`. */
  GENERATION_QUEUE: () => z.enum(['sqs', 'in-process']),
  /** URL of the generation queue, with `GENERATION_QUEUE=sqs`. */
  GENERATION_QUEUE_URL: () => z.url(),
  LOG_LEVEL: () => z.string().min(1),
  /**
   * `true`: Powertools Tracer sends X-Ray segments (the Lambdas, with active tracing); `false`: no tracing
   * (the local runners and tests, which have no X-Ray daemon).
   */
  POWERTOOLS_TRACE_ENABLED: () => z.enum(['true', 'false']),
  /**
   * ARN of the Secrets Manager secret holding the CloudFront origin secret every API request must carry in
   * `x-origin-verify` (docs/decisions/0040-origin-secret-and-viewer-address.md), read at run time through
   * Powertools Parameters (`functions/http/origin-secret.ts`, decision record 0142).
   */
  ORIGIN_SECRET_ARN: () => z.string().startsWith('arn:'),
  /**
   * Name prefix of the tracking systems' secrets (`<stack name>/tracking-systems/`): an organization's
   * credential for a system is the secret `<prefix><orgId>/<system>` (decision record 0167).
   */
  TRACKING_SECRET_PREFIX: () => z.string().regex(/^[A-Za-z0-9/_+=.@-]{1,200}\/$/),
  /**
   * How reminder schedules are made: `eventbridge` (EventBridge Scheduler one-time schedules, with the
   * three settings below) or `in-process` (the local runner's scheduler, `infra/local/scheduler.ts`).
   */
  REMINDER_SCHEDULER: () => z.enum(['eventbridge', 'in-process']),
  /** `REMINDER_SCHEDULER=eventbridge`: Scheduler group of the one-time reminder schedules. */
  REMINDER_SCHEDULE_GROUP: () => z.string().min(1),
  /** `REMINDER_SCHEDULER=eventbridge`: ARN of the reminder Lambda the schedules invoke. */
  REMINDER_TARGET_ARN: () => z.string().min(1),
  /** `REMINDER_SCHEDULER=eventbridge`: ARN of the role EventBridge Scheduler assumes to invoke it. */
  REMINDER_ROLE_ARN: () => z.string().min(1),
  /**
   * Which webhook endpoint URLs an owner may register: `https` (the cloud) or `https-or-loopback` (this
   * machine: also `http://127.0.0.1` and `http://localhost`, for a local receiver).
   */
  WEBHOOK_URLS: () => z.enum(['https', 'https-or-loopback']),
  /**
   * Loopback ports (`first-last`) a webhook may reach on this machine, for a local receiver: set only by
   * the local runners (`infra/local/webhook-ports.ts`), never by the stack. Unset: no loopback, private or
   * reserved address is ever connected to (docs/decisions/0136-webhook-targets-checked-at-connect.md).
   */
  LOCAL_WEBHOOK_PORTS: () =>
    z
      .string()
      .regex(/^\d{1,5}-\d{1,5}$/, 'first-last ports')
      .optional(),
  /** URL of the SQS queue of webhook tries (docs/decisions/0124-webhook-delivery-queue.md). */
  WEBHOOK_QUEUE_URL: () => z.url(),
  /**
   * How a function goes on with its work in the background (capability `invokeSelf`, decision record
   * 0158): `lambda` (an asynchronous invoke of itself, named by `AWS_LAMBDA_FUNCTION_NAME`) or
   * `in-process` (the local runner: the same process, after the answer).
   */
  SELF_INVOKE: () => z.enum(['lambda', 'in-process']),
  /** Set by the Lambda runtime: the running function's name (`SELF_INVOKE=lambda`). */
  AWS_LAMBDA_FUNCTION_NAME: () => z.string().min(1),
};

/** Parsed configuration; reading a property validates that one variable. */
export type Config = { readonly [K in keyof typeof SETTINGS]: z.infer<ReturnType<(typeof SETTINGS)[K]>> };

/** A required variable is missing or invalid: thrown when a module reads it, usually at load. */
export class SettingError extends Error {
  override name = 'SettingError';
}

let cached: Map<string, unknown> = new Map();
/** The environment as it was at the first read: later changes to `process.env` do not leak in. */
let snapshot: NodeJS.ProcessEnv | undefined;

const view = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(SETTINGS).map(([name, schemaOf]) => [
      name,
      {
        enumerable: true,
        get() {
          if (cached.has(name)) return cached.get(name);
          snapshot ??= { ...process.env };
          const raw = snapshot[name];
          const parsed = schemaOf().safeParse(raw === '' ? undefined : raw);
          if (!parsed.success) {
            throw new SettingError(
              raw === undefined || raw === ''
                ? `Missing environment variable ${name}: this function was started without it (it comes with a capability of the function's declaration).`
                : `Invalid environment variable ${name}=${JSON.stringify(raw)}: ${parsed.error.issues[0]?.message ?? 'invalid'}.`,
            );
          }
          cached.set(name, parsed.data);
          return parsed.data;
        },
      },
    ]),
  ),
) as Config;

/**
 * The configuration. Each property is validated on first access, from `process.env` as it was when the
 * first property was read, and kept.
 * @throws SettingError (one line naming the variable) when a property is read whose variable is missing or invalid.
 */
export function config(): Config {
  return view;
}

/** Forgets the parsed configuration (tests that change `process.env`). */
export function resetConfig(): void {
  cached = new Map();
  snapshot = undefined;
}

/** Options for an AWS SDK client: region plus the local endpoint, when one is set. */
export function clientOptions(endpoint: string | undefined) {
  const { AWS_REGION } = config();
  return endpoint
    ? { region: AWS_REGION, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : { region: AWS_REGION };
}

/**
 * Reads settings now: called at module scope by the module that needs them, so a function started
 * without one fails when it loads, not on the first request that happens to use it.
 * @throws SettingError naming the first missing or invalid variable.
 */
export function requireSettings(...names: (keyof Config)[]): void {
  for (const name of names) void config()[name];
}
