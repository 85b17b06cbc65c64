import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { METRICS_SERVICE } from '../../shared/metrics';
import { config } from '../config';

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
 * X-Ray tracing (Powertools Tracer): each handler is wrapped with {@link traceHandler}, and every AWS SDK
 * client is made through `tracer.captureAWSv3Client`, so DynamoDB, Bedrock, SES, Cognito, Lambda and
 * Scheduler calls show as subsegments (operation, resource and timing, no payloads). On or off by
 * `POWERTOOLS_TRACE_ENABLED` (required): `true` on the Lambdas (active tracing), `false` in the local
 * runners and tests. Responses are never captured.
 */
export const tracer: Tracer = new TracerWithoutResults({
  serviceName: METRICS_SERVICE,
  enabled: config().POWERTOOLS_TRACE_ENABLED === 'true',
});

/** The handler's trace segment (cold start and service annotations, errors), without its response. */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
