import type { z } from 'zod';
import type { AtsProblemListSchema } from '../../shared/schemas/ats';
import { db } from '../data/service';
import { atsLogId } from '../webhooks';

/** Problems shown at once: the newest of each kind. */
const SHOWN = 50;

/**
 * What the owners see of the tracking systems (docs/integrations.md): what Greenhouse reported with
 * `response_error`, and the callbacks that failed or are still being retried after a failed try,
 * newest first. Three queries.
 */
export async function listProblems(orgId: string): Promise<z.infer<typeof AtsProblemListSchema>> {
  const log = (system: 'greenhouse' | 'ashby') =>
    db.entities.webhookDelivery.query
      .byWebhook({ webhookId: atsLogId(system, orgId) })
      .go({ order: 'desc', limit: SHOWN })
      .then(({ data }) => data.map((d) => ({ ...d, system })));
  const [reported, greenhouse, ashby] = await Promise.all([
    db.entities.atsProblem.query.byOrg({ orgId }).go({ order: 'desc', limit: SHOWN }),
    log('greenhouse'),
    log('ashby'),
  ]);
  const items = [
    ...reported.data.map((p) => ({
      at: p.createdAt,
      system: p.system,
      kind: 'response_error' as const,
      ...(p.sessionId ? { sessionId: p.sessionId } : {}),
      detail: p.detail,
    })),
    ...[...greenhouse, ...ashby]
      .filter((d) => d.state !== 'delivered' && d.lastError)
      .map((d) => ({
        at: d.lastAttemptAt ?? d.createdAt,
        system: d.system,
        kind: 'callback_failed' as const,
        sessionId: (JSON.parse(d.payload) as { sessionId: string }).sessionId,
        detail: `${d.state === 'failed' ? 'Gave up' : 'Will retry'} after ${d.attempts} tries: ${d.lastError}`,
      })),
  ];
  return { items: items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, SHOWN) };
}
