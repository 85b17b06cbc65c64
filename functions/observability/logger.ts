import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../config';

/** Structured JSON logger (Powertools); each handler adds the request id through `injectLambdaContext`. */
export const logger = new Logger({
  serviceName: 'hiring',
  logLevel: config().LOG_LEVEL as 'INFO',
});
