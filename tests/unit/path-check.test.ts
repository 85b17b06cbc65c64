import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../functions/job-positions/handler';

/**
 * In the cloud, CloudFront and API Gateway decide what reaches a function; whatever they do with dot
 * segments and encoded separators, the function itself refuses them before any route runs (decision
 * record 0076). API Gateway hands path parameters decoded, so `%2F` arrives as `/` in a parameter.
 */
const dynamo = mockClient(DynamoDBClient);
const documents = mockClient(DynamoDBDocumentClient);

afterEach(() => {
  dynamo.reset();
  documents.reset();
});

const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

async function call(rawPath: string, pathParameters: Record<string, string>) {
  const event = {
    version: '2.0',
    routeKey: 'DELETE /api/jobPositions/{id}/candidates/{applicantId}',
    rawPath,
    rawQueryString: '',
    headers: { 'x-origin-verify': process.env.ORIGIN_SECRET! },
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'DELETE',
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'x',
      },
      authorizer: { jwt: { claims: { sub: 'u1', token_use: 'access', username: 'u1' }, scopes: [] } },
      requestId: 'r',
      routeKey: 'DELETE /api/jobPositions/{id}/candidates/{applicantId}',
      stage: '$default',
    },
  };
  const result = (await handler(event as never, context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) as { error: string; details: object } };
}

describe('paths refused by the function itself', () => {
  it.each([
    ['/api/jobPositions/p1/candidates/..', { id: 'p1', applicantId: '..' }],
    ['/api/jobPositions/p1/candidates/%2E', { id: 'p1', applicantId: '.' }],
    ['/api/jobPositions/p1/candidates/a%2F..', { id: 'p1', applicantId: 'a/..' }],
    ['/api/jobPositions/p1/candidates/a%5Cb', { id: 'p1', applicantId: 'a\\b' }],
    // A gateway that resolved the path would still hand over the raw one.
    ['/api/jobPositions/p1/x/../candidates/a', { id: 'p1', applicantId: 'a' }],
  ])('answers 400 to %s and touches no data', async (rawPath, params) => {
    const refused = await call(rawPath, params);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'ValidationFailed',
      details: { path: [expect.any(String)] },
    });
    expect(dynamo.calls().length + documents.calls().length).toBe(0);
  });
});
