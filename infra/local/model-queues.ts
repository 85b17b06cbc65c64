import {
  consumerConcurrency,
  SCORING_MAX_RECEIVES,
  SCORING_WORKER_TIMEOUT_SECONDS,
} from '../../shared/model-queue';

/**
 * An in-process stand-in for an SQS queue consumed by a Lambda event source mapping with a maximum
 * concurrency (docs/decisions/0149-model-work-paced-by-the-quota.md), as strict in what the product relies
 * on: at most `concurrency` messages run at once, a message waits out its delay (0-900 s), a run that
 * throws comes back after `retryDelayMs` (the visibility timeout) with its receive count raised, and
 * after `maxReceives` deliveries it is dropped to the dead letters (logged, kept for tests).
 */
export class LocalWorkQueue<M> {
  private readonly waiting: { message: M; receives: number }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = 0;
  private stopped = false;
  /** Messages that failed every delivery. */
  readonly deadLetters: M[] = [];

  constructor(
    private readonly name: string,
    private readonly run: (message: M, receiveCount: number) => Promise<unknown>,
    private readonly options: { concurrency: number; maxReceives: number; retryDelayMs: number },
  ) {}

  /** Queues `message`, receivable after `delaySeconds`. */
  send(message: M, delaySeconds = 0): void {
    this.later(() => this.arrive(message, 0), delaySeconds * 1000);
  }

  /** Messages queued or running, for the runner's log and tests. */
  depth(): number {
    return this.waiting.length + this.running + this.timers.size;
  }

  /** Drops what is queued; runs in flight end on their own. */
  stop(): void {
    this.stopped = true;
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    this.waiting.length = 0;
  }

  private later(fn: () => void, ms: number) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private arrive(message: M, receives: number) {
    this.waiting.push({ message, receives });
    this.next();
  }

  private next() {
    while (!this.stopped && this.running < this.options.concurrency && this.waiting.length) {
      const item = this.waiting.shift()!;
      const receives = item.receives + 1;
      this.running += 1;
      void this.run(item.message, receives)
        .catch((error: unknown) => {
          if (receives >= this.options.maxReceives) {
            console.error(`${this.name}: a message failed ${receives} deliveries, dead-lettered`, error);
            this.deadLetters.push(item.message);
          } else this.later(() => this.arrive(item.message, receives), this.options.retryDelayMs);
        })
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}

/**
 * Serves the scoring queue in this process (`SCORING_QUEUE=in-process`), consumed as the cloud's scoring
 * worker consumes its SQS queue: the same delivery function (`consumeScoring`), at most
 * `consumerConcurrency(AI_TOKENS_PER_MINUTE)` sessions at once, 3 deliveries, the worker's deadline.
 * @param options.retryDelayMs - wait before a failed run's next delivery (default 30 s).
 */
export async function serveScoringLocally(options: { retryDelayMs?: number } = {}) {
  const { serveScoringInProcess } = await import('../../functions/scoring/queue');
  const { consumeScoring } = await import('../../functions/scoring/consume');
  const queue = new LocalWorkQueue(
    'scoring queue',
    (message: { sessionId: string; throttles?: number }, receiveCount) =>
      consumeScoring(message, {
        receiveCount,
        deadlineAt: Date.now() + SCORING_WORKER_TIMEOUT_SECONDS * 1000 - 60_000,
      }),
    {
      concurrency: consumerConcurrency(tokensPerMinute()),
      maxReceives: SCORING_MAX_RECEIVES,
      retryDelayMs: options.retryDelayMs ?? 30_000,
    },
  );
  serveScoringInProcess((message, delaySeconds) => queue.send(message, delaySeconds));
  return queue;
}

/** `AI_TOKENS_PER_MINUTE` as the handlers read it (`infra/local/handler-env.ts` sets it). */
export function tokensPerMinute(): number {
  const value = Number(process.env.AI_TOKENS_PER_MINUTE);
  if (!Number.isInteger(value) || value < 1000)
    throw new Error(
      `AI_TOKENS_PER_MINUTE must be a whole number of tokens (1000 or more), not ${process.env.AI_TOKENS_PER_MINUTE}`,
    );
  return value;
}
