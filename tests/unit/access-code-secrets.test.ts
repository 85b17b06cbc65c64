import { ACCESS_CODE_ALPHABET } from '../../shared/access-code';
import {
  accessCodeMatches,
  hashAccessCode,
  hashApplicantToken,
  newAccessCode,
  newApplicantToken,
} from '../../functions/sessions/secrets';

describe('access codes and applicant tokens', () => {
  it('makes 9-character codes from the unambiguous alphabet, shown as 3 groups of 3', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newAccessCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
      for (const c of code.replace(/-/g, '')) expect(ACCESS_CODE_ALPHABET).toContain(c);
      expect(code).not.toMatch(/[01ILOU]/);
    }
  });

  it('stores a salted hash and matches without case or dashes', async () => {
    const { hash, salt } = await hashAccessCode('ABC-DEF-GHJ');
    expect(hash).not.toContain('ABC');
    expect(await accessCodeMatches('abcdefghj', hash, salt)).toBe(true);
    expect(await accessCodeMatches(' abc-def-ghj ', hash, salt)).toBe(true);
    expect(await accessCodeMatches('ABC-DEF-GHK', hash, salt)).toBe(false);
    const again = await hashAccessCode('ABC-DEF-GHJ');
    expect(again.hash).not.toBe(hash); // a new salt each time
  });

  it('makes 256-bit applicant tokens stored as their SHA-256', () => {
    const { token, hash } = newApplicantToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashApplicantToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newApplicantToken().token).not.toBe(token);
  });
});
