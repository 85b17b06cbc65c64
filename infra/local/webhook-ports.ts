/**
 * The loopback ports a webhook receiver on this machine may listen on, handed to the functions as
 * `LOCAL_WEBHOOK_PORTS` by the local runners only (`npm start`, `npm run start:artifacts` and the tests'
 * stacks), never by the stack: outside this range, and always in the cloud, a delivery to a loopback,
 * private or reserved address is refused (docs/decisions/0136-webhook-targets-checked-at-connect.md).
 * `WEBHOOK_RECEIVER_PORTS` (`first-last`) moves the range; the default is the README's.
 */
export const DEFAULT_WEBHOOK_RECEIVER_PORTS = '4100-4199';

/** `LOCAL_WEBHOOK_PORTS` for the functions: `WEBHOOK_RECEIVER_PORTS` or {@link DEFAULT_WEBHOOK_RECEIVER_PORTS}. */
export function localWebhookPorts(env: NodeJS.ProcessEnv = process.env): string {
  return env.WEBHOOK_RECEIVER_PORTS || DEFAULT_WEBHOOK_RECEIVER_PORTS;
}
