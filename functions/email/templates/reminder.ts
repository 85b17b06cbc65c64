import type { Language } from '../../../shared/interview-options';
import { formatDeadline, translator } from '../../i18n';
import { escapeHtml } from '../ses';
import { emailButton, emailPage, type RenderedEmail } from './access-code';

/** What the reminder e-mail says. */
export interface ReminderEmailInput {
  language: Language;
  applicantFirstName: string;
  organizationName: string;
  topic: string;
  /** Origin + /session/{id}. */
  link: string;
  /** ISO deadline; absent when the session has none. */
  expiresAt?: string;
}

/**
 * The reminder to an applicant who has not submitted yet, in the interview's language: the link and the
 * deadline, never the access code (only its hash is stored), with a pointer to the first e-mail.
 */
export function reminderEmail(input: ReminderEmailInput): RenderedEmail {
  const t = translator(input.language);
  const org = input.organizationName;
  const greeting = t('email.greeting', { name: input.applicantFirstName });
  const intro = t('email.reminder.intro', { org, topic: input.topic });
  const due = input.expiresAt
    ? t('email.dueBy', { date: formatDeadline(input.expiresAt, input.language) })
    : undefined;
  const open = t('email.reminder.open');
  const hint = t('email.reminder.codeHint');
  const signoff = t('email.signoff');
  const text = [
    greeting,
    '',
    intro,
    ...(due ? ['', due] : []),
    '',
    `${open} ${input.link}`,
    hint,
    '',
    signoff,
    org,
  ].join('\n');
  const html = emailPage(input.language, [
    escapeHtml(greeting),
    escapeHtml(intro),
    ...(due ? [`<strong>${escapeHtml(due)}</strong>`] : []),
    emailButton(input.link, t('email.reminder.button')),
    `${escapeHtml(open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`,
    escapeHtml(hint),
    `${escapeHtml(signoff)}<br>${escapeHtml(org)}`,
  ]);
  return { subject: t('email.reminder.subject', { org }), text, html };
}
