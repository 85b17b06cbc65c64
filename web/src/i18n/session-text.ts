import type { Language } from '../../../shared/interview-options';

/** Every text of the applicant's session page, in one interview language. */
export interface SessionText {
  /** BCP 47 tag for the page's `lang` attribute, so screen readers pronounce it right. */
  lang: string;
  pageTitle: string;
  loading: string;
  linkInvalid: string;
  loadFailed: string;
  tryAgain: string;
  welcomeHeader: string;
  welcome(org: string, questionCount: number): string;
  accessCodeLabel: string;
  accessCodeHint: string;
  codePart(part: number, of: number): string;
  startInterview: string;
  tooManyTries(minutes: number): string;
  tryAgainAt(time: string): string;
  expired: string;
  questionOf(current: number, total: number): string;
  progressLabel: string;
  answerLabel: string;
  savedAnswerLabel: string;
  edit: string;
  previous: string;
  next: string;
  submitInterview: string;
  answeredSummary(answered: number, total: number): string;
  answerSubmitted: string;
  answerSaved: string;
  saving: string;
  offline: string;
  confirmHeader: string;
  confirmBody(answered: number, total: number): string;
  cancel: string;
  submit: string;
  thankYouHeader: string;
  thankYou(org: string): string;
  /** Shown instead of the thanks when the company closed the interview before the applicant submitted. */
  closedHeader: string;
  closedByCompany(org: string): string;
  systemError: string;
  processError: string;
}

const ENGLISH: SessionText = {
  lang: 'en',
  pageTitle: 'Interview',
  loading: 'Loading your interview',
  linkInvalid: 'This interview link is not valid. Check the link in your e-mail.',
  loadFailed: 'We could not load your interview. Please try again',
  tryAgain: 'Try again',
  welcomeHeader: 'Welcome',
  welcome: (org, n) =>
    `Welcome to your interview${org ? ` with ${org}` : ''}: ${n} question${n === 1 ? '' : 's'}. ` +
    'Enter the access code from your e-mail.',
  accessCodeLabel: 'Access code',
  accessCodeHint: 'Three groups of three characters, as in the e-mail. You can paste the whole code.',
  codePart: (part, of) => `Access code, part ${part} of ${of}`,
  startInterview: 'Start Interview',
  tooManyTries: (m) => `Too many tries. Try again in ${m} minute${m === 1 ? '' : 's'}.`,
  tryAgainAt: (time) => `You can try again at ${time}.`,
  expired: 'Your access to this interview has expired. Enter the access code again; your answers are kept.',
  questionOf: (x, n) => `Question ${x} of ${n}`,
  progressLabel: 'Interview progress',
  answerLabel: 'Your answer',
  savedAnswerLabel: 'Your saved answer',
  edit: 'Edit',
  previous: 'Previous',
  next: 'Next',
  submitInterview: 'Submit Interview',
  answeredSummary: (x, n) => `Answered ${x} of ${n}`,
  answerSubmitted: 'Answer submitted',
  answerSaved: 'Your answer was saved',
  saving: 'Saving your answer…',
  offline: "You're offline — your answer is kept on this device and will be saved when you're back",
  confirmHeader: 'Submit your interview?',
  confirmBody: (x, n) => `You can't change answers afterwards. ${x} of ${n} questions answered.`,
  cancel: 'Cancel',
  submit: 'Submit',
  thankYouHeader: 'Thank you!',
  thankYou: (org) => `Your answers were submitted${org ? ` to ${org}` : ''}.`,
  closedHeader: 'Interview closed',
  closedByCompany: (org) =>
    `${org || 'The company'} closed this interview, so no more answers can be given. The answers you saved were kept.`,
  systemError: 'System error',
  processError: 'We could not process your request. Please try again',
};

const SPANISH: SessionText = {
  lang: 'es',
  pageTitle: 'Entrevista',
  loading: 'Cargando tu entrevista',
  linkInvalid: 'Este enlace de entrevista no es válido. Revisa el enlace de tu correo.',
  loadFailed: 'No pudimos cargar tu entrevista. Inténtalo de nuevo',
  tryAgain: 'Reintentar',
  welcomeHeader: 'Bienvenido',
  welcome: (org, n) =>
    `Bienvenido a tu entrevista${org ? ` con ${org}` : ''}: ${n} pregunta${n === 1 ? '' : 's'}. ` +
    'Introduce el código de acceso de tu correo.',
  accessCodeLabel: 'Código de acceso',
  accessCodeHint: 'Tres grupos de tres caracteres, como en el correo. Puedes pegar el código completo.',
  codePart: (part, of) => `Código de acceso, parte ${part} de ${of}`,
  startInterview: 'Comenzar entrevista',
  tooManyTries: (m) => `Demasiados intentos. Vuelve a intentarlo en ${m} minuto${m === 1 ? '' : 's'}.`,
  tryAgainAt: (time) => `Podrás intentarlo de nuevo a las ${time}.`,
  expired:
    'Tu acceso a esta entrevista ha caducado. Introduce de nuevo el código de acceso; tus respuestas se conservan.',
  questionOf: (x, n) => `Pregunta ${x} de ${n}`,
  progressLabel: 'Progreso de la entrevista',
  answerLabel: 'Tu respuesta',
  savedAnswerLabel: 'Tu respuesta guardada',
  edit: 'Editar',
  previous: 'Anterior',
  next: 'Siguiente',
  submitInterview: 'Enviar entrevista',
  answeredSummary: (x, n) => `Respondidas ${x} de ${n}`,
  answerSubmitted: 'Respuesta enviada',
  answerSaved: 'Tu respuesta se ha guardado',
  saving: 'Guardando tu respuesta…',
  offline:
    'Estás sin conexión: tu respuesta se conserva en este dispositivo y se guardará cuando vuelvas a estar en línea',
  confirmHeader: '¿Enviar tu entrevista?',
  confirmBody: (x, n) => `Después no podrás cambiar las respuestas. ${x} de ${n} preguntas respondidas.`,
  cancel: 'Cancelar',
  submit: 'Enviar',
  thankYouHeader: '¡Gracias!',
  thankYou: (org) => `Tus respuestas se enviaron${org ? ` a ${org}` : ''}.`,
  closedHeader: 'Entrevista cerrada',
  closedByCompany: (org) =>
    `${org || 'La empresa'} cerró esta entrevista, así que ya no se pueden dar más respuestas. Las respuestas que guardaste se conservan.`,
  systemError: 'Error del sistema',
  processError: 'No pudimos procesar tu solicitud. Inténtalo de nuevo',
};

/**
 * The session page's texts in the interview's language: Spanish and English are written out; the other
 * interview languages (docs/product.md#option-lists) fall back to English until they are translated.
 */
export function sessionText(language: Language | undefined): SessionText {
  return language === 'Spanish' ? SPANISH : ENGLISH;
}
