/**
 * The SES account the artifact run stands for. In the sandbox (every new account, per region), SES sends
 * only to verified identities (an address, or any address of a verified domain) and refuses any other
 * recipient with `MessageRejected` ("Email address is not verified"); it also authorizes the send on each
 * recipient's identity, so the sender's IAM policy must allow those too (SES developer guide, "Request
 * production access (Moving out of the Amazon SES sandbox)").
 */
export interface SesAccount {
  /** Whether the account is still in the SES sandbox. */
  sandbox: boolean;
  /** Verified identities besides the sender: addresses (`ana@example.com`) or domains (`example.com`). */
  verified: readonly string[];
}

/** The address of a `From` or recipient field (`"Hiring" <no-reply@example.com>` → `no-reply@example.com`). */
export function addressOf(field: string): string {
  return (/<([^>]+)>/.exec(field)?.[1] ?? field).trim().toLowerCase();
}

/** Every recipient of an SES v2 `SendEmail` request body (To, Cc, Bcc), lower-cased addresses. */
export function recipientsOf(body: Record<string, unknown>): string[] {
  const destination = (body.Destination ?? {}) as Record<string, unknown>;
  return ['ToAddresses', 'CcAddresses', 'BccAddresses'].flatMap((key) =>
    Array.isArray(destination[key]) ? (destination[key] as unknown[]).map((a) => addressOf(String(a))) : [],
  );
}

/** The verified identity a recipient falls under (its own address first, then its domain), if any. */
export function verifiedIdentityOf(recipient: string, account: SesAccount): string | undefined {
  const verified = new Set(account.verified.map((v) => v.toLowerCase()));
  const domain = recipient.split('@')[1] ?? '';
  return verified.has(recipient) ? recipient : verified.has(domain) ? domain : undefined;
}

/**
 * SES's answer to a sandboxed send with unverified recipients (SES v2 API reference, SendEmail errors:
 * `MessageRejected`, HTTP 400), or undefined when the send may go out.
 */
export function sandboxRejection(
  recipients: readonly string[],
  account: SesAccount,
  region: string,
): { status: number; headers: Record<string, string>; body: string } | undefined {
  if (!account.sandbox) return undefined;
  const unverified = recipients.filter((r) => !verifiedIdentityOf(r, account));
  if (!unverified.length) return undefined;
  const message = `Email address is not verified. The following identities failed the check in region ${region.toUpperCase()}: ${unverified.join(', ')}`;
  return {
    status: 400,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' },
    body: JSON.stringify({ message }),
  };
}

/**
 * The SES account of `npm run start:artifacts`: `SES_SANDBOX=ana@example.com,example.org` puts it in the
 * sandbox with those recipients verified (`SES_SANDBOX=` alone: none besides the sender); unset, the
 * account is out of the sandbox.
 */
export function sesAccountFromEnv(env: NodeJS.ProcessEnv = process.env): SesAccount | undefined {
  if (env.SES_SANDBOX === undefined) return undefined;
  const verified = env.SES_SANDBOX.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return { sandbox: true, verified };
}
