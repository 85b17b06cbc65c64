import * as z from 'zod';
import { BEDROCK_MODELS, foundationOf } from '../functions/ai/model-limits';
import { MODEL_PRICES_USD_PER_1K } from '../functions/ai/model-prices';

/** A list given either as a JSON array or as a comma-separated string (`-c callbackUrls=a,b`). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) return JSON.parse(text) as unknown;
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }, z.array(item).min(1));

/** An origin without a path or trailing slash (`https://app.example.com`); HTTPS only. */
const HttpsOrigin = z
  .url({ protocol: /^https$/ })
  .refine(
    (u) => new URL(u).origin === u,
    'must be an origin: https://host[:port], no path or trailing slash',
  );

/**
 * Input of the cloud stack, validated before any construct is made so a bad value fails `cdk synth` with
 * a message naming the field instead of a broken deployment.
 */
export const StackInputSchema = z
  .object({
    /** Sender of access-code e-mails; becomes an SES e-mail identity that must be verified once. */
    emailFrom: z.email().default('no-reply@example.com'),
    /**
     * Whether the stack creates the SES identity of `emailFrom` (and of `emailDomain`), or uses one that
     * is already verified in the account and region (`existing`): CloudFormation cannot create an
     * identity that exists (AWS::SES::EmailIdentity fails "already exists").
     */
    emailIdentity: z.enum(['create', 'existing']).default('create'),
    /**
     * Who sends the user pool's own mail (sign-up and reset codes): `cognito` (Cognito's built-in sender,
     * 50 mails a day, works on the first deploy) or `ses` (the verified `emailFrom` identity). Cognito checks
     * the SES identity is verified when the pool is created or updated, so `ses` is for a second deploy,
     * once the sender's verification link has been clicked (README, deploy guide).
     */
    cognitoEmail: z.enum(['cognito', 'ses']).default('cognito'),
    /**
     * Domain of `emailFrom`, made an SES domain identity with DKIM (publish the CNAME records SES shows);
     * without it only the address is verified.
     */
    emailDomain: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name')
      .optional(),
    /** Where contact and early-access messages go (`TEAM_EMAIL`). */
    teamEmail: z.email().default('team@example.com'),
    /** Shown in the web app for help (`runtime-config.json`). */
    supportEmail: z.email().default('support@example.com'),
    /** Bedrock model or cross-region inference profile id; the AI grants name exactly this one. */
    bedrockModelId: z
      .string()
      .regex(
        /^[a-z0-9-]+(\.[a-z0-9-]+)+(:[a-z0-9-]+)*$/i,
        'must be a Bedrock model id like amazon.nova-lite-v1:0',
      )
      .refine((id) => foundationOf(id) in BEDROCK_MODELS, {
        message: `must be a model that supports forced tool use (Converse toolChoice "tool"): ${Object.keys(BEDROCK_MODELS).join(', ')}, or one of their inference profiles (us./eu./apac. + id)`,
      })
      // A model without a list price would cost $0 against the monthly AI budget: refused, never let through.
      .refine((id) => foundationOf(id) in MODEL_PRICES_USD_PER_1K, {
        message: 'has no list price in functions/ai/model-prices.ts: add its price (with its source) first',
      })
      .default('amazon.nova-lite-v1:0'),
    /** `offline` runs the deterministic provider in the cloud too (no Bedrock cost, no model access). */
    aiProvider: z.enum(['bedrock', 'offline']).default('bedrock'),
    /** Google sign-in through the Cognito Hosted UI; without it, e-mail and password only. */
    google: z
      .object({
        clientId: z.string().min(1),
        /** Secrets Manager secret (plain string) holding the Google OAuth client secret. */
        clientSecretArn: z.string().regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/, {
          message: 'must be a Secrets Manager secret ARN',
        }),
      })
      .optional(),
    /**
     * Cognito Hosted UI domain prefix (`<prefix>.auth.<region>.amazoncognito.com`); Cognito's rules. A
     * prefix is unique across all AWS accounts of a region; default `<stack name>-<account id>`, which no
     * other stack or account holds (see `hostedUiPrefix` in infra/stack.ts).
     */
    hostedUiDomainPrefix: z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
        'lower-case letters, digits and hyphens, 1-63 characters',
      )
      .refine(
        (p) => !/aws|amazon|cognito/.test(p),
        'Cognito reserves prefixes containing aws, amazon or cognito',
      )
      .optional(),
    /** Public origin of the web app on a custom domain; default: the CloudFront distribution's domain. */
    appOrigin: HttpsOrigin.optional(),
    /** Extra OAuth callback URLs (e.g. `http://localhost:5173/login` for development). */
    callbackUrls: listOf(z.url()).optional(),
    /**
     * Monthly AI budget of each organization, USD at the model's list price; generation answers 429 and
     * scoring waits once it is spent (docs/decisions/0052-monthly-ai-budget.md).
     */
    aiMonthlyBudgetUsd: z.coerce.number().positive().max(100_000).default(50),
    /**
     * Cognito threat protection (Plus feature plan, billed per monthly active user) in full-function mode,
     * whose compromised-credentials check refuses sign-ups, password changes and sign-ins with passwords
     * found in breaches (docs/decisions/0079-smaller-doors.md). Off: the Essentials plan.
     */
    compromisedCredentialsCheck: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .default(false),
    /**
     * Monthly AI budget, USD, of an organization until it is established: its owner's e-mail verified and
     * a day old (docs/decisions/0078-caps-for-new-organizations.md).
     */
    newOrgAiMonthlyBudgetUsd: z.coerce.number().positive().max(100_000).default(2),
    /** E-mails one manager may have the product send per UTC day (decision record 0078). */
    mailDailyCapPerUser: z.coerce.number().int().positive().max(100_000).default(200),
    /** E-mails one established organization may have the product send per UTC day (decision record 0078). */
    mailDailyCapPerOrg: z.coerce.number().int().positive().max(1_000_000).default(1000),
    /** E-mails an organization not yet established may have sent per UTC day (decision record 0078). */
    newOrgMailDailyCap: z.coerce.number().int().positive().max(100_000).default(20),
    /**
     * Reserved concurrency of the scoring worker: at most this many sessions are scored at once (so a burst
     * of submissions cannot take the account's whole Lambda concurrency or Bedrock quota). Default 0
     * (none): Lambda keeps 100 executions of an account unreserved, so an account with the new-account
     * quota of 10 cannot reserve any and the deploy would fail (Lambda developer guide, "Configuring
     * reserved concurrency"); raise it once `aws lambda get-account-settings` shows room.
     */
    scoringReservedConcurrency: z.coerce.number().int().min(0).max(100).default(0),
    /**
     * The API stage's throttle, requests per second (burst twice that): 100 by default, what a new
     * account's 10 concurrent executions serve (docs/decisions/0091-waf-and-stage-limits.md). Raise it
     * with the account's Lambda concurrency before a cohort: 2,000 applicants starting within 3 minutes
     * make about 90 requests a second, within one minute about 270 (docs/capacity.md). At most the
     * account's API Gateway quota, 10,000 (https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html).
     */
    apiRequestsPerSecond: z.coerce.number().int().min(10).max(10_000).default(100),
    /**
     * The model's tokens-per-minute quota in this account and region (input + output as Bedrock counts
     * them): the product never asks for more (docs/decisions/0149-model-work-paced-by-the-quota.md) and
     * sizes the scoring and generation queues' concurrency to it. Default: the model's default on-demand
     * quota in the stack's region (`defaultTokensPerMinute`, `functions/ai/model-limits.ts`); give the
     * quota you were granted after a quota increase.
     */
    aiTokensPerMinute: z.coerce.number().int().min(1000).max(100_000_000).optional(),
    /**
     * The index the session lists read (`SESSION_LIST_INDEX`): `gsi1` (default) until every session of the
     * table has its `gsi5` keys, `gsi5` after. A table created by this release or later has them from its
     * first session: deploy a new stack with `gsi5`. An existing one gets them from
     * `npm run sessions:list-backfill`, then deploy with `gsi5`
     * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md, README.md "Changing the indexes").
     */
    sessionListIndex: z.enum(['gsi1', 'gsi5']).default('gsi1'),
    /**
     * The index the name-sorted session list reads (`SESSION_NAME_INDEX`): `gsi4` (default), or `gsi6`,
     * which this input also creates: the deploy after gsi5's, so it needs `sessionListIndex=gsi5`
     * (docs/decisions/0172-sessions-leave-the-shared-indexes.md, README.md "Changing the indexes").
     */
    sessionNameIndex: z.enum(['gsi4', 'gsi6']).default('gsi4'),
    /** Lambda log level (`LOG_LEVEL`), Powertools names. */
    logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /** Where alarm notifications go (an e-mail subscription of the alarm topic, confirmed once); optional. */
    alarmEmail: z.email().optional(),
    /**
     * The WAF web ACL in front of CloudFront (AWS managed rules, rate rules on `/api/*`): `auto` (default)
     * adds it where the region allows it (a CloudFront web ACL exists only in us-east-1) and warns
     * elsewhere; `on` requires it (synth fails outside us-east-1); `off` leaves it out. `true`/`false` are
     * read as `on`/`off` (docs/decisions/0091-waf-and-stage-limits.md).
     */
    waf: z
      .preprocess(
        (v) => (v === true || v === 'true' ? 'on' : v === false || v === 'false' ? 'off' : v),
        z.enum(['auto', 'on', 'off']),
      )
      .default('auto'),
    /** Custom domain of the app (`app.example.com`), with `certificateArn`; `appOrigin` follows it. */
    domainName: z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'must be a host name like app.example.com',
      )
      .optional(),
    /** ACM certificate for `domainName`; CloudFront takes certificates from us-east-1 only. */
    certificateArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/,
        'must be an ACM certificate ARN in us-east-1 (CloudFront uses certificates from us-east-1 only)',
      )
      .optional(),
  })
  .refine(
    (input) =>
      !input.emailDomain || input.emailFrom.toLowerCase().endsWith(`@${input.emailDomain.toLowerCase()}`),
    { message: 'emailFrom must be an address of emailDomain', path: ['emailDomain'] },
  )
  .refine((input) => Boolean(input.domainName) === Boolean(input.certificateArn), {
    message: 'domainName and certificateArn go together',
    path: ['certificateArn'],
  })
  .refine(
    (input) => !input.domainName || !input.appOrigin || input.appOrigin === `https://${input.domainName}`,
    { message: 'with domainName, appOrigin is https://<domainName> (or leave it out)', path: ['appOrigin'] },
  )
  .refine((input) => input.sessionNameIndex === 'gsi4' || input.sessionListIndex === 'gsi5', {
    message:
      'sessionNameIndex=gsi6 creates gsi6, one index after gsi5: deploy with sessionListIndex=gsi5 first (README.md, "Changing the indexes")',
    path: ['sessionNameIndex'],
  });

