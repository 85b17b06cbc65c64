import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';

/**
 * CloudWatch metrics in embedded metric format (Powertools), flushed by `logMetrics` after each
 * invocation. The local runner and the tests set `POWERTOOLS_METRICS_DISABLED`, so nothing is printed there.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

export { MetricUnit };
