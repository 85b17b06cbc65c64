import { z } from 'zod';

/**
 * The one place that tells the cloud and the local machine apart (ARCHITECTURE.md, "One product, two
 * places it runs"). Everything comes from environment variables: CDK sets them on each Lambda, the local
 * runner sets them before importing the handlers. Handlers never ask "am I local".
 */
const ConfigSchema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().default('hiring'),
  /** Custom endpoints: set only on the local machine (emulators). */
  DYNAMODB_ENDPOINT: z.string().optional(),
  COGNITO_ENDPOINT: z.string().optional(),
  SES_ENDPOINT: z.string().optional(),
  USER_POOL_ID: z.string().default(''),
  USER_POOL_CLIENT_ID: z.string().default(''),
  /** Sender of access-code e-mails (an SES verified identity in the cloud). */
  EMAIL_FROM: z.string().default('no-reply@hiring.local'),
  /** Where contact and early-access messages go. */
  TEAM_EMAIL: z.string().default('team@hiring.local'),
  /** Public origin of the web app, for links in e-mails (`https://app.example.com`). */
  APP_ORIGIN: z.string().default('http://localhost:5173'),
  AI_PROVIDER: z.enum(['offline', 'bedrock']).default('bedrock'),
  BEDROCK_MODEL_ID: z.string().default('amazon.nova-lite-v1:0'),
  /** Scoring worker Lambda; unset means the in-process queue of the local runner. */
  SCORING_FUNCTION_NAME: z.string().optional(),
  LOG_LEVEL: z.string().default('INFO'),

  // Reminder schedules (functions/reminders/schedules.ts). All three set in the cloud by
  // infra/constructs/reminders.ts; all unset means the local runner's scheduler.
  /** EventBridge Scheduler group of the one-time reminder schedules. */
  REMINDER_SCHEDULE_GROUP: z.string().optional(),
  /** ARN of the reminder Lambda the schedules invoke. */
  REMINDER_TARGET_ARN: z.string().optional(),
  /** ARN of the role EventBridge Scheduler assumes to invoke it. */
  REMINDER_ROLE_ARN: z.string().optional(),
});

/** Parsed configuration. */
export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

/**
 * The configuration, parsed once from `process.env`.
 * @throws ZodError when a variable has an invalid value (e.g. an unknown `AI_PROVIDER`).
 */
export function config(): Config {
  cached ??= ConfigSchema.parse(process.env);
  return cached;
}

/** Forgets the parsed configuration (tests that change `process.env`). */
export function resetConfig(): void {
  cached = undefined;
}

/** Options for an AWS SDK client: region plus the local endpoint, when one is set. */
export function clientOptions(endpoint: string | undefined) {
  const { AWS_REGION } = config();
  return endpoint
    ? { region: AWS_REGION, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : { region: AWS_REGION };
}