/** Validated stack input. */
export type StackInput = z.infer<typeof StackInputSchema>;

/** Raw input as read from CDK context or the environment, before validation. */
export type RawStackInput = z.input<typeof StackInputSchema>;

/** Thrown when the stack input is invalid; the message lists every bad field. */
export class StackInputError extends Error {
  override name = 'StackInputError';
}

/**
 * Validates raw stack input.
 * @throws StackInputError listing each invalid field as `path: message`.
 */
export function parseStackInput(raw: unknown): StackInput {
  const result = StackInputSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(input)'}: ${i.message}`);
  throw new StackInputError(`Invalid stack input:\n${lines.join('\n')}`);
}

/** Context key (`-c key=value`) and environment variable for each field. */
export const SOURCES = {
  emailFrom: 'EMAIL_FROM',
  emailDomain: 'EMAIL_DOMAIN',
  emailIdentity: 'EMAIL_IDENTITY',
  cognitoEmail: 'COGNITO_EMAIL',
  teamEmail: 'TEAM_EMAIL',
  supportEmail: 'SUPPORT_EMAIL',
  bedrockModelId: 'BEDROCK_MODEL_ID',
  aiProvider: 'AI_PROVIDER',
  hostedUiDomainPrefix: 'HOSTED_UI_DOMAIN_PREFIX',
  appOrigin: 'APP_ORIGIN',
  callbackUrls: 'CALLBACK_URLS',
  logLevel: 'LOG_LEVEL',
  alarmEmail: 'ALARM_EMAIL',
  waf: 'WAF',
  domainName: 'DOMAIN_NAME',
  certificateArn: 'CERTIFICATE_ARN',
  aiMonthlyBudgetUsd: 'AI_MONTHLY_BUDGET_USD',
  compromisedCredentialsCheck: 'COMPROMISED_CREDENTIALS_CHECK',
  newOrgAiMonthlyBudgetUsd: 'AI_NEW_ORG_MONTHLY_BUDGET_USD',
  mailDailyCapPerUser: 'MAIL_DAILY_CAP_PER_USER',
  mailDailyCapPerOrg: 'MAIL_DAILY_CAP_PER_ORG',
  newOrgMailDailyCap: 'MAIL_DAILY_CAP_NEW_ORG',
  scoringReservedConcurrency: 'SCORING_RESERVED_CONCURRENCY',
  apiRequestsPerSecond: 'API_REQUESTS_PER_SECOND',
  aiTokensPerMinute: 'AI_TOKENS_PER_MINUTE',
  sessionListIndex: 'SESSION_LIST_INDEX',
  sessionNameIndex: 'SESSION_NAME_INDEX',
} as const;

