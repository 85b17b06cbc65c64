import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { checkPath, pathParameterProblem } from '../../shared/request-path';
import { ValidationFailed } from '../errors/errors';

/**
 * Refuses, before any route runs, a request whose raw path has a dot segment or an encoded separator, or
 * whose path parameters are `.`/`..` or hold `/` or `\` (API Gateway hands path parameters decoded). So
 * whatever the gateway in front does with such paths, `…/candidates/..` never reaches a route as an id
 * (docs/decisions/0076-paths-refused-before-routing.md).
 * @throws ValidationFailed (400) with the reason under `details.path`; the request changes nothing.
 */
export function pathCheck(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: ({ event }) => {
      const raw = checkPath(event.rawPath ?? '/');
      const problem = raw.ok
        ? Object.values(event.pathParameters ?? {})
            .map((value) => pathParameterProblem(value ?? ''))
            .find(Boolean)
        : raw.message;
      if (problem) throw new ValidationFailed({ path: [problem] }, problem);
    },
  };
}
