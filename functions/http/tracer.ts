import { Tracer } from '@aws-lambda-powertools/tracer';
import { METRICS_SERVICE } from '../../shared/metrics';
import { config } from '../config';

/**
 * X-Ray tracing (Powertools Tracer): each handler is wrapped with `captureLambdaHandler`, and every AWS SDK
 * client is made through `tracer.captureAWSv3Client`, so DynamoDB, Bedrock, SES, Cognito, Lambda and
 * Scheduler calls show as subsegments. On or off by `POWERTOOLS_TRACE_ENABLED` (required): `true` on the
 * Lambdas (active tracing), `false` in the local runners and tests.
 */
export const tracer = new Tracer({
  serviceName: METRICS_SERVICE,
  enabled: config().POWERTOOLS_TRACE_ENABLED === 'true',
});
