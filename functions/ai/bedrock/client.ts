import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { clientOptions, config } from '../../config';
import { traced } from '../../observability/tracer';

/**
 * The client's own per-request timeout (ms), for a request that sets none; each model call sets its own from
 * its output tokens (`callTimeoutMs` of `../call-timeout.ts`), and a call inside an API request is stopped by
 * that request's deadline (API Gateway ends requests at 30 s).
 */
export const BEDROCK_REQUEST_TIMEOUT_MS = 25_000;

/**
 * The Bedrock Runtime client, made once per process (docs/architecture.md#config: clients at module scope).
 * `maxAttempts: 1`: the SDK retries nothing. A throttle goes back to the queue the work came from, which
 * retries it after the quota frees (one retry layer, docs/decisions/0150-one-retry-layer.md); the
 * product's own token bucket (`../token-quota.ts`) keeps requests under the quota in the first place. The
 * timeout is given as handler options rather than a `NodeHttpHandler` instance so this code needs no
 * undeclared `@smithy/*` dependency.
 */
export const bedrockClient = traced(
  new BedrockRuntimeClient({
    ...clientOptions(config().BEDROCK_ENDPOINT),
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: BEDROCK_REQUEST_TIMEOUT_MS },
  }),
);
