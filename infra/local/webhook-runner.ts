/** The runner's webhook delivery loop: what the cloud's delivery worker does, on this machine. */
export interface WebhookRunner {
  stop(): void;
}

/**
 * Delivers due webhook deliveries every `everyMs` (docs/decisions/0106-webhook-deliveries-from-an-outbox.md):
 * `deliverDue` of `functions/webhooks`, on the runner's clock, so `POST /local/clock` brings retries
 * forward. A pass never overlaps the previous one; an error is logged and the next pass runs as usual.
 * Imported after the runner set the functions' environment.
 */
export async function startWebhookRunner(everyMs = 500): Promise<WebhookRunner> {
  const { deliverDue } = await import('../../functions/webhooks');
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDue()
      .catch((error: unknown) => console.error('webhook delivery pass failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
