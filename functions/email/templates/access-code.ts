import type { Language } from '../../../shared/interview-options';
import { languageDir, languageTag } from '../../../shared/i18n/languages';
import { formatDeadline, translator } from '../../i18n';
import { escapeHtml } from '../ses';

/** What the access-code e-mail says. */
export interface AccessCodeEmailInput {
  language: Language;
  applicantFirstName: string;
  organizationName: string;
  topic: string;
  questionCount: number;
  /** Origin + /session/{id} (docs/product.md#rule-session-link). */
  link: string;
  /** `ABC-DEF-GHJ`. */
  accessCode: string;
  /** ISO deadline; absent when the session has none. */
  expiresAt?: string;
}

/** A rendered e-mail: subject, plain-text and HTML bodies. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const BUTTON_STYLE =
  'display:inline-block;background:#0972d3;color:#fff;padding:10px 18px;border-radius:18px;text-decoration:none';

/**
 * Wraps escaped paragraphs in the e-mail's HTML page, with the language's `lang` and `dir` so mail
 * clients and screen readers show Arabic right to left.
 */
export function emailPage(language: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="${languageTag(language)}" dir="${languageDir(language)}"><body style="font-family:Arial,sans-serif;color:#16191f;max-width:560px">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

/** An HTML button linking to `link` (escaped here). */
export const emailButton = (link: string, label: string) =>
  `<a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a>`;

/**
 * The e-mail that gives an applicant the session link, access code and deadline, in the interview's
 * language (one catalog per language, decision record 0029).
 */
export function accessCodeEmail(input: AccessCodeEmailInput): RenderedEmail {
  const t = translator(input.language);
  const org = input.organizationName;
  const greeting = t('email.greeting', { name: input.applicantFirstName });
  const invited = t('email.accessCode.invited', { org, topic: input.topic, count: input.questionCount });
  const due = input.expiresAt
    ? t('email.dueBy', { date: formatDeadline(input.expiresAt, input.language) })
    : undefined;
  const open = t('email.accessCode.open');
  const codeLabel = t('email.accessCode.code');
  const tips = t('email.accessCode.tips');
  const humanOnly = t('email.accessCode.humanOnly');
  const signoff = t('email.signoff');
  const text = [
    greeting,
    '',
    invited,
    ...(due ? ['', due] : []),
    '',
    `${open} ${input.link}`,
    `${codeLabel} ${input.accessCode}`,
    '',
    tips,
    '',
    humanOnly,
    '',
    signoff,
    org,
  ].join('\n');
  const html = emailPage(input.language, [
    escapeHtml(greeting),
    escapeHtml(invited),
    ...(due ? [`<strong>${escapeHtml(due)}</strong>`] : []),
    emailButton(input.link, t('email.accessCode.button')),
    `${escapeHtml(open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`,
    `${escapeHtml(codeLabel)} <strong style="font-size:20px;letter-spacing:2px;font-family:monospace">${escapeHtml(input.accessCode)}</strong>`,
    `<span style="color:#5f6b7a">${escapeHtml(tips)}</span>`,
    escapeHtml(humanOnly),
    `${escapeHtml(signoff)}<br>${escapeHtml(org)}`,
  ]);
  return { subject: t('email.accessCode.subject', { org }), text, html };
}
