import { timingSafeEqual } from 'node:crypto';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-secret';
import { clientOptions, config } from '../config';
import { Forbidden } from '../errors/errors';
import { traced } from '../observability/tracer';

export { ORIGIN_SECRET_HEADER };

/**
 * How long a function keeps the origin secret it read, seconds: one Secrets Manager call per function
 * instance every 5 minutes at most, and a rotated secret (a redeploy, decision record 0040) is taken up
 * within 5 minutes.
 */
export const ORIGIN_SECRET_MAX_AGE_SECONDS = 300;

/** Shortest origin secret accepted, characters (the stack generates 48). */
const MIN_SECRET_LENGTH = 16;

let provider: SecretsProvider | undefined;

/**
 * The origin secret, read from Secrets Manager (`ORIGIN_SECRET_ARN`) through Powertools Parameters and
 * cached {@link ORIGIN_SECRET_MAX_AGE_SECONDS} (decision record 0142): never in the function's
 * environment, where anyone allowed `lambda:GetFunctionConfiguration` would read it.
 * @throws Error when the secret is missing or shorter than 16 characters (a misconfigured stack).
 */
export async function originSecret(): Promise<string> {
  provider ??= new SecretsProvider({
    awsSdkV3Client: traced(new SecretsManagerClient(clientOptions(config().SECRETS_ENDPOINT))),
  });
  const value = await provider.get(config().ORIGIN_SECRET_ARN, { maxAge: ORIGIN_SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
    throw new Error(`The origin secret ${config().ORIGIN_SECRET_ARN} is missing or too short`);
  }
  return value;
}

/** Whether `given` equals `secret`, compared in constant time (no early exit on the first wrong byte). */
export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(secret, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses every request that does not carry the CloudFront origin secret (`x-origin-verify`), so callers
 * cannot go around CloudFront (its WAF, its viewer address) to the `execute-api` host. API Gateway HTTP
 * APIs cannot check a header themselves, so every API function checks it first, before any route runs
 * (docs/decisions/0040-origin-secret-and-viewer-address.md). Expects lower-case header names (after
 * `httpHeaderNormalizer`).
 * @throws Forbidden (403) when the header is missing or wrong; the request changes nothing.
 * @throws SettingError at load without `ORIGIN_SECRET_ARN`.
 */
export function originSecretCheck(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  // Read when the handler is built, so a function started without it fails at load, naming it.
  void config().ORIGIN_SECRET_ARN;
  return {
    before: async (request) => {
      if (!sameSecret(request.event.headers?.[ORIGIN_SECRET_HEADER], await originSecret())) {
        throw new Forbidden('This API is served only through the web app’s address.');
      }
    },
  };
}
