import { newCodes } from '../../infra/local/cognito-mail';

const user = (name: string, email: string, code?: string) => ({
  Username: name,
  ...(code ? { ConfirmationCode: code } : {}),
  Attributes: [{ Name: 'email', Value: email }],
});

describe("delivering cognito-local's codes to the local inbox", () => {
  it('yields each new code once, to the user e-mail', () => {
    const seen = new Set<string>();
    const pool = { Users: { a: user('a', 'a@example.com', '123456'), b: user('b', 'b@example.com') } };
    expect(newCodes(pool, seen)).toEqual([{ destination: 'a@example.com', code: '123456' }]);
    expect(newCodes(pool, seen)).toEqual([]);
  });

  it('yields a new code for the same user (a password reset after sign-up)', () => {
    const seen = new Set<string>();
    newCodes({ Users: { a: user('a', 'a@example.com', '111111') } }, seen);
    expect(newCodes({ Users: { a: user('a', 'a@example.com', '222222') } }, seen)).toEqual([
      { destination: 'a@example.com', code: '222222' },
    ]);
  });
});
