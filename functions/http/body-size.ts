import type middy from '@middy/core';
import type { HttpEvent } from './auth';
import { ApiError } from '../errors/errors';

/** Bytes of a request body as it arrived (base64-decoded when API Gateway encoded it). */
export function bodyBytes(event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>): number {
  if (!event.body) return 0;
  return Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/**
 * middy middleware: refuses a body over `maxBytes` (the route's `maxBodyBytes`, shared/route-def.ts) with
 * 413 `PayloadTooLarge` before the body is parsed. API Gateway refuses bodies over its own 10 MB payload
 * limit first (https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html).
 */
export const bodySizeLimit = (maxBytes: number): middy.MiddlewareObj<HttpEvent> => ({
  before: async (request) => {
    if (bodyBytes(request.event) > maxBytes) {
      throw new ApiError(
        'PayloadTooLarge',
        `The request body is larger than this request takes (${Math.floor(maxBytes / 1024)} KiB).`,
      );
    }
  },
});
