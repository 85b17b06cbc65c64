import { entity } from '../entity-options';

/**
 * One fixed-window request counter (`functions/http/rate-limit.ts`): how many calls a client made in
 * one window of one scope. Key: scope + hashed client key, then the window's start (epoch seconds), so
 * every check is a single UpdateItem on one item. DynamoDB TTL (`expiresAt`, epoch seconds: the
 * window's end) removes spent windows.
 */
export const RateLimitWindow = entity({
  model: { entity: 'rateLimitWindow', version: '1', service: 'hiring' },
  attributes: {
    /** What is limited, e.g. `contact`. */
    scope: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the client key (an IP address), so no address is stored in clear. */
    keyHash: { type: 'string', required: true, readOnly: true },
    /** Start of the window, epoch seconds. */
    windowStart: { type: 'number', required: true, readOnly: true },
    /** Calls counted in this window, including refused ones. */
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['scope', 'keyHash'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
});
