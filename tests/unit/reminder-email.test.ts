import { reminderEmail } from '../../functions/email/templates/reminder';

const base = {
  applicantFirstName: 'João',
  organizationName: 'Acme',
  topic: 'Support <script>',
  link: 'https://app.example.com/session/01J0000000000000000000000A',
  dueAt: '2026-12-01T18:30:00.000Z',
};

describe('the reminder e-mail', () => {
  it('reminds in the interview language with the link and the deadline, never a code', () => {
    const mail = reminderEmail({ ...base, language: 'Portuguese' });
    expect(mail.subject).toBe('Lembrete: sua entrevista com Acme');
    expect(mail.text).toContain('Olá, João');
    expect(mail.text).toContain(base.link);
    expect(mail.text).toMatch(/Envie suas respostas até 1 de dezembro de 2026/);
    expect(mail.text).not.toMatch(/[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}/);
    expect(mail.html).toContain('Support &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('leaves the deadline out when the session has none', () => {
    const mail = reminderEmail({ ...base, dueAt: undefined, language: 'Japanese' });
    expect(mail.subject).toBe('リマインダー：Acme との面接');
    expect(mail.text).not.toContain('までに回答を提出');
  });
});
