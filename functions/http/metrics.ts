import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * CloudWatch metrics in embedded metric format (Powertools), flushed by `logMetrics` after each
 * invocation. The local runner and the tests set `POWERTOOLS_METRICS_DISABLED`, so nothing is printed there.
 */
export const metrics = new Metrics({ namespace: 'HiringPlatform', serviceName: 'hiring' });

export { MetricUnit };