/** Environment variables the stack input is read from (a synth that must not depend on them removes them). */
export const STACK_INPUT_ENV: readonly string[] = [
  ...Object.values(SOURCES),
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET_ARN',
];

/**
 * Collects raw input: CDK context (`-c emailFrom=…`, or `cdk.json`'s `context`) wins over the environment
 * (`EMAIL_FROM=…`). Google needs both `googleClientId` and `googleClientSecretArn` (or
 * `GOOGLE_CLIENT_ID` / `GOOGLE_CLIENT_SECRET_ARN`); one without the other is an error.
 * @param context reads one context value (`node.tryGetContext`).
 */
export function readStackInput(
  context: (key: string) => unknown,
  env: NodeJS.ProcessEnv = process.env,
): RawStackInput {
  const pick = (key: string, envName: string) => context(key) ?? (env[envName] || undefined);
  const raw: Record<string, unknown> = {};
  for (const [key, envName] of Object.entries(SOURCES)) {
    const value = pick(key, envName);
    if (value !== undefined) raw[key] = value;
  }
  const clientId = pick('googleClientId', 'GOOGLE_CLIENT_ID');
  const clientSecretArn = pick('googleClientSecretArn', 'GOOGLE_CLIENT_SECRET_ARN');
  if (clientId !== undefined || clientSecretArn !== undefined) raw.google = { clientId, clientSecretArn };
  return raw as RawStackInput;
}
