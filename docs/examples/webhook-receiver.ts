import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** What every delivery's body holds. */
export interface HiringEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * A request listener for the platform's webhooks (for `http.createServer`, or mounted in any Node
 * framework): checks the Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the endpoint's `whsec_…` secret, then hands the event on. A bad signature
 * or an old timestamp answers 400; an error of `onEvent` answers 500, so the event is sent again later;
 * anything else answers 204.
 */
export function webhookListener(secret: string, onEvent: (event: HiringEvent) => Promise<void> | void) {
  const webhook = new Webhook(secret);
  return async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    let event: HiringEvent;
    try {
      event = webhook.verify(body, req.headers as Record<string, string>) as HiringEvent;
    } catch {
      return res.writeHead(400).end();
    }
    try {
      await onEvent(event);
      res.writeHead(204).end();
    } catch {
      res.writeHead(500).end();
    }
  };
}
