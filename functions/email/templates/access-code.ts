import type { Language } from '../../../shared/interview-options';
import { formatDeadline, translator } from '../../i18n';
import { renderEmail, type RenderedEmail } from '../layout';

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
  dueAt?: string;
}

/**
 * The e-mail that gives an applicant the session link, access code and deadline, in the interview's
 * language (one catalog per language, decision record 0029).
 */
export function accessCodeEmail(input: AccessCodeEmailInput): RenderedEmail {
  const t = translator(input.language);
  const org = input.organizationName;
  const greeting = t('email.greeting', { name: input.applicantFirstName });
  const invited = t('email.accessCode.invited', { org, topic: input.topic, count: input.questionCount });
  const due = input.dueAt
    ? t('email.dueBy', { date: formatDeadline(input.dueAt, input.language) })
    : undefined;
  const open = t('email.accessCode.open');
  const codeLabel = t('email.accessCode.code');
  const tips = t('email.accessCode.tips');
  const humanOnly = t('email.accessCode.humanOnly');
  return renderEmail(input.language, t('email.accessCode.subject', { org }), [
    { text: greeting },
    { text: invited },
    ...(due ? [{ text: due, tone: 'strong' as const }] : []),
    [
      { button: t('email.accessCode.button'), href: input.link },
      { label: open, link: input.link },
      { label: codeLabel, code: input.accessCode },
    ],
    { text: tips, tone: 'quiet' },
    { text: humanOnly },
    { signoff: t('email.signoff'), org },
  ]);
}
