import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { repoPath } from './constructs/paths';
import { HiringStack } from './stack';
import { parseStackInput, readStackInput, StackInputError } from './stack-input';

/**
 * The CDK app (`cdk.json`: `npx tsx infra/app.ts`). Builds the SPA when `dist/web` is missing, validates
 * the stack input from context and environment, and runs the cdk-nag AWS Solutions and Serverless checks on every synth,
 * so an unacknowledged finding fails `cdk synth`.
 */
const app = new App();
const webAssetDir = repoPath('dist/web');
if (!existsSync(`${webAssetDir}/index.html`)) {
  execSync('npm run build', { cwd: repoPath(), stdio: ['ignore', 'inherit', 'inherit'] });
}

const input = (() => {
  try {
    return parseStackInput(readStackInput((key) => app.node.tryGetContext(key)));
  } catch (error) {
    // A bad `-c key=value` is a usage error: print the field list, not a stack trace.
    if (!(error instanceof StackInputError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
new HiringStack(app, app.node.tryGetContext('stackName') ?? 'HiringPlatform', {
  input,
  webAssetDir,
  // Env-agnostic unless the CLI knows an account (CDK_DEFAULT_*), so synth works without credentials.
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
  description: 'Hiring platform: API, Lambdas, DynamoDB, Cognito, SES, Bedrock, web app',
});
// cdk-nag v3 is a CDK policy-validation plugin: any unacknowledged finding (error or warning) stops the
// synth and prints the report. Acknowledgements live next to the resources they concern. Two packs: AWS
// Solutions and Serverless (decision records 0007 and 0044).
Validations.of(app).addPlugins(
  new AwsSolutionsChecks(app, { verbose: true }),
  new ServerlessChecks(app, { verbose: true }),
);
