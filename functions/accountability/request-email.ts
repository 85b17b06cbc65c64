import { renderEmail, type RenderedEmail } from '../email/layout';
import { translator } from '../i18n';

/**
 * The e-mail that carries a person's answer to an applicant's request, in the interview's language: the
 * text exactly as the person sent it (escaped in HTML, one paragraph per blank-line block).
 */
export function requestAnswerEmail(input: {
  language: string;
  organizationName: string;
  topic: string;
  text: string;
}): RenderedEmail {
  const t = translator(input.language);
  const subject = t('email.explanation.subject', { org: input.organizationName, topic: input.topic });
  const paragraphs = input.text.split(/\n\s*\n/).map((block) => block.split('\n').map((text) => ({ text })));
  return { ...renderEmail(input.language, subject, paragraphs), text: input.text };
}
