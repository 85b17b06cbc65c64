import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { clientOptions, config } from '../config';
import { logger } from '../observability/logger';
import { traceHandler, traced } from '../observability/tracer';
import { linkToExistingUser } from './link-identity';

/** Cognito client, made once per process; the pool comes with each event. */
export const cognito = traced(new CognitoIdentityProviderClient(clientOptions(config().COGNITO_ENDPOINT)));

/**
 * Pre-sign-up trigger of the managers' user pool (decision record 0048): links a first Google sign-in to
 * the existing manager with the same verified e-mail. Returns the event unchanged, as Cognito expects.
 */
export const handler = middy(async (event: PreSignUpTriggerEvent) => {
  const outcome = await linkToExistingUser(cognito, event);
  logger.info('Pre-sign-up', { triggerSource: event.triggerSource, outcome });
  return event;
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }));
