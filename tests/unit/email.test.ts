import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { config } from '../../functions/config';
import { escapeHtml, html, sendEmail } from '../../functions/email/ses';
import { UpstreamFailed } from '../../functions/errors/errors';

const ses = mockClient(SESv2Client);

afterEach(() => ses.reset());

describe('sendEmail (SES v2)', () => {
  it('sends From, To, Reply-To, Subject and both bodies as simple content', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'msg-1' });
    const result = await sendEmail({
      to: 'team@example.com',
      replyTo: 'visitor@example.com',
      subject: 'Hello',
      text: 'Plain text',
      html: '<p>Plain text</p>',
    });
    expect(result).toEqual({ messageId: 'msg-1' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.FromEmailAddress).toBe(config().EMAIL_FROM);
    expect(input.Destination?.ToAddresses).toEqual(['team@example.com']);
    expect(input.ReplyToAddresses).toEqual(['visitor@example.com']);
    expect(input.Content?.Simple?.Subject?.Data).toBe('Hello');
    expect(input.Content?.Simple?.Body?.Text?.Data).toBe('Plain text');
    expect(input.Content?.Simple?.Body?.Html?.Data).toBe('<p>Plain text</p>');
  });

  it('sends every mail in the configuration set, with the tags that bring its bounces back', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'msg-3' });
    await sendEmail({ to: 'a@example.com', subject: 'S', text: 't', html: 'h', tags: { sessionId: 'S1' } });
    await sendEmail({ to: 'b@example.com', subject: 'S', text: 't', html: 'h' });
    const [tagged, plain] = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(tagged!.ConfigurationSetName).toBe(config().EMAIL_CONFIGURATION_SET);
    expect(tagged!.EmailTags).toEqual([{ Name: 'sessionId', Value: 'S1' }]);
    expect(plain!.ConfigurationSetName).toBe(config().EMAIL_CONFIGURATION_SET);
    expect(plain!.EmailTags).toBeUndefined();
  });

  it('keeps user text from adding header lines through the subject', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'msg-2' });
    await sendEmail({ to: ['a@example.com'], subject: 'Hi\r\nBcc: x@evil.test', text: 't', html: 'h' });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Content?.Simple?.Subject?.Data).toBe('Hi Bcc: x@evil.test');
    expect(input.ReplyToAddresses).toBeUndefined();
  });

  it('turns an SES failure into UpstreamFailed (502) without leaking the cause', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected: Email address is not verified'));
    const error = await sendEmail({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(UpstreamFailed);
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/verified/);
  });
});

describe('HTML escaping', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('escapes every value put into an html template, but not nested templates', () => {
    const name = '<script>alert(1)</script>';
    const row = html`<td>${name}</td>`;
    const page = html`<table>
      <tr>
        ${row}
      </tr>
      ${[
        html`<tr>
          ${'a&b'}
        </tr>`,
      ]}
    </table>`;
    // Prettier formats html`` templates; whitespace between tags does not matter in HTML.
    const compact = page.value.replace(/>\s+/g, '>').replace(/\s+</g, '<');
    expect(compact).toBe(
      '<table><tr><td>&lt;script&gt;alert(1)&lt;/script&gt;</td></tr><tr>a&amp;b</tr></table>',
    );
    expect(page.value).not.toContain('<script>');
  });
});
