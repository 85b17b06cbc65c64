import { TIMEOUT_MESSAGE } from '../ai/bedrock/errors';
import { UpstreamFailed } from '../errors/errors';

/**
 * `run`, or `UpstreamFailed` with the timeout message once `deadlineAt` (epoch ms) passes, whichever comes
 * first: the worker's deadline holds whatever the provider does with its own.
 */
export function beforeDeadline<T>(run: Promise<T>, deadlineAt: number | undefined): Promise<T> {
  if (deadlineAt === undefined) return run;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamFailed(TIMEOUT_MESSAGE)),
      Math.max(0, deadlineAt - Date.now()),
    );
  });
  return Promise.race([run, expired]).finally(() => clearTimeout(timer));
}
