import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../functions/contact/handler';
import { clientAddress, viewerAddressOf } from '../../functions/http/client-address';
import { ORIGIN_SECRET_HEADER, sameSecret } from '../../functions/http/origin-secret';

/**
 * Only CloudFront reaches the API: a request without the origin secret header (a caller that went to the
 * execute-api host directly) is refused before any route runs, and touches nothing.
 */
const dynamo = mockClient(DynamoDBClient);
const documents = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const context = {
  functionName: 'contact',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:contact',
  memoryLimitInMB: '512',
  awsRequestId: 'req-1',
  logGroupName: '/aws/lambda/contact',
  logStreamName: 'stream',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

function event(headers: Record<string, string>, body: unknown) {
  return {
    version: '2.0',
    routeKey: 'POST /api/contact',
    rawPath: '/api/contact',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'api',
      domainName: 'api.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'api',
      http: {
        method: 'POST',
        path: '/api/contact',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'x',
      },
      requestId: 'r',
      routeKey: 'POST /api/contact',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

const call = async (headers: Record<string, string>, body: unknown) => {
  const result = (await handler(event(headers, body) as never, context)) as {
    statusCode: number;
    body: string;
  };
  return { status: result.statusCode, body: JSON.parse(result.body) as { error: string } };
};

const message = { firstName: 'Ada', email: 'ada@example.com', message: 'Hello' };

beforeEach(() => {
  dynamo.reset();
  documents.reset();
  ses.reset();
});

describe('origin secret', () => {
  it('refuses a request without the header with 403, before reading the body, and writes nothing', async () => {
    const refused = await call({}, message);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Forbidden');
    expect(dynamo.calls()).toHaveLength(0);
    expect(documents.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
    // Checked before validation: even a bad body gets 403, not 400.
    expect((await call({}, { nonsense: true })).status).toBe(403);
  });

  it('refuses a wrong secret, and lets the right one through to the route', async () => {
    expect((await call({ [ORIGIN_SECRET_HEADER]: 'guess-guess-guess-guess' }, message)).status).toBe(403);
    const passed = await call({ [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET! }, { firstName: '' });
    expect(passed.status).toBe(400);
    expect(passed.body.error).toBe('ValidationFailed');
  });

  it('compares whole values only', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret('abcd', 'abc')).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});

describe('client address', () => {
  const ctx = { http: { sourceIp: '130.176.0.1' } } as never;

  it('keys on CloudFront-Viewer-Address (IPv4 and IPv6, port dropped), not the edge address', () => {
    expect(
      clientAddress({ headers: { 'cloudfront-viewer-address': '198.51.100.7:46532' }, requestContext: ctx }),
    ).toBe('198.51.100.7');
    expect(
      clientAddress({ headers: { 'cloudfront-viewer-address': '2001:db8::1:443' }, requestContext: ctx }),
    ).toBe('2001:db8::1');
    expect(viewerAddressOf('198.51.100.7')).toBe('198.51.100.7');
  });

  it('falls back to the connection address, never X-Forwarded-For', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '10.0.0.1' }, requestContext: ctx })).toBe(
      '130.176.0.1',
    );
  });
});
