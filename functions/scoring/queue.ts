import { config } from '../config';
import { logger } from '../observability/logger';

/** Scores one session; what the in-process queue runs. */
export type SessionScorer = (sessionId: string) => Promise<unknown>;

// Read at load: the backend is named explicitly (`SCORING_QUEUE`), never guessed from what is missing.
const queue = config().SCORING_QUEUE;
const functionName = queue === 'lambda' ? config().SCORING_FUNCTION_NAME : undefined;

/** The scorer the local runner serves with `SCORING_QUEUE=in-process`. */
let inProcessScorer: SessionScorer | undefined;

/** Sessions being scored in this process (in-process queue), so a second request joins the first. */
const inProcess = new Map<string, Promise<unknown>>();

/**
 * Serves `SCORING_QUEUE=in-process`: the local runner passes the scoring function here, so the
 * Lambda bundles that start scoring do not contain the scoring code (nor the LLM client).
 */
export function serveScoringInProcess(scorer: SessionScorer): void {
  inProcessScorer = scorer;
}

/**
 * Asks for a session to be scored in the background. `SCORING_QUEUE=lambda`: an asynchronous invoke of
 * the scoring worker (`SCORING_FUNCTION_NAME`), which Lambda retries and then sends to a failure
 * destination. `SCORING_QUEUE=in-process`: the scorer registered with {@link serveScoringInProcess}.
 * @throws Error with `in-process` when no scorer is served (a Lambda configured for the local runner).
 */
export async function requestScoring(sessionId: string): Promise<void> {
  if (queue === 'lambda') {
    // The Lambda client is imported on the first request (`./lambda-client.ts`).
    const { lambda, InvokeCommand } = await import('./lambda-client');
    await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify({ sessionId })),
      }),
    );
    return;
  }
  const scorer = inProcessScorer;
  if (!scorer)
    throw new Error('SCORING_QUEUE=in-process but no in-process scorer is served (local runner only)');
  if (inProcess.has(sessionId)) return;
  const run = new Promise((resolve) => setImmediate(resolve))
    .then(() => scorer(sessionId))
    .catch((error: unknown) => logger.error('Scoring failed', { sessionId, error: error as Error }))
    .finally(() => inProcess.delete(sessionId));
  inProcess.set(sessionId, run);
}
