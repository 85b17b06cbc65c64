import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * Traces hold no secrets (decision record 0075): with tracing on, as on the Lambdas, no handler's result
 * reaches X-Ray metadata, whatever a middleware is told. Sign-in answers tokens, AddSession and code
 * regeneration answer access codes in clear, the applicant's reads answer their answers. Every API
 * function is one `resourceHandler` stack (the sign-in case below runs it); every worker traces with the
 * same tracer (the last case runs it with Powertools' default, response capture on).
 */
const cognito = mockClient(CognitoIdentityProviderClient);
// Sign-in counts the caller's address first (shared/flood-limits.ts): one call in the window.
const documents = mockClient(DynamoDBDocumentClient);

const context = {
  functionName: 'fn',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

/** A stand-in X-Ray segment that records what the tracer writes on it. */
function recordingSegment() {
  const written: { kind: string; key: string; value: unknown }[] = [];
  const segment: Record<string, unknown> = {
    addNewSubsegment: () => segment,
    addMetadata: (key: string, value: unknown) => written.push({ kind: 'metadata', key, value }),
    addAnnotation: (key: string, value: unknown) => written.push({ kind: 'annotation', key, value }),
    addError: (error: unknown) => written.push({ kind: 'error', key: 'error', value: String(error) }),
    addErrorFlag: () => undefined,
    close: () => undefined,
  };
  return { segment, written };
}

async function tracingOn() {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
  vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
  vi.stubEnv('_HANDLER', 'handler.handler');
  vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
  const { tracer } = await import('../../functions/observability/tracer');
  if (!tracer) throw new Error('POWERTOOLS_TRACE_ENABLED=true made no tracer');
  const { segment, written } = recordingSegment();
  vi.spyOn(tracer, 'getSegment').mockReturnValue(segment as never);
  vi.spyOn(tracer, 'setSegment').mockImplementation(() => undefined);
  // What the tracer writes on the active segment goes through these two.
  vi.spyOn(tracer, 'putAnnotation').mockImplementation((key, value) => {
    written.push({ kind: 'annotation', key, value });
  });
  vi.spyOn(tracer, 'putMetadata').mockImplementation((key, value) => {
    written.push({ kind: 'metadata', key, value });
  });
  return { tracer, written };
}

function httpEvent(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'x' },
      requestId: 'r',
      routeKey: `${method} ${path}`,
      stage: '$default',
    },
  };
}

beforeEach(() => {
  documents.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
});

afterEach(() => {
  cognito.reset();
  documents.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('traces without secrets', { timeout: 30_000 }, () => {
  it('keeps sign-in tokens out of the trace while the handler is traced', async () => {
    const { tracer, written } = await tracingOn();
    expect(tracer.isTracingEnabled()).toBe(true);
    const tokens = {
      AccessToken: 'access.secret.jwt',
      IdToken: 'id.secret.jwt',
      RefreshToken: 'refresh-secret',
    };
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { ...tokens, ExpiresIn: 900 } });
    const { handler } = await import('../../functions/account/handler');
    const result = (await handler(
      httpEvent(
        'POST',
        '/api/account/login',
        { email: 'ada@example.com', password: 'Str0ng-Passw0rd!' },
        { 'x-origin-verify': process.env.ORIGIN_SECRET! },
      ) as never,
      context,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('refresh-secret');
    // The handler was traced (its annotations are there), and nothing of its answer was.
    expect(written.some((w) => w.kind === 'annotation')).toBe(true);
    const trace = JSON.stringify(written);
    for (const secret of Object.values(tokens)) expect(trace).not.toContain(secret);
    expect(written.filter((w) => w.kind === 'metadata')).toEqual([]);
  });

  it('stores no result even where a middleware asks for it (the workers’ default)', async () => {
    const { tracer, written } = await tracingOn();
    const middy = (await import('@middy/core')).default;
    const { captureLambdaHandler } = await import('@aws-lambda-powertools/tracer/middleware');
    const worker = middy(async () => ({ accessCode: 'ABC-DEF-GHJ' })).use(captureLambdaHandler(tracer));
    expect(await worker({}, context)).toEqual({ accessCode: 'ABC-DEF-GHJ' });
    expect(written.some((w) => w.kind === 'annotation')).toBe(true);
    expect(JSON.stringify(written)).not.toContain('ABC-DEF-GHJ');
  });
});
