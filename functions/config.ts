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
  AI_PROVIDER: z.enum(['offline', 'bedrock', 'openai-compatible']).default('bedrock'),
  BEDROCK_MODEL_ID: z.string().default('amazon.nova-lite-v1:0'),
  /** Scoring worker Lambda; unset means the in-process queue of the local runner. */
  SCORING_FUNCTION_NAME: z.string().optional(),
  LOG_LEVEL: z.string().default('INFO'),
});

// --- Scoring and the OpenAI-compatible provider (docs/decisions/0025-scoring-samples-and-providers.md) ---
const ScoringConfigSchema = z.object({
  /** Samples per answer on a model provider; the answer's score is their median (1-7). */
  SCORING_SAMPLES: z.coerce.number().int().min(1).max(7).default(3),
  /** Model calls in flight at once while one session is scored (1-16). */
  SCORING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  /** `AI_PROVIDER=openai-compatible`: base URL of the chat-completions API, e.g. `http://localhost:11434/v1`. */
  AI_BASE_URL: z.url().optional(),
  /** `AI_PROVIDER=openai-compatible`: model name, e.g. `llama3.1:8b`. */
  AI_MODEL: z.string().min(1).optional(),
  /** `AI_PROVIDER=openai-compatible`: bearer key, when the server wants one. */
  AI_API_KEY: z.string().optional(),
  /** `AI_PROVIDER=openai-compatible`: answers come as a forced tool call, or as a JSON-schema response. */
  AI_STRUCTURED_OUTPUT: z.enum(['tools', 'json_schema']).default('tools'),
});

/** Every setting; `AI_BASE_URL` and `AI_MODEL` are required (by name) when `AI_PROVIDER=openai-compatible`. */
const FullConfigSchema = ConfigSchema.extend(ScoringConfigSchema.shape).superRefine((c, ctx) => {
  if (c.AI_PROVIDER !== 'openai-compatible') return;
  for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const) {
    if (!c[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} is required when AI_PROVIDER=openai-compatible`,
      });
  }
});
// --- end of scoring settings ---

/** Parsed configuration. */
export type Config = z.infer<typeof FullConfigSchema>;

let cached: Config | undefined;

/**
 * The configuration, parsed once from `process.env`.
 * @throws ZodError when a variable has an invalid value (e.g. an unknown `AI_PROVIDER`).
 */
export function config(): Config {
  cached ??= FullConfigSchema.parse(process.env);
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
