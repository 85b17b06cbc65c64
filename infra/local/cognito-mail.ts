import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { sandboxRejection, sesAccountFromEnv, type SesAccount } from '../artifacts/ses-account';

/**
 * Cognito's own sender when a pool sends its mail itself (`EmailSendingAccount: COGNITO_DEFAULT`): "Email
 * settings for Amazon Cognito user pools", Amazon Cognito Developer Guide.
 */
export const COGNITO_DEFAULT_SENDER = 'no-reply@verificationemail.com';

/** Who sends the pool's codes locally, as the stack input `cognitoEmail` configures the pool. */
export interface CognitoMail {
  /** The `From` address: Cognito's own sender, or the product's SES sender. */
  from: string;
  /** The SES account the mail goes through (`cognitoEmail=ses` only); its sandbox rule applies. */
  ses?: SesAccount;
}

/**
 * The pool's mail configuration from the environment, as in the cloud: `COGNITO_EMAIL` unset or `cognito`
 * sends from {@link COGNITO_DEFAULT_SENDER} without SES; `ses` sends through SES from `sesSender`, and with
 * `SES_SANDBOX` set the SES sandbox refuses unverified recipients (`infra/artifacts/ses-account.ts`).
 * @throws Error naming `COGNITO_EMAIL` for any other value (no silent fallback).
 */
export function cognitoMailFromEnv(sesSender: string, env: NodeJS.ProcessEnv = process.env): CognitoMail {
  const mode = env.COGNITO_EMAIL ?? 'cognito';
  if (mode === 'cognito') return { from: COGNITO_DEFAULT_SENDER };
  if (mode !== 'ses') throw new Error(`COGNITO_EMAIL must be "cognito" or "ses", not "${mode}".`);
  const ses = sesAccountFromEnv(env);
  return { from: sesSender, ...(ses ? { ses } : {}) };
}

/** Cognito's error when its SES sender may not mail the recipient (sandbox, unverified address). */
export class CodeDeliveryFailure extends Error {
  override readonly name = 'CodeDeliveryFailureException';
}

/** A code cognito-local issued (sign-up confirmation or password reset) and where it must go. */
export interface CodeDelivery {
  destination: string;
  code: string;
}

/** A user record in one of cognito-local's pool files. */
export interface StoredUser {
  Username: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  /** The refresh tokens cognito-local issued and has not revoked. */
  RefreshTokens?: string[];
  Attributes?: { Name: string; Value?: string }[];
}

/**
 * The codes in one of cognito-local's user-pool files (`<poolId>.json`) that are not in `seen`; adds
 * them to `seen`. cognito-local keeps the code it issued on the user record instead of e-mailing it.
 */
export function newCodes(
  poolFile: { Users?: Record<string, StoredUser> },
  seen: Set<string>,
): CodeDelivery[] {
  const found: CodeDelivery[] = [];
  for (const user of Object.values(poolFile.Users ?? {})) {
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
    if (!user.ConfirmationCode || !email) continue;
    const key = `${user.Username}:${user.ConfirmationCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ destination: email, code: user.ConfirmationCode });
  }
  return found;
}

/** The user-pool files in cognito-local's data folder, parsed; a file being written is skipped. */
export function readPools(dbDir: string): { Users?: Record<string, StoredUser> }[] {
  if (!existsSync(dbDir)) return [];
  return readdirSync(dbDir)
    .filter((f) => f.startsWith('local_') && f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(dbDir, f), 'utf8'))];
      } catch {
        return []; // being written right now: read it on the next tick
      }
    });
}

/** How often the user-pool files are read for new codes, ms. */
const POLL_MS = 250;

/**
 * Stands in for Cognito's own e-mail on this machine: every new sign-up or password-reset code that
 * cognito-local stores is e-mailed to the local SES inbox, worded like Cognito's default message. Codes
 * present at start were handled by an earlier run and are not sent again.
 * @returns a function that stops the watcher.
 */
export function mailCognitoCodes(dbDir: string, sesEndpoint: string, mail: CognitoMail): () => void {
  const send = codeMailer(sesEndpoint, mail);
  const seen = new Set<string>();
  for (const pool of readPools(dbDir)) newCodes(pool, seen);
  const timer = setInterval(() => {
    for (const pool of readPools(dbDir)) {
      for (const delivery of newCodes(pool, seen)) {
        void send(delivery).catch((error: unknown) =>
          console.error('Could not deliver a Cognito code locally:', error),
        );
      }
    }
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * E-mails a code to the local SES inbox from the pool's sender, worded like Cognito's default message.
 * @throws CodeDeliveryFailure when the pool sends through SES in the sandbox and the recipient is not
 *   verified: SES refuses it (`MessageRejected`) and nothing reaches the inbox.
 */
export function codeMailer(
  sesEndpoint: string,
  mail: CognitoMail,
): (delivery: CodeDelivery) => Promise<void> {
  const from = mail.from;
  const ses = new SESv2Client({
    region: 'us-east-1',
    endpoint: sesEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return async ({ destination, code }) => {
    if (mail.ses && sandboxRejection([destination.toLowerCase()], mail.ses, 'us-east-1'))
      throw new CodeDeliveryFailure(
        `Unable to deliver the code: the SES sandbox refuses ${destination}, which is not verified.`,
      );
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [destination] },
        Content: {
          Simple: {
            Subject: { Data: 'Your verification code' },
            Body: {
              Text: { Data: `Your verification code is ${code}` },
              Html: { Data: `<p>Your verification code is <strong>${code}</strong></p>` },
            },
          },
        },
      }),
    );
  };
}
