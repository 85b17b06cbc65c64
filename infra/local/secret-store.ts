import { randomBytes, randomUUID } from 'node:crypto';

/** An answer of the stand-in, as the AWS JSON 1.1 protocol sends it. */
export interface SecretsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const JSON_11 = 'application/x-amz-json-1.1';

const fail = (type: string, message: string): SecretsAnswer => ({
  status: 400,
  headers: { 'content-type': JSON_11, 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: type, message, Message: message }),
});
const ok = (body: Record<string, unknown>): SecretsAnswer => ({
  status: 200,
  headers: { 'content-type': JSON_11 },
  body: JSON.stringify(body),
});

/** A secret's name: 1 to 512 of ASCII letters, digits and `/_+=.@-` (API reference, `CreateSecret` `Name`). */
const NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;
/** Largest `SecretString`, bytes (Secrets Manager quotas: "Secret value size", 65,536 bytes). */
export const MAX_SECRET_BYTES = 65_536;
/** `ClientRequestToken`: 32 to 64 characters (API reference, `CreateSecret` and `PutSecretValue`). */
const TOKEN = /^.{32,64}$/;
/**
 * Versions a secret may gain in 24 hours (Secrets Manager quotas: "Versions per secret", about 100;
 * `PutSecretValue` notes the quota is reached by writing more often than once every 10 minutes).
 */
export const MAX_VERSIONS_PER_DAY = 100;

interface Version {
  id: string;
  value: string;
  at: number;
}
interface Secret {
  arn: string;
  name: string;
  versions: Version[];
  /** When a deletion with a recovery window was asked for (ms); the secret is then unusable. */
  deletedAt?: number;
}

type Body = Record<string, unknown>;

/**
 * Secrets Manager as the local runners hold it, as strict as the service for the calls the product makes
 * (AWS Secrets Manager API reference: `GetSecretValue`, `CreateSecret`, `PutSecretValue`, `DeleteSecret`):
 * a secret is found by its full ARN or its name; names, value sizes and request tokens are checked;
 * `CreateSecret` on a name in use fails `ResourceExistsException`, on a name scheduled for deletion
 * `InvalidRequestException`; a secret scheduled for deletion can be neither read nor written; a request
 * token seen before with the same value creates nothing, with another value fails; more than
 * {@link MAX_VERSIONS_PER_DAY} versions a day fail `LimitExceededException`; `DeleteSecret` takes a
 * recovery window of 7 to 30 days (30 by default) or `ForceDeleteWithoutRecovery`, never both. Any other
 * operation is refused. One store serves every function of a runner, as one account's service does.
 */
export class SecretStore {
  private readonly secrets = new Map<string, Secret>();

  /** @param fixed - secrets that exist from the start (the origin secret), by full ARN. */
  constructor(
    fixed: Readonly<Record<string, string>> = {},
    private readonly arnPrefix = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:',
  ) {
    for (const [arn, value] of Object.entries(fixed)) {
      const name = arn
        .split(':')
        .slice(6)
        .join(':')
        .replace(/-[A-Za-z0-9]{6}$/, '');
      this.secrets.set(name, { arn, name, versions: [{ id: randomUUID(), value, at: Date.now() }] });
    }
  }

  /** The secret a `SecretId` names, by ARN or name. */
  private find(id: unknown): Secret | undefined {
    const key = String(id ?? '');
    return this.secrets.get(key) ?? [...this.secrets.values()].find((s) => s.arn === key);
  }

  /** Answers one call (`X-Amz-Target: secretsmanager.<operation>`, JSON body). */
  answer(target: string, raw: Buffer): SecretsAnswer {
    const operation = target.split('.')[1] ?? '';
    let body: Body;
    try {
      body = JSON.parse(raw.toString('utf8') || '{}') as Body;
    } catch {
      return fail('InvalidRequestException', 'The request body is not JSON.');
    }
    switch (operation) {
      case 'GetSecretValue':
        return this.get(body);
      case 'CreateSecret':
        return this.create(body);
      case 'PutSecretValue':
        return this.put(body);
      case 'DeleteSecret':
        return this.delete(body);
      default:
        return fail('InvalidRequestException', `${operation} is not served on this machine.`);
    }
  }

