import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import ipaddr from 'ipaddr.js';

/**
 * Request header carrying the viewer's address and port as CloudFront saw it (`198.51.100.10:46532`,
 * `2001:db8::1:46532`). CloudFront adds it to every `/api/*` origin request through the behaviour's origin
 * request policy (`infra/constructs/web.ts`); the local gateway drops a client-sent one
 * (docs/decisions/0040-origin-secret-and-viewer-address.md).
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The address part of a `CloudFront-Viewer-Address` value: everything before the last colon (the port),
 * so IPv4 and IPv6 both work. A value without a colon is returned as it is.
 */
export function viewerAddressOf(value: string): string {
  const text = value.trim();
  const colon = text.lastIndexOf(':');
  return colon > 0 ? text.slice(0, colon) : text;
}

/**
 * The client address the platform vouches for, the key of flood limits: CloudFront's viewer address in the
 * cloud (only CloudFront reaches the API: the origin secret of decision record 0040), else the address of
 * the connection API Gateway (or the local server) accepted. Never a client-supplied `X-Forwarded-For`
 * (docs/decisions/0019-security-headers-and-client-address.md).
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  const address = viewer ? viewerAddressOf(viewer) : '';
  return address || event.requestContext.http.sourceIp;
}

/**
 * The key flood limits count an address under: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4), an IPv6 address by its /64 network (`2001:db8:1:2::/64`), since one subscriber gets at least a
 * /64 and can pick any address in it (RFC 6177; RIPE-690 section 4.2). Anything else is returned as it is.
 */
export function floodKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/** {@link floodKeyOf} of the {@link clientAddress} of a request: the address key of every flood limit. */
export function clientFloodKey(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  return floodKeyOf(clientAddress(event));
}
