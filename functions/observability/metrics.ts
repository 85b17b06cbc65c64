import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../shared/metrics';
import { logger } from './logger';

/**
 * CloudWatch metrics in embedded metric format (Powertools), flushed by `logMetrics` after each
 * invocation. The local runner and the tests set `POWERTOOLS_METRICS_DISABLED`, so nothing is printed there.
 * Most requests record no metric, so the utility's own notices ("No application metrics to publish") go to
 * the structured logger at debug level instead of a warning line per request (its `logger` option).
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: METRICS_SERVICE,
  logger: {
    debug: (message: unknown) => logger.debug(String(message)),
    info: (message: unknown) => logger.info(String(message)),
    warn: (message: unknown) => logger.debug(String(message)),
    error: (message: unknown) => logger.error(String(message)),
  },
});

export { MetricUnit };
