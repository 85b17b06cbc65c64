import { GENERATION_RETRIES } from '../../shared/generation';
import { config } from '../config';
import { logger } from '../observability/logger';

/** What the generation worker is invoked with: the template whose questions to write. */
export interface GenerationEvent {
  orgId: string;
  interviewId: string;
}

/** Writes one template's questions; what the in-process queue runs. A rejection is retried. */
export type TemplateWriter = (event: GenerationEvent) => Promise<unknown>;

// Read at load: the backend is named explicitly (`GENERATION_QUEUE`), never guessed from what is missing.
const queue = config().GENERATION_QUEUE;
const functionName = queue === 'lambda' ? config().GENERATION_FUNCTION_NAME : undefined;

let inProcess: { writer: TemplateWriter; delayMs: number } | undefined;

/**
 * Serves `GENERATION_QUEUE=in-process` (the local runner): runs `writer` after `delayMs` (the wait of
 * Lambda's asynchronous queue; 0 unless the runner sets `LOCAL_GENERATION_DELAY_MS`), and again up to
 * {@link GENERATION_RETRIES} times while it rejects, as Lambda retries an asynchronous invoke.
 */
export function serveGenerationInProcess(writer: TemplateWriter, options: { delayMs?: number } = {}): void {
  inProcess = { writer, delayMs: options.delayMs ?? 0 };
}

/**
 * Asks for a template's questions to be written in the background. `GENERATION_QUEUE=lambda`: an
 * asynchronous invoke of the generation worker (`GENERATION_FUNCTION_NAME`), which Lambda retries and then
 * sends to a failure destination. `GENERATION_QUEUE=in-process`: the writer of
 * {@link serveGenerationInProcess}.
 * @throws Error with `in-process` when no writer is served (a Lambda configured for the local runner); the
 *   Lambda client's error when the invoke is refused.
 */
export async function requestGeneration(event: GenerationEvent): Promise<void> {
  if (queue === 'lambda') {
    const { lambda, InvokeCommand } = await import('./generation-lambda-client');
    await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: Buffer.from(JSON.stringify(event)),
      }),
    );
    return;
  }
  const served = inProcess;
  if (!served)
    throw new Error('GENERATION_QUEUE=in-process but no in-process writer is served (local runner only)');
  void (async () => {
    await new Promise((resolve) => setTimeout(resolve, served.delayMs));
    for (let attempt = 0; attempt <= GENERATION_RETRIES; attempt++) {
      try {
        await served.writer(event);
        return;
      } catch (error) {
        logger.error('Generation run failed', {
          interviewId: event.interviewId,
          attempt,
          error: error as Error,
        });
      }
    }
  })();
}
