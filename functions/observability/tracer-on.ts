import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { METRICS_SERVICE } from '../../shared/metrics';

/**
 * Powertools Tracer that never stores a handler's result as trace metadata. Results carry secrets: sign-in
 * tokens, applicant tokens, access codes in clear, answers and personal data, and X-Ray metadata is readable
 * by anyone with trace access and kept 30 days. Powertools stores results unless told not to
 * (`captureResponse`, on by default), so the switch is held here, once, for every function and every
 * middleware that names this tracer (docs/decisions/0075-traces-without-secrets.md).
 */
class TracerWithoutResults extends Tracer {
  /** Does nothing: no response, of a handler or a method, becomes trace metadata. */
  public override addResponseAsMetadata(): void {}
}

/**
 * The tracer with tracing on. Imported by `tracer.ts` only when `POWERTOOLS_TRACE_ENABLED=true`, so a
 * function with tracing off never loads the X-Ray SDK that Powertools Tracer is built on
 * (docs/decisions/0128-cold-start-floor-and-own-cost.md).
 */
export const tracer: Tracer = new TracerWithoutResults({ serviceName: METRICS_SERVICE, enabled: true });

/** The handler's trace segment (cold start and service annotations, errors), without its response. */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
