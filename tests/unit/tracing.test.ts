/**
 * Powertools Tracer: on the Lambdas (`POWERTOOLS_TRACE_ENABLED=true` in a Lambda environment) every AWS
 * SDK client is instrumented, so DynamoDB, Bedrock, SES, Cognito, Lambda and Scheduler calls show in
 * X-Ray; in tests and local runs (`false`) nothing is traced and no tracer is made.
 */
const instrumented = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().some((m) => /xray/i.test(m));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function clients() {
  const { dynamoDb } = await import('../../functions/data/client');
  const { sesClient } = await import('../../functions/email/ses-client');
  const { cognito } = await import('../../functions/account/cognito');
  const { bedrockClient } = await import('../../functions/ai/bedrock/client');
  const { tracer } = await import('../../functions/observability/tracer');
  return { tracer, all: { dynamoDb, sesClient, cognito, bedrockClient } };
}

describe('tracing', { timeout: 30_000 }, () => {
  it('instruments every AWS client when tracing is on in a Lambda environment', async () => {
    vi.resetModules();
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    const { tracer, all } = await clients();
    expect(tracer?.isTracingEnabled()).toBe(true);
    for (const [name, client] of Object.entries(all)) expect(instrumented(client), name).toBe(true);
  });

  it('leaves the clients alone when tracing is off (local runs and tests)', async () => {
    vi.resetModules();
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    const { tracer, all } = await clients();
    // No tracer at all: Powertools Tracer and the X-Ray SDK stay unloaded (decision record 0128).
    expect(tracer).toBeUndefined();
    for (const [name, client] of Object.entries(all)) expect(instrumented(client), name).toBe(false);
  });

  it('fails at load, naming the setting, when POWERTOOLS_TRACE_ENABLED is missing', async () => {
    vi.resetModules();
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', '');
    await expect(import('../../functions/observability/tracer')).rejects.toThrow(/POWERTOOLS_TRACE_ENABLED/);
  });
});
