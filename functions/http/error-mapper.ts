import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { InvalidCursor } from '../data/cursor';
import { ApiError, ValidationFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { jsonResponse } from './response';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'ValidationFailed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  429: 'TooManyRequests',
};

/** Maps an error to status, body and headers; unknown errors become a generic 500 (never the raw error). */
export function errorToResponse(thrown: unknown): APIGatewayProxyResultV2 {
  const error =
    thrown instanceof InvalidCursor ? new ValidationFailed(thrown.details, thrown.message) : thrown;
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.details) body.details = error.details;
    if (error.params) body.params = error.params;
    return jsonResponse(error.status, body, error.headers);
  }
  const e = error as { statusCode?: number; expose?: boolean; message?: string };
  if (typeof e?.statusCode === 'number' && e.statusCode < 500 && e.expose !== false) {
    if (e.statusCode === 415 && /JSON/i.test(e.message ?? '')) {
      return jsonResponse(400, {
        error: 'ValidationFailed',
        message: 'The request body is not valid JSON.',
        details: { _: ['Invalid JSON'] },
      });
    }
    const code =
      STATUS_CODES[e.statusCode] ?? (e.statusCode === 415 ? 'UnsupportedMediaType' : 'ValidationFailed');
    return jsonResponse(e.statusCode, { error: code, message: e.message ?? 'Request failed.' });
  }
  logger.error('Unhandled error', error as Error);
  return jsonResponse(500, {
    error: 'InternalError',
    message: 'Something went wrong on our side. Please try again.',
  });
}

/**
 * middy middleware: the one place errors become HTTP answers (docs/architecture.md#errors: typed errors, one
 * mapper).
 */
export const errorMapper = (): middy.MiddlewareObj => ({
  onError: async (request) => {
    request.response = errorToResponse(request.error);
  },
});
