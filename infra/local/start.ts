import { resolve } from 'node:path';
import { artifactApi } from '../artifacts/local-stack';
import { ARTIFACT_CONTEXT, bedrockArtifactContext, ensureSynth, staleReason } from '../artifacts/synth';
import { repoPath } from '../constructs/paths';
import { modelEmulatorEnv, modelEmulatorFromEnv } from './model-emulator/settings';
import { startModelEmulator, type ModelEmulator } from './model-emulator/server';
import { portsFromEnv } from './ports';
import { assertPortFree, describeExit, SetupError, type ChildExit } from './processes';
import { startLocalStack, type LocalStack } from './stack';

/** Demo manager's sign-in when `DEMO_EMAIL` / `DEMO_PASSWORD` are not set (README, "Run it"). */
export const DEFAULT_DEMO = { email: 'demo@hiring.local', password: 'Demo-Passw0rd!' };

// The SDK warns about Node 20 on every start; the README states the supported Node versions.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const demo = {
    email: (process.env.DEMO_EMAIL ?? DEFAULT_DEMO.email).toLowerCase(),
    password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO.password,
  };
  const startedAt = Date.now();
  // `--artifacts` (npm run start:artifacts): the synthesized stack instead of the source handlers.
  const artifacts = process.argv.includes('--artifacts');
  const cdkOut = repoPath('cdk.out');
  // `MODEL_EMULATOR=bedrock` (README, "Run it"): a model server that answers, slowly and with faults, as real ones do.
  const emulated = modelEmulatorFromEnv();
  // With it, the artifacts are synthesized for Bedrock on an inference profile, its grants checked on every call.
  const context = emulated?.provider === 'bedrock' ? bedrockArtifactContext() : ARTIFACT_CONTEXT;
  if (artifacts) {
    const reason = staleReason(cdkOut, context);
    console.log(reason ? `Running cdk synth (${reason})…` : 'cdk.out is up to date: serving it.');
    await ensureSynth(cdkOut, context);
  }
  let emulator: ModelEmulator | undefined;
  if (emulated) {
    await assertPortFree(emulated.options.port ?? 0, 'the model emulator', 'MODEL_EMULATOR_PORT');
    emulator = await startModelEmulator(emulated.options);
  }
  const aiEnv = emulator && emulated ? modelEmulatorEnv(emulated.provider, emulator.url) : {};
  console.log('Starting DynamoDB Local, cognito-local, the SES emulator, the API and the web app…');
  const started: { stack?: LocalStack } = {};
  let stopping = false;
  let failed: ChildExit | undefined;
  // Any child ending on its own takes the others down with it: nothing is left holding a port.
  const onChildExit = (exit: ChildExit) => {
    failed = exit;
    if (stopping) return;
    stopping = true;
    console.error(`\n${describeExit(exit)}; stopping the others.${exit.stderr ? `\n${exit.stderr}` : ''}`);
    // While starting, startLocalStack is still running: it is stopped below once it returns or fails.
    if (started.stack) void started.stack.stop().finally(() => process.exit(1));
  };
  const stack = await startLocalStack({
    dataDir: resolve(process.env.LOCAL_DATA_DIR ?? '.local'),
    ports: portsFromEnv(),
    demo,
    web: true,
    persistSchedules: true,
    env: { ...(process.env.AI_PROVIDER ? { AI_PROVIDER: process.env.AI_PROVIDER } : {}), ...aiEnv },
    apiInChild: true,
    onChildExit,
    ...(artifacts
      ? {
          serveApi: artifactApi(cdkOut, {
            ...(emulator && emulated?.provider === 'bedrock' ? { bedrockUrl: emulator.url } : {}),
          }),
        }
      : {}),
  });
  started.stack = stack;
  if (failed) {
    await stack.stop();
    throw new SetupError(`${describeExit(failed)} while starting.`);
  }
  console.log(
    [
      '',
      artifacts
        ? `  Hiring platform is running from cdk.out (the synthesized stack, IAM enforced), up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`
        : '  Hiring platform is running.',
      `  App:      ${stack.appUrl}`,
      `  Inbox:    ${stack.inboxUrl}   (e-mails the app sends, e.g. access codes)`,
      `  API:      ${stack.apiUrl}`,
      `  Sign in:  ${demo.email} / ${demo.password}`,
      `  Local:    POST ${stack.apiUrl}/local/clock needs the header x-local-secret: ${stack.localSecret}`,
      ...(emulator && emulated ? [`  Model:    ${emulated.provider} emulator at ${emulator.url}`] : []),
      `  Data:     kept under ${resolve(process.env.LOCAL_DATA_DIR ?? '.local')}`,
      '  Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    await emulator?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof SetupError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
