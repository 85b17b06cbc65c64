import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  formatAccessCode,
  normalizeAccessCode,
} from '../../shared/access-code';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Bytes of an applicant token: 256 bits (docs/architecture.md#auth-applicants). */
export const APPLICANT_TOKEN_BYTES = 32;
/** Lifetime of an applicant token, seconds (8 hours: a long interview with breaks). */
export const APPLICANT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** A new access code from the CSPRNG, formatted `ABC-DEF-GHJ`. */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return formatAccessCode(code);
}

/** Salted scrypt hash of a code (normalized first), as stored on the session. Salt and hash in base64. */
export async function hashAccessCode(code: string, salt = randomBytes(16).toString('base64')) {
  const hash = await scryptAsync(normalizeAccessCode(code), Buffer.from(salt, 'base64'), 32);
  return { hash: hash.toString('base64'), salt };
}

/** Compares what the applicant typed with the stored hash in constant time; case and dashes don't matter. */
export async function accessCodeMatches(input: string, hash: string, salt: string): Promise<boolean> {
  const candidate = Buffer.from((await hashAccessCode(input, salt)).hash, 'base64');
  const stored = Buffer.from(hash, 'base64');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** A new applicant token (base64url, 256 bits) and the SHA-256 hex stored in its place. */
export function newApplicantToken(): { token: string; hash: string } {
  const token = randomBytes(APPLICANT_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashApplicantToken(token) };
}

/** SHA-256 hex of an applicant token: the token has 256 bits of entropy, so a fast hash suffices. */
export function hashApplicantToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