  private usable(body: Body): Secret | SecretsAnswer {
    const secret = this.find(body.SecretId);
    if (!secret) return fail('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    if (secret.deletedAt !== undefined)
      return fail(
        'InvalidRequestException',
        "You can't perform this operation on the secret because it was marked for deletion.",
      );
    return secret;
  }

  private get(body: Body): SecretsAnswer {
    const secret = this.usable(body);
    if (!('arn' in secret)) return secret;
    const current = secret.versions.at(-1)!;
    return ok({
      ARN: secret.arn,
      Name: secret.name,
      SecretString: current.value,
      VersionId: current.id,
      VersionStages: ['AWSCURRENT'],
      CreatedDate: current.at / 1000,
    });
  }

  /** The checks `CreateSecret` and `PutSecretValue` share: the value and the request token. */
  private checkValue(body: Body): SecretsAnswer | undefined {
    if (typeof body.SecretString !== 'string')
      return fail('InvalidParameterException', 'You must provide a SecretString (SecretBinary is not used).');
    if (Buffer.byteLength(body.SecretString, 'utf8') > MAX_SECRET_BYTES)
      return fail('InvalidParameterException', 'The secret value exceeds the 65536-byte quota.');
    if (body.ClientRequestToken !== undefined && !TOKEN.test(String(body.ClientRequestToken)))
      return fail('InvalidParameterException', 'ClientRequestToken must be 32 to 64 characters.');
    return undefined;
  }

  /** A new current version, or the one a repeated request token names. */
  private addVersion(secret: Secret, body: Body): Version | SecretsAnswer {
    const id = typeof body.ClientRequestToken === 'string' ? body.ClientRequestToken : randomUUID();
    const seen = secret.versions.find((v) => v.id === id);
    if (seen)
      return seen.value === body.SecretString
        ? seen
        : fail('ResourceExistsException', `A version with the ClientRequestToken ${id} already exists.`);
    const day = Date.now() - 24 * 3600 * 1000;
    if (secret.versions.filter((v) => v.at > day).length >= MAX_VERSIONS_PER_DAY)
      return fail('LimitExceededException', 'The secret has too many versions; try again later.');
    const version = { id, value: String(body.SecretString), at: Date.now() };
    secret.versions.push(version);
    return version;
  }

  private create(body: Body): SecretsAnswer {
    const name = String(body.Name ?? '');
    if (!NAME.test(name))
      return fail('InvalidParameterException', 'The Name may have 1 to 512 of A-Z a-z 0-9 /_+=.@-.');
    const invalid = this.checkValue(body);
    if (invalid) return invalid;
    const existing = this.secrets.get(name);
    if (existing?.deletedAt !== undefined)
      return fail(
        'InvalidRequestException',
        "You can't create this secret because a secret with this name is already scheduled for deletion.",
      );
    if (existing) {
      // The same request again (same token, same value) is idempotent; anything else is a name in use.
      const again = existing.versions.find((v) => v.id === body.ClientRequestToken);
      if (again && again.value === body.SecretString)
        return ok({ ARN: existing.arn, Name: name, VersionId: again.id });
      return fail(
        'ResourceExistsException',
        `The operation failed because the secret ${name} already exists.`,
      );
    }
    const suffix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 6);
    const secret: Secret = { arn: `${this.arnPrefix}${name}-${suffix}`, name, versions: [] };
    const version = this.addVersion(secret, body) as Version;
    this.secrets.set(name, secret);
    return ok({ ARN: secret.arn, Name: name, VersionId: version.id });
  }

  private put(body: Body): SecretsAnswer {
    const secret = this.usable(body);
    if (!('arn' in secret)) return secret;
    const invalid = this.checkValue(body);
    if (invalid) return invalid;
    const version = this.addVersion(secret, body);
    if (!('id' in version)) return version;
    return ok({ ARN: secret.arn, Name: secret.name, VersionId: version.id, VersionStages: ['AWSCURRENT'] });
  }

  private delete(body: Body): SecretsAnswer {
    const force = body.ForceDeleteWithoutRecovery === true;
    const window = body.RecoveryWindowInDays;
    if (force && window !== undefined)
      return fail(
        'InvalidParameterException',
        "You can't use ForceDeleteWithoutRecovery in conjunction with RecoveryWindowInDays.",
      );
    if (window !== undefined && (typeof window !== 'number' || window < 7 || window > 30))
      return fail('InvalidParameterException', 'RecoveryWindowInDays must be from 7 to 30.');
    const secret = this.find(body.SecretId);
    if (!secret) return fail('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    const deletionDate = force ? Date.now() : Date.now() + (window ?? 30) * 24 * 3600 * 1000;
    if (force) this.secrets.delete(secret.name);
    else if (secret.deletedAt !== undefined)
      return fail(
        'InvalidRequestException',
        "You can't perform this operation on the secret because it was already scheduled for deletion.",
      );
    else secret.deletedAt = Date.now();
    return ok({ ARN: secret.arn, Name: secret.name, DeletionDate: deletionDate / 1000 });
  }

  /** Whether a secret of this name exists (not deleted), for tests that look where a value went. */
  holds(name: string): boolean {
    const secret = this.secrets.get(name);
    return !!secret && secret.deletedAt === undefined;
  }
}
