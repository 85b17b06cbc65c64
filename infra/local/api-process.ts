import { securityHeaders } from '../../shared/security-headers';
import { createApiServer } from './api-server';
import { localVerifier } from './jwt';
import { startInProcessSweeper } from './in-process-sweeper';
import { LocalScheduler } from './scheduler';
import { startWebhookRunner } from './webhook-runner';

/**
 * The local API as a child process of the runner (`npm start`): the same server as in tests, in a process
 * of its own so that its crash is seen by the runner, which then stops everything else. Reads what the
 * runner hands over from the environment, fails at load naming a missing one, and ends itself when the
 * runner disappears (the IPC channel closes).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the local API is started by infra/local/start.ts`);
  return value;
}

const port = Number(required('LOCAL_API_PORT'));
// With SCORING_QUEUE=in-process the handlers of this process queue and score submitted sessions
// themselves, paced by the model's quota as the cloud's worker is.
const scoring = await (await import('./model-queues')).serveScoringLocally();
// With GENERATION_QUEUE=in-process they write generated templates' questions themselves too.
const generation = await (await import('./generation')).serveGenerationLocally();
// With REMINDER_SCHEDULER=in-process the reminder schedules and the clock of `POST /local/clock` live here.
const { sendDueReminder } = await import('../../functions/reminders/send-reminder');
const { useLocalScheduler } = await import('../../functions/reminders/schedules');
const scheduler = new LocalScheduler(sendDueReminder, process.env.LOCAL_SCHEDULES_FILE || undefined);
useLocalScheduler(scheduler);
scheduler.start();
// DynamoDB Local does not expire items by itself: the runner's TTL sweep does, on the runner's clock.
const sweeper = await startInProcessSweeper(true);
// Webhook deliveries are sent from this process, as the cloud's delivery worker sends them.
const webhooks = await startWebhookRunner();
const verify = await localVerifier(required('LOCAL_API_ISSUER'), required('USER_POOL_CLIENT_ID'));
const server = createApiServer({
  verify,
  scheduler,
  sweeper,
  runtimeConfig: JSON.parse(required('LOCAL_RUNTIME_CONFIG')) as unknown,
  responseHeaders: securityHeaders({ region: required('AWS_REGION') }),
  localSecret: required('LOCAL_SECRET'),
});
server.listen(port, '127.0.0.1');
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  scheduler.stop();
  sweeper.stop();
  webhooks.stop();
  scoring.stop();
  generation.stop();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
