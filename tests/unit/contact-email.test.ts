import { contactMessageEmail, earlyAccessEmail } from '../../functions/email/templates/team-message';

describe('team e-mails for the contact forms', () => {
  it('puts every contact field in both bodies, escapes visitor text in HTML and replies to the visitor', () => {
    const email = contactMessageEmail(
      {
        firstName: 'Ada',
        lastName: '<b>Lovelace</b>',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        message: 'Hello <script>alert(1)</script>',
      },
      '01J00000000000000000000000',
      'team@example.com',
    );
    expect(email.to).toBe('team@example.com');
    expect(email.replyTo).toBe('ada@example.com');
    expect(email.subject).toBe('Contact message from Ada <b>Lovelace</b>');
    expect(email.text).toContain('Message: Hello <script>alert(1)</script>');
    expect(email.text).toContain('Phone: +44 20 7946 0000');
    expect(email.text).toContain('Reference: 01J00000000000000000000000');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
  });

  it('shows a dash for optional fields left empty', () => {
    const email = earlyAccessEmail(
      { name: 'Grace', email: 'grace@example.com' },
      '01J00000000000000000000001',
      'team@example.com',
    );
    expect(email.subject).toBe('Early access request from Grace');
    expect(email.text).toContain('Company: —');
    expect(email.html).toContain('grace@example.com');
  });
});
