import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import * as z from 'zod';
import { logger } from '../observability/logger';
import { traceHandler } from '../observability/tracer';
import { sendDueReminder } from './send-reminder';
// A reminder run sends an e-mail: the SES client is made when the function starts, not on the first run
// (the API functions load theirs on the first e-mail, decision record 0068).
import '../email/ses-client';

const ReminderEventSchema = z.object({
  sessionId: z.string().min(1).max(64),
  at: z.string().min(1).max(40),
  kind: z.literal('expiry').optional(),
});

/**
 * Reminder Lambda: invoked by a session's one-time EventBridge Scheduler schedule (locally by the
 * runner's scheduler) with `{ sessionId, at }`.
 * @throws ZodError for an event of another shape (the schedule's retry policy then gives up).
 */
export const handler = middy(async (event: unknown) => {
  const input = ReminderEventSchema.parse(event);
  const outcome = await sendDueReminder(input);
  logger.info('Reminder', { sessionId: input.sessionId, outcome });
  return { outcome };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }));
