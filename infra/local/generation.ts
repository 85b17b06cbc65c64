import { GENERATION_MAX_RECEIVES, consumerConcurrency } from '../../shared/model-queue';
import { GENERATION_WORKER_TIMEOUT_SECONDS } from '../../shared/generation';
import { LocalWorkQueue, tokensPerMinute } from './model-queues';

/**
 * Serves `GENERATION_QUEUE=in-process` in this process, as the generation worker consumes its SQS queue:
 * the worker's delivery function (`consumeGeneration`, which puts a throttled run back) with its deadline, at most `consumerConcurrency(AI_TOKENS_PER_MINUTE)` templates at
 * once, {@link GENERATION_MAX_RECEIVES} deliveries, each after `LOCAL_GENERATION_DELAY_MS` (ms, 0 when
 * unset: the wait of the queue, so a test or a browser can see a template while it is `generating`).
 */
export async function serveGenerationLocally() {
  const { serveGenerationInProcess } = await import('../../functions/interview-templates');
  const { consumeGeneration } = await import('../../functions/generation/consume');
  const delayMs = Number(process.env.LOCAL_GENERATION_DELAY_MS || 0);
  if (!Number.isInteger(delayMs) || delayMs < 0) {
    throw new Error(
      `LOCAL_GENERATION_DELAY_MS must be a whole number of ms, not ${process.env.LOCAL_GENERATION_DELAY_MS}`,
    );
  }
  const queue = new LocalWorkQueue(
    'generation queue',
    (event: Parameters<typeof consumeGeneration>[0]) =>
      consumeGeneration(event, Date.now() + GENERATION_WORKER_TIMEOUT_SECONDS * 1000 - 30_000),
    {
      concurrency: consumerConcurrency(tokensPerMinute()),
      maxReceives: GENERATION_MAX_RECEIVES,
      retryDelayMs: 0,
    },
  );
  serveGenerationInProcess((event, delaySeconds) => queue.send(event, delaySeconds || delayMs / 1000));
  return queue;
}
