import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { clientOptions, config } from '../../config';
import { traced } from '../../observability/tracer';

/**
 * Per-request timeout (ms). A template is generated inside the API request, and API Gateway ends
 * requests at 30 s (AWS quota "integration timeout"), so one model call must finish well before that.
 */
export const BEDROCK_REQUEST_TIMEOUT_MS = 25_000;

/**
 * The Bedrock Runtime client, made once per process (docs/architecture.md#config: clients at module scope).
 * `maxAttempts: 3` with `adaptive` retry mode makes the SDK retry throttling and 5xx answers with
 * backoff (and client-side rate limiting) before we see an error. The timeout is given as handler options
 * rather than a `NodeHttpHandler` instance so this code needs no undeclared `@smithy/*` dependency.
 */
export const bedrockClient = traced(
  new BedrockRuntimeClient({
    ...clientOptions(config().BEDROCK_ENDPOINT),
    maxAttempts: 3,
    retryMode: 'adaptive',
    requestHandler: { connectionTimeout: 3_000, requestTimeout: BEDROCK_REQUEST_TIMEOUT_MS },
  }),
);
