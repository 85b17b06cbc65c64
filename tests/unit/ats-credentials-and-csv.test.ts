import { credentialOf } from '../../shared/api-key-scopes';
import { readImportFile } from '../../functions/applicants/import-csv';

const KEY = `hk_01JD0000000000000000000000_${'a'.repeat(43)}`;
const basic = (userAndPassword: string) => `Basic ${Buffer.from(userAndPassword).toString('base64')}`;

describe('the credential of an Authorization header', () => {
  it('takes a bearer token, or an API key as HTTP Basic’s user name with an empty password (Greenhouse)', () => {
    expect(credentialOf(`Bearer ${KEY}`)).toBe(KEY);
    expect(credentialOf(basic(`${KEY}:`))).toBe(KEY);
    expect(credentialOf(basic(KEY))).toBe(KEY);
  });

  it('refuses Basic with a password, a user name that is not a key, and malformed headers', () => {
    expect(credentialOf(basic(`${KEY}:secret`))).toBeUndefined();
    expect(credentialOf(basic('admin:'))).toBeUndefined();
    expect(credentialOf('Basic !!!')).toBeUndefined();
    expect(credentialOf(`Bearer ${KEY} extra`)).toBeUndefined();
    expect(credentialOf(`Token ${KEY}`)).toBeUndefined();
    expect(credentialOf(undefined)).toBeUndefined();
  });
});

describe('reading an import file', () => {
  it('reads quoted fields, a byte-order mark and CRLF lines, and lists refused rows by line and column', () => {
    const file = readImportFile(
      [
        '\uFEFFE-mail,First_Name,last name,JOB TITLE',
        'ada@example.com,Ada,Lovelace,"Analyst, ""senior"""',
        'bad,Alan,Turing,Engineer',
        'ADA@example.com,Ada,Again,Analyst',
        ',Grace,Hopper,',
      ].join('\r\n'),
    );
    expect(file.total).toBe(4);
    expect(file.rows).toEqual([
      {
        line: 2,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        jobTitle: 'Analyst, "senior"',
      },
    ]);
    expect(file.duplicates).toBe(1);
    expect(file.errors.map((e) => [e.row, e.field]).sort()).toEqual([
      [3, 'e-mail'],
      [5, 'e-mail'],
      [5, 'job title'],
    ]);
  });

  it('refuses a file without the required columns, or one that is not CSV', () => {
    expect(() => readImportFile('name,mail\nAda,ada@example.com')).toThrow(/Some fields/);
    try {
      readImportFile('first name,last name\nA,B');
    } catch (error) {
      expect((error as { details: Record<string, string[]> }).details.csv).toEqual([
        'Missing columns: e-mail, job title',
      ]);
    }
    expect(() => readImportFile('first name,last name,email,job title\n"unclosed,x,y,z')).toThrow();
  });
});
