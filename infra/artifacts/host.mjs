// Runs one bundled Lambda handler (`cdk.out/asset.*/index.mjs`) in its own process, as the Lambda
// Node.js runtime does: the module is imported once (a failing import is an init error and ends the
// process), then each invocation arrives over IPC as { id, event, context } and is answered with
// { id, result } or { id, error }. Plain JavaScript: it loads the very file CDK uploads, untranspiled.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [codeDir, handlerSpec] = process.argv.slice(2);
const dot = handlerSpec.lastIndexOf('.');
const mod = await import(pathToFileURL(join(codeDir, `${handlerSpec.slice(0, dot)}.mjs`)).href);
const handler = mod[handlerSpec.slice(dot + 1)];
if (typeof handler !== 'function') throw new Error(`Handler ${handlerSpec} is not a function`);

process.on('message', async ({ id, event, context }) => {
  const lambdaContext = {
    ...context,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => context.deadline - Date.now(),
  };
  try {
    const result = await handler(event, lambdaContext);
    process.send({ id, result: result === undefined ? null : result });
  } catch (error) {
    process.send({
      id,
      error: {
        errorType: error?.name ?? 'Error',
        errorMessage: String(error?.message ?? error),
        trace: String(error?.stack ?? '').split('\n'),
      },
    });
  }
});
process.send({ ready: true });
