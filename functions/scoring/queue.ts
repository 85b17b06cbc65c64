import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { clientOptions, config } from '../config';
import { logger } from '../http/logger';
import { scoreSessionById } from './score-session';

/** The Lambda client, made once; used only in the cloud. */
const lambda = new LambdaClient(clientOptions(undefined));

/** Sessions being scored in this process (local queue), so a second request joins the first. */
const inProcess = new Map<string, Promise<unknown>>();

/**
 * Asks for a session to be scored in the background (ARCHITECTURE.md, "background scoring"). In the
 * cloud: an asynchronous invoke of the scoring worker (`SCORING_FUNCTION_NAME`), which Lambda retries and
 * sends to a failure destination. Locally: an in-process queue calling the same function.
 */
export async function requestScoring(sessionId: string): Promise<void> {
  const functionName = config().SCORING_FUNCTION_NAME;
  if (functionName) {
    await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify({ sessionId })),
      }),
    );
    return;
  }
  if (inProcess.has(sessionId)) return;
  const run = new Promise((resolve) => setImmediate(resolve))
    .then(() => scoreSessionById(sessionId))
    .catch((error: unknown) => logger.error('Scoring failed', { sessionId, error: error as Error }))
    .finally(() => inProcess.delete(sessionId));
  inProcess.set(sessionId, run);
}
