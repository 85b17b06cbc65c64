import { GetParameterError } from '@aws-lambda-powertools/parameters';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { clientOptions, config } from '../config';
import { traced } from '../observability/tracer';

/** A tracking system the product calls back with a credential the organization gave it. */
export type TrackingSystem = 'greenhouse' | 'ashby';

/**
 * How long a function keeps a credential it read, seconds: at most one Secrets Manager call per
 * organization, system and function instance a minute; a replaced key is used everywhere within a
 * minute (a callback tried with the old one fails and is retried as a webhook is).
 */
export const CREDENTIAL_MAX_AGE_SECONDS = 60;

let client: SecretsManagerClient | undefined;
let provider: SecretsProvider | undefined;

const secrets = () => (client ??= traced(new SecretsManagerClient(clientOptions(config().SECRETS_ENDPOINT))));
const cached = () => (provider ??= new SecretsProvider({ awsSdkV3Client: secrets() }));

/**
 * The name of an organization's secret for a system: `<TRACKING_SECRET_PREFIX><orgId>/<system>`, the
 * only secrets the functions' roles reach (decision record 0167). The table keeps this name, never the
 * value.
 * @throws SettingError without `TRACKING_SECRET_PREFIX`.
 */
export const credentialName = (orgId: string, system: TrackingSystem): string =>
  `${config().TRACKING_SECRET_PREFIX}${orgId}/${system}`;

/** Whether a Powertools read failed because the secret does not exist (never stored, or removed). */
function isMissing(error: unknown): boolean {
  const cause = error instanceof GetParameterError ? error.cause : error;
  return (cause as { name?: unknown } | undefined)?.name === 'ResourceNotFoundException';
}

/**
 * The organization's credential for a system, read through Powertools Parameters and cached
 * {@link CREDENTIAL_MAX_AGE_SECONDS}; `undefined` when none is stored.
 * @param fresh - read past the cache (after this instance wrote it, or to compare before a write).
 * @throws GetParameterError when Secrets Manager fails otherwise (denied, throttled): the caller's
 *   request or delivery fails and is retried; the message names the secret, never its value.
 */
export async function readCredential(
  orgId: string,
  system: TrackingSystem,
  fresh = false,
): Promise<string | undefined> {
  try {
    const value = await cached().get(credentialName(orgId, system), {
      maxAge: CREDENTIAL_MAX_AGE_SECONDS,
      forceFetch: fresh,
    });
    return typeof value === 'string' ? value : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Stores an organization's credential for a system as its secret: `CreateSecret` the first time,
 * `PutSecretValue` (a new current version) after; two first writes at once both end in a stored value.
 * This instance's cache is cleared. The value goes to Secrets Manager only, never to the table or a log.
 * @returns the secret's name, the reference the table keeps.
 * @throws the Secrets Manager client's error (denied, throttled, a name scheduled for deletion).
 */
export async function storeCredential(orgId: string, system: TrackingSystem, value: string): Promise<string> {
  const name = credentialName(orgId, system);
  try {
    await secrets().send(new CreateSecretCommand({ Name: name, SecretString: value }));
  } catch (error) {
    if ((error as { name?: unknown }).name !== 'ResourceExistsException') throw error;
    await secrets().send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
  }
  cached().clearCache();
  return name;
}

/**
 * Removes an organization's credential for a system at once (`DeleteSecret` with
 * `ForceDeleteWithoutRecovery`: no recovery window in which a removed key could be restored, and the
 * name is free for a new one). Nothing stored is not an error.
 * @throws the Secrets Manager client's error otherwise.
 */
export async function removeCredential(orgId: string, system: TrackingSystem): Promise<void> {
  try {
    await secrets().send(
      new DeleteSecretCommand({ SecretId: credentialName(orgId, system), ForceDeleteWithoutRecovery: true }),
    );
  } catch (error) {
    if ((error as { name?: unknown }).name !== 'ResourceNotFoundException') throw error;
  }
  cached().clearCache();
}
