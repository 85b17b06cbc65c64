import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { sendEmail } from '../../functions/email/ses';
import { accessCodeEmail } from '../../functions/email/templates/access-code';

const base = {
  applicantFirstName: 'Lucía',
  organizationName: 'Acme <Hiring>',
  topic: 'Frontend Developer',
  questionCount: 10,
  link: 'https://app.example.com/session/01J0000000000000000000000A',
  accessCode: 'ABC-DEF-GHJ',
};

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

describe('the access-code e-mail', () => {
  it('is written in Spanish for a Spanish interview, with the link and the code', () => {
    const mail = accessCodeEmail({ ...base, language: 'Spanish' });
    expect(mail.subject).toBe('Tu entrevista con Acme <Hiring>');
    expect(mail.text).toContain('Hola Lucía');
    expect(mail.text).toContain(base.link);
    expect(mail.text).toContain('Tu código de acceso: ABC-DEF-GHJ');
    expect(mail.html).toContain(`href="${base.link}"`);
  });

  it('is written in every interview language, with the deadline, and escapes names in HTML', () => {
    const mail = accessCodeEmail({ ...base, language: 'Hindi', dueAt: '2026-12-01T18:30:00.000Z' });
    expect(mail.subject).toBe('Acme <Hiring> के साथ आपका साक्षात्कार');
    expect(mail.text).toContain('10 प्रश्न');
    expect(mail.text).toContain('2026');
    expect(mail.html).toContain('Acme &lt;Hiring&gt;');
    expect(mail.html).not.toContain('Acme <Hiring>');
    expect(mail.html).toContain('lang="hi"');
  });

  it('says a person decides and where to ask for human-only evaluation, in the interview language', () => {
    const english = accessCodeEmail({ ...base, language: 'English' });
    expect(english.text).toContain(
      'To ask for human-only evaluation (a person only, without AI), choose it on the interview page',
    );
    expect(english.html).toContain('a person makes the decision');
    const japanese = accessCodeEmail({ ...base, language: 'Japanese' });
    expect(japanese.text).toContain('人による評価のみを希望する場合');
    expect(japanese.text).not.toContain('human-only');
  });

  it('reads right to left in Arabic', () => {
    const mail = accessCodeEmail({ ...base, language: 'Arabic' });
    expect(mail.subject).toBe('مقابلتك مع Acme <Hiring>');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('goes out through SES with text and HTML bodies', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mail = accessCodeEmail({ ...base, language: 'English' });
    await expect(sendEmail({ to: 'lucia@example.com', ...mail })).resolves.toEqual({ messageId: 'm-1' });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Destination?.ToAddresses).toEqual(['lucia@example.com']);
    expect(input.Content?.Simple?.Body?.Text?.Data).toContain('ABC-DEF-GHJ');
    expect(input.Content?.Simple?.Body?.Html?.Data).toContain('ABC-DEF-GHJ');
  });
});
