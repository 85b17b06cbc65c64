import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Request header carrying the viewer's address as CloudFront saw it. A CloudFront Function on `/api/*`
 * writes it over whatever the client sent (`infra/constructs/web.ts`); the local API server drops a
 * client-sent one.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The client address the platform vouches for, the key of flood limits: CloudFront's viewer address in the
 * cloud, else the address of the connection API Gateway (or the local server) accepted. Never a
 * client-supplied `X-Forwarded-For` (docs/decisions/0019-security-headers-and-client-address.md).
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  return viewer || event.requestContext.http.sourceIp;
}
