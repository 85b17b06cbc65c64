import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { tokenScopeOverrides } from '../../shared/user-pool-tokens';
import { clientOptions, config } from '../config';
import { logger } from '../observability/logger';
import { traceHandler, traced } from '../observability/tracer';

/** Cognito client, made once per process; the pool comes with each event. */
const cognito = traced(new CognitoIdentityProviderClient(clientOptions(config().COGNITO_ENDPOINT)));

/** App client names by id, kept for the life of the process (a client's name never changes here). */
const names = new Map<string, Promise<string | undefined>>();

function clientName(userPoolId: string, clientId: string): Promise<string | undefined> {
  if (!names.has(clientId)) {
    const name = cognito
      .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }))
      .then((answer) => answer.UserPoolClient?.ClientName);
    // A failed look-up is not kept: the next token asks again (this one fails, so no token goes out).
    name.catch(() => names.delete(clientId));
    names.set(clientId, name);
  }
  return names.get(clientId)!;
}

/**
 * Pre-token-generation trigger (`V2_0` event) of the managers' user pool (decision record 0139): every
 * access token but the factor client's is issued without `aws.cognito.signin.user.admin`, so a manager's
 * token cannot call Cognito's self-service APIs (`SetUserMFAPreference`, `AssociateSoftwareToken`, …)
 * directly; the API asks for the password and current code instead. Answers with the event and its
 * `response.claimsAndScopeOverrideDetails`, as Cognito expects.
 */
export const handler = middy(async (event: PreTokenGenerationV2TriggerEvent) => {
  const name = await clientName(event.userPoolId, event.callerContext.clientId);
  event.response = tokenScopeOverrides(name);
  logger.info('Pre token generation', { triggerSource: event.triggerSource, clientName: name });
  return event;
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }));
