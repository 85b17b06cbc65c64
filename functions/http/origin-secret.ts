import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-secret';
import { config } from '../config';
import { Forbidden } from '../errors/errors';

export { ORIGIN_SECRET_HEADER };

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
 */
export function originSecretCheck(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  const secret = config().ORIGIN_SECRET;
  return {
    before: (request) => {
      if (!sameSecret(request.event.headers?.[ORIGIN_SECRET_HEADER], secret)) {
        throw new Forbidden('This API is served only through the web app’s address.');
      }
    },
  };
}
