/**
 * The start-up every table function makes, and nothing else: its settings read and checked through
 * `functions/config.ts` (a missing or malformed one fails the function at load), the DynamoDB client made
 * once per process (docs/architecture.md#config), Powertools Logger and Metrics, and with tracing on the
 * Tracer and the client's instrumentation. `npm run bench -- cold` imports it as a function of its own, so
 * each function's own cost can be read against what no table function can leave out
 * (docs/decisions/0132-the-start-up-every-table-function-makes.md). Never deployed.
 */
import { documentClient } from '../functions/data/client';
import { logger } from '../functions/observability/logger';
import { metrics } from '../functions/observability/metrics';
import { traceHandler } from '../functions/observability/tracer';

const middleware = traceHandler();

/** Touches every object made at start, so none of them is shaken out of the bundle. */
export const handler = async () => {
  logger.debug('start-up reference', { region: await documentClient.config.region() });
  metrics.addDimension('reference', 'start-up');
  return middleware;
};
