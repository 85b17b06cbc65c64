/**
 * Key prefixes of delivery items (the `webhookDelivery` entity's ElectroDB keys, in lower case:
 * `$hiring#webhookid_<id>` / `$webhookdelivery_1#deliveryid_<id>`). The stream filter of the webhook
 * worker and the worker itself read new deliveries by them; a unit test checks them against the entity.
 */
export const DELIVERY_KEY_PREFIXES = {
  partition: '$hiring#webhookid_',
  sort: '$webhookdelivery_1#deliveryid_',
} as const;
