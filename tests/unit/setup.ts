import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * Secrets Manager for unit tests: the origin secret (`ORIGIN_SECRET_ARN`) holds `ORIGIN_SECRET`, the
 * value the tests send in `x-origin-verify`; any other secret does not exist, as the service answers.
 */
const secrets = mockClient(SecretsManagerClient);
secrets
  .on(GetSecretValueCommand, { SecretId: process.env.ORIGIN_SECRET_ARN })
  .resolves({ ARN: process.env.ORIGIN_SECRET_ARN, SecretString: process.env.ORIGIN_SECRET });
