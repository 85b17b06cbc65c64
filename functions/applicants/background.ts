import { z } from 'zod';
import { clientOptions, config, requireSettings } from '../config';
import { logger } from '../observability/logger';

requireSettings('SELF_INVOKE');

/**
 * The event the applicants function sends itself to go on with an import: which import of which
 * organization (docs/decisions/0158-applicant-import-in-the-background.md).
 */
export const ImportWorkEventSchema = z.strictObject({
  importWork: z.strictObject({ orgId: z.string().min(1).max(64), importId: z.string().min(1).max(64) }),
});
/** See {@link ImportWorkEventSchema}. */
export type ImportWorkEvent = z.infer<typeof ImportWorkEventSchema>;

/** Runs an import's next stretch of work (`runImportWork` of `./import.ts`), given the time it may take, ms. */
export type ImportWorker = (task: ImportWorkEvent['importWork'], budgetMs: number) => Promise<void>;

/**
 * Hands an import's next stretch of work to the background and returns at once. `SELF_INVOKE=lambda`: an
 * asynchronous invoke (`InvocationType: Event`) of this same function (`AWS_LAMBDA_FUNCTION_NAME`), which
 * Lambda queues and retries twice on an error (AWS Lambda developer guide, "Asynchronous invocation").
 * `SELF_INVOKE=in-process` (the local runner): `worker` runs in this process after the current turn.
 * @throws Error when Lambda refuses the invoke (the caller's request then fails, and is retried).
 */
export async function continueInBackground(
  task: ImportWorkEvent['importWork'],
  worker: ImportWorker,
  budgetMs: number,
): Promise<void> {
  if (config().SELF_INVOKE === 'in-process') {
    setImmediate(() => {
      worker(task, budgetMs).catch((error: unknown) =>
        logger.error('Import work failed', { importId: task.importId, error: error as Error }),
      );
    });
    return;
  }
  // The Lambda client is loaded on the first import only (docs/decisions/0068-ai-providers-loaded-when-used.md).
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  const lambda = new LambdaClient(clientOptions(undefined));
  const event: ImportWorkEvent = { importWork: task };
  await lambda.send(
    new InvokeCommand({
      FunctionName: config().AWS_LAMBDA_FUNCTION_NAME,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
}
