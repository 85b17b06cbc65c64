/** Signed webhooks (docs/integrations.md): events raised by state changes, and their delivery. */
export { emitEvent, eventDeliveries, subscribersOf, type EventData, type Subscriber } from './emit';
export { attemptDelivery, deliverDue, RETRY_DELAYS_MS } from './deliver';
export { ashbyValue, atsLogId, queueAshbyUpdate } from './ats-callbacks';
