import { clock } from '../../functions/clock';
import { LocalTtlSweeper } from './ttl-sweeper';

/**
 * The TTL sweep of a runner that serves the API from source: on the runner's clock, handing removed
 * sessions to the retention function's code in this process. Reads `DYNAMODB_ENDPOINT` and `TABLE_NAME`
 * from the environment the runner set.
 * @param periodic - also sweep every minute (`npm start`); test stacks sweep only when their clock moves,
 *   so a test that compares the table before and after never sees an unrelated expiry.
 * @throws Error naming a missing variable.
 */
export async function startInProcessSweeper(periodic: boolean): Promise<LocalTtlSweeper> {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const tableName = process.env.TABLE_NAME;
  if (!endpoint || !tableName)
    throw new Error('DYNAMODB_ENDPOINT and TABLE_NAME must be set for the TTL sweep');
  const { deleteExpiredSessions } = await import('../../functions/retention/handler');
  const sweeper = new LocalTtlSweeper({
    endpoint,
    tableName,
    now: () => clock.now(),
    onSessionsRemoved: deleteExpiredSessions,
  });
  if (periodic) sweeper.start();
  return sweeper;
}
