import type { Language } from '../../../shared/interview-options';
import { formatDeadline, translator } from '../../i18n';
import { renderEmail, type RenderedEmail } from '../layout';

/** What the reminder e-mail says. */
export interface ReminderEmailInput {
  language: Language;
  applicantFirstName: string;
  organizationName: string;
  topic: string;
  /** Origin + /session/{id}. */
  link: string;
  /** ISO deadline; absent when the session has none. */
  dueAt?: string;
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
  const due = input.dueAt
    ? t('email.dueBy', { date: formatDeadline(input.dueAt, input.language) })
    : undefined;
  return renderEmail(input.language, t('email.reminder.subject', { org }), [
    { text: greeting },
    { text: intro },
    ...(due ? [{ text: due, tone: 'strong' as const }] : []),
    [
      { button: t('email.reminder.button'), href: input.link },
      { label: t('email.reminder.open'), link: input.link },
      { text: t('email.reminder.codeHint') },
    ],
    { signoff: t('email.signoff'), org },
  ]);
}
