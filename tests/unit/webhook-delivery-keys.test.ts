import { db } from '../../functions/data/service';
import { DELIVERY_KEY_PREFIXES } from '../../functions/webhooks/keys';
import { matchesPattern } from '../../infra/artifacts/event-sources';

/**
 * The webhook worker's stream filter and its reading of new deliveries rely on the keys ElectroDB writes
 * for delivery items (docs/decisions/0124-webhook-delivery-queue.md): renaming the entity or its
 * attributes without the prefixes would silently stop every webhook in the cloud.
 */
const insertOf = (webhookId: string, deliveryId: string) => {
  const { Item } = db.entities.webhookDelivery
    .create({
      webhookId,
      deliveryId,
      orgId: 'O1',
      messageId: 'msg_1',
      type: 'session.submitted',
      payload: '{}',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-11-26T00:00:00.000Z',
      queue: 'due',
      expiresAt: 1,
    })
    .params() as { Item: { pk: string; sk: string } };
  return { eventName: 'INSERT', dynamodb: { Keys: { pk: { S: Item.pk }, sk: { S: Item.sk } } } };
};

const filter = {
  eventName: ['INSERT'],
  dynamodb: { Keys: { sk: { S: [{ prefix: DELIVERY_KEY_PREFIXES.sort }] } } },
};

describe('keys of new webhook deliveries', () => {
  it('start with the prefixes the worker reads, with the ids after them', () => {
    const record = insertOf('01JWEBHOOK', '01JDELIVERY');
    expect(record.dynamodb.Keys.pk.S).toBe(`${DELIVERY_KEY_PREFIXES.partition}01jwebhook`);
    expect(record.dynamodb.Keys.sk.S).toBe(`${DELIVERY_KEY_PREFIXES.sort}01jdelivery`);
    expect(matchesPattern(record, filter)).toBe(true);
  });

  it('leave out other items and other changes of the stream', () => {
    const endpoint = db.entities.webhook
      .create({ orgId: 'O1', webhookId: 'W1', url: 'https://x.example', events: [], secret: 's' })
      .params() as { Item: { pk: string; sk: string } };
    const other = {
      eventName: 'INSERT',
      dynamodb: { Keys: { pk: { S: endpoint.Item.pk }, sk: { S: endpoint.Item.sk } } },
    };
    expect(matchesPattern(other, filter)).toBe(false);
    expect(matchesPattern({ ...insertOf('W1', 'D1'), eventName: 'MODIFY' }, filter)).toBe(false);
  });
});
