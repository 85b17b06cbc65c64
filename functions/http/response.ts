import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A JSON answer; API answers are never cached. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/**
 * An answer that is not JSON (a CSV download): a route returns it instead of a body and the resource
 * handler sends it as given.
 */
export class RawResponse {
  constructor(readonly result: APIGatewayProxyStructuredResultV2) {}
}

/** A CSV download (`text/csv`, UTF-8) named `filename`, never cached. */
export function csvResponse(body: string, filename: string): RawResponse {
  return new RawResponse({
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
    body,
  });
}
