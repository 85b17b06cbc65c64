import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../observability/logger';
import { traceHandler } from '../observability/tracer';
import { mailProblemOf, recordMailProblem, SesMailEventSchema } from './mail-event';

const SnsEventSchema = z.object({
  Records: z.array(z.object({ Sns: z.object({ Message: z.string() }) })).min(1),
});

/**
 * Mail-events Lambda: subscribed to the SNS topic of the SES configuration set's bounce and complaint
 * events (decision record 0047). A message that is not an SES event is logged and dropped, not retried.
 * @throws ZodError for an invocation that is not an SNS event; DynamoDB errors (SNS then retries).
 */
export const handler = middy(async (event: SNSEvent) => {
  const { Records } = SnsEventSchema.parse(event);
  const outcomes: string[] = [];
  for (const record of Records) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(record.Sns.Message);
    } catch {
      parsed = undefined;
    }
    const result = SesMailEventSchema.safeParse(parsed);
    if (!result.success) {
      logger.warn('Not an SES event; dropped');
      outcomes.push('ignored');
      continue;
    }
    const problem = mailProblemOf(result.data);
    if (!problem) {
      outcomes.push('ignored');
      continue;
    }
    const outcome = await recordMailProblem(problem);
    logger.info('Mail problem', { sessionId: problem.sessionId, kind: problem.kind, outcome });
    outcomes.push(outcome);
  }
  return { outcomes };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }));
