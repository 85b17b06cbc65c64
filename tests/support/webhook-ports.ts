/**
 * The loopback ports the tests' webhook receivers listen on, and the test stacks let deliveries reach
 * (`WEBHOOK_RECEIVER_PORTS`, handed to the functions as `LOCAL_WEBHOOK_PORTS`): 50 ports from 4400,
 * moved by `TEST_PORT_OFFSET` like every other port of a test run.
 */
export function testReceiverPorts(): { first: number; last: number } {
  const first = 4400 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  return { first, last: first + 49 };
}
