import type { Language } from '../../../shared/interview-options';
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
}

/** A rendered e-mail: subject, plain-text and HTML bodies. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Words = {
  subject: (org: string) => string;
  greeting: (name: string) => string;
  invited: (org: string, topic: string, count: number) => string;
  open: string;
  code: string;
  tips: string;
  /** AI assists, a person decides, and how to ask for evaluation by a person only. */
  humanOnly: string;
  button: string;
  signoff: (org: string) => string;
};

const EN: Words = {
  subject: (org) => `Your interview with ${org}`,
  greeting: (name) => `Hello ${name},`,
  invited: (org, topic, count) =>
    `${org} invites you to an online interview about ${topic}: ${count} questions you answer in writing, at your own pace.`,
  open: 'Open your interview:',
  code: 'Your access code:',
  tips: 'Your answers are saved as you go, so you can take a break and come back with the same link and code. Submit the interview when you have answered every question.',
  humanOnly:
    'Your answers are evaluated with AI assistance and a person makes the decision. To be evaluated by a person only, choose it on the interview page before you start (the link above).',
  button: 'Start the interview',
  signoff: (org) => `Good luck!\n${org}`,
};

const ES: Words = {
  subject: (org) => `Tu entrevista con ${org}`,
  greeting: (name) => `Hola ${name}:`,
  invited: (org, topic, count) =>
    `${org} te invita a una entrevista en línea sobre ${topic}: ${count} preguntas que respondes por escrito, a tu ritmo.`,
  open: 'Abre tu entrevista:',
  code: 'Tu código de acceso:',
  tips: 'Tus respuestas se guardan a medida que avanzas, así que puedes hacer una pausa y volver con el mismo enlace y código. Envía la entrevista cuando hayas respondido todas las preguntas.',
  humanOnly:
    'Tus respuestas se evalúan con ayuda de IA y la decisión la toma una persona. Para que te evalúe solo una persona, elígelo en la página de la entrevista antes de empezar (el enlace de arriba).',
  button: 'Comenzar la entrevista',
  signoff: (org) => `¡Mucha suerte!\n${org}`,
};

/**
 * The e-mail that gives an applicant the session link and access code, in the interview's language
 * (Spanish or English; other languages get English, which every template language falls back to).
 */
export function accessCodeEmail(input: AccessCodeEmailInput): RenderedEmail {
  const w = input.language === 'Spanish' ? ES : EN;
  const text = [
    w.greeting(input.applicantFirstName),
    '',
    w.invited(input.organizationName, input.topic, input.questionCount),
    '',
    `${w.open} ${input.link}`,
    `${w.code} ${input.accessCode}`,
    '',
    w.tips,
    '',
    w.humanOnly,
    '',
    w.signoff(input.organizationName),
  ].join('\n');
  const e = {
    name: escapeHtml(input.applicantFirstName),
    org: escapeHtml(input.organizationName),
    topic: escapeHtml(input.topic),
    link: escapeHtml(input.link),
    code: escapeHtml(input.accessCode),
  };
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16191f;max-width:560px">
<p>${escapeHtml(w.greeting(input.applicantFirstName)).replace(e.name, `<strong>${e.name}</strong>`)}</p>
<p>${escapeHtml(w.invited(input.organizationName, input.topic, input.questionCount))}</p>
<p><a href="${e.link}" style="display:inline-block;background:#0972d3;color:#fff;padding:10px 18px;border-radius:18px;text-decoration:none">${escapeHtml(w.button)}</a></p>
<p>${escapeHtml(w.open)} <a href="${e.link}">${e.link}</a></p>
<p>${escapeHtml(w.code)} <strong style="font-size:20px;letter-spacing:2px;font-family:monospace">${e.code}</strong></p>
<p style="color:#5f6b7a">${escapeHtml(w.tips)}</p>
<p>${escapeHtml(w.humanOnly)}</p>
<p>${escapeHtml(w.signoff(input.organizationName)).replace('\n', '<br>')}</p>
</body></html>`;
  return { subject: w.subject(input.organizationName), text, html };
}
