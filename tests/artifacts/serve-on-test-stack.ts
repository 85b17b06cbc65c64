import { inject } from 'vitest';
import { serveArtifacts, type ServedArtifacts } from '../../infra/artifacts/serve';
import type { SesAccount } from '../../infra/artifacts/ses-account';
import { ARTIFACT_STACK } from '../../infra/artifacts/synth';
import { readTemplate, type CfnTemplate } from '../../infra/artifacts/template';
import { TEST_CDK_OUT } from '../support/stack';

/**
 * Serves a (possibly changed) synthesized template with the test stack's bundles in `cdk.out`, on the test
 * stack's emulators, at `http://127.0.0.1:<port>`.
 * @param dataDir - where the function processes write their logs.
 * @param options - the SES account (default: out of the sandbox); `bedrockUrl`, the model emulator the
 * functions' Bedrock calls go to once IAM allows them.
 */
export function serveOnTestStack(
  template: CfnTemplate,
  port: number,
  dataDir: string,
  options: { ses?: SesAccount; bedrockUrl?: string } = {},
): Promise<ServedArtifacts> {
  const { env, cognitoUrl } = inject('stack');
  const { bedrockUrl, ...rest } = options;
  return serveArtifacts({
    template,
    assetsFrom: readTemplate(TEST_CDK_OUT, ARTIFACT_STACK),
    cdkOut: TEST_CDK_OUT,
    names: {
      tableName: env.TABLE_NAME!,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: env.USER_POOL_CLIENT_ID!,
      appUrl: env.APP_ORIGIN!,
    },
    backends: {
      dynamodb: env.DYNAMODB_ENDPOINT!,
      'cognito-idp': env.COGNITO_ENDPOINT!,
      ses: env.SES_ENDPOINT!,
      ...(bedrockUrl ? { bedrock: bedrockUrl } : {}),
    },
    cognitoUrl,
    runtimeConfig: {},
    port,
    dataDir,
    ...rest,
  });
}
