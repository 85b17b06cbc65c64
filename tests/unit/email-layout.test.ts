import { renderEmail } from '../../functions/email/layout';

/** The one layout of applicant e-mails: the same words as text and HTML, every string escaped. */
describe('the e-mail layout', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const mail = renderEmail('English', 'Subject', [
    { text: `Hello ${hostile}` },
    { text: 'Due soon', tone: 'strong' },
    [
      { button: 'Open', href: 'https://app.example.com/session/1?a=1&b="2"' },
      { label: 'Open the link:', link: 'https://app.example.com/session/1' },
      { label: 'Your code:', code: 'ABC-DEF-GHJ' },
    ],
    { signoff: 'Best,', org: 'Acme & Co' },
  ]);

  it('keeps grouped lines together in the text and leaves the button out of it', () => {
    expect(mail.text).toBe(
      [
        `Hello ${hostile}`,
        '',
        'Due soon',
        '',
        'Open the link: https://app.example.com/session/1',
        'Your code: ABC-DEF-GHJ',
        '',
        'Best,',
        'Acme & Co',
      ].join('\n'),
    );
  });

  it('escapes every string in the HTML, links and attributes included', () => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://app.example.com/session/1?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).toContain('<strong>Due soon</strong>');
  });

  it('reads right to left in Arabic and left to right in English', () => {
    expect(mail.html).toContain('dir="ltr"');
    expect(renderEmail('Arabic', 'S', [{ text: 'مرحبا' }]).html).toContain('dir="rtl"');
  });
});
