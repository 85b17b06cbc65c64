import type { ApiContext } from '../local/stack';
import { serveArtifacts, type ServedArtifacts } from './serve';
import { sesAccountFromEnv, type SesAccount } from './ses-account';
import { ARTIFACT_STACK } from './synth';
import { readTemplate, type CfnTemplate } from './template';

/**
 * The `serveApi` of the local stack for `npm run start:artifacts`: the template in `cdkOut` served on the
 * stack's emulators. `template` replaces the one in `cdkOut` (a test's stack without one grant); the
 * functions still run the bundles of `cdkOut`.
 */
export function artifactApi(
  cdkOut: string,
  options: {
    template?: CfnTemplate;
    onServed?: (served: ServedArtifacts) => void;
    /** The SES account; default from `SES_SANDBOX` ({@link sesAccountFromEnv}). */
    ses?: SesAccount;
    /** The model emulator's URL: the functions' Bedrock calls go there once IAM allows them. */
    bedrockUrl?: string;
  } = {},
) {
  return async (context: ApiContext) => {
    const built = readTemplate(cdkOut, ARTIFACT_STACK);
    const served = await serveArtifacts({
      template: options.template ?? built,
      assetsFrom: built,
      cdkOut,
      names: {
        tableName: context.tableName,
        userPoolId: context.userPoolId,
        userPoolClientId: context.clientId,
        factorClientId: context.factorClientId,
        appUrl: context.appUrl,
      },
      backends: {
        dynamodb: context.dynamoUrl,
        'cognito-idp': context.cognitoApiUrl,
        ses: context.sesUrl,
        ...(options.bedrockUrl ? { bedrock: options.bedrockUrl } : {}),
      },
      cognitoUrl: context.cognitoUrl,
      localSecret: context.localSecret,
      runtimeConfig: context.runtimeConfig,
      port: context.port,
      dataDir: context.dataDir,
      ses: options.ses ?? sesAccountFromEnv(),
    });
    options.onServed?.(served);
    return served;
  };
}
