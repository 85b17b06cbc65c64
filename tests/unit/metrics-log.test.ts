/**
 * CloudWatch Logs of a request that records no metric: no "No application metrics to publish" warning
 * per request at the INFO level the stack runs with; a recorded metric is still written as EMF.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Everything the process writes while `fn` runs (console and the Powertools logger both end on stdout/stderr). */
async function output(fn: () => void | Promise<void>): Promise<string> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void capture(args.join(' ')));
  }
  await fn();
  return written.join('\n');
}

async function lambdaMetrics() {
  vi.resetModules();
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_DEV', 'false');
  return import('../../functions/observability/metrics');
}

describe('metrics logs', () => {
  it('writes nothing for a request without metrics', async () => {
    const { metrics } = await lambdaMetrics();
    expect(
      await output(() => {
        metrics.publishStoredMetrics();
      }),
    ).not.toMatch(/No application metrics/);
  });

  it('still writes a recorded metric', async () => {
    const { metrics, MetricUnit } = await lambdaMetrics();
    const text = await output(() => {
      metrics.addMetric('ScoringFailures', MetricUnit.Count, 1);
      metrics.publishStoredMetrics();
    });
    expect(text).toMatch(/"ScoringFailures"/);
  });
});
