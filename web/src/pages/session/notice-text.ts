import type { Language } from '../../../../shared/interview-options';

/**
 * The notice an applicant reads and accepts before starting, in English and Spanish. Kept apart from the
 * page's other texts so it can move into the translation catalogs as one block; other interview
 * languages show the English notice until they have theirs.
 */
export interface NoticeText {
  header: string;
  /** AI assistance and who decides. */
  aiAndPerson(org: string): string;
  /** What is assessed. */
  assessed: string;
  /** How long answers are kept, days. */
  retention(days: number): string;
  /** Human-only evaluation or an accommodation: whom to write to. */
  contact: string;
  /** Text of the link that opens an e-mail asking for human-only evaluation. */
  humanOnlyLink: string;
  /** Subject of that e-mail. */
  humanOnlySubject: string;
  /** The box that asks for evaluation by a person only. */
  humanOnlyChoice: string;
  accept: string;
}

const en: NoticeText = {
  header: 'Before you start',
  aiAndPerson: (org) =>
    `Your answers are evaluated with the help of AI. A person at ${org} reviews the evaluation and makes every decision; no decision is made by the AI alone.`,
  assessed:
    'What is assessed: how well each answer covers the points a good answer to the question would cover. Length, style and language fluency are not scored.',
  retention: (days) =>
    `Your answers and their evaluation are kept for ${days} days after the interview ends, then deleted.`,
  contact: 'To ask for an evaluation by a person only, or for an accommodation, write to',
  humanOnlyLink: 'Ask for evaluation by a person only',
  humanOnlySubject: 'Request: evaluation by a person only',
  humanOnlyChoice: 'I ask for my answers to be evaluated by a person only, without AI',
  accept: 'I have read this notice and want to start',
};

const es: NoticeText = {
  header: 'Antes de empezar',
  aiAndPerson: (org) =>
    `Tus respuestas se evalúan con ayuda de IA. Una persona de ${org} revisa la evaluación y toma todas las decisiones; la IA no decide nada por sí sola.`,
  assessed:
    'Qué se evalúa: en qué medida cada respuesta cubre los puntos que cubriría una buena respuesta a la pregunta. No se puntúan la extensión, el estilo ni la fluidez en el idioma.',
  retention: (days) =>
    `Tus respuestas y su evaluación se conservan ${days} días después de terminar la entrevista y luego se eliminan.`,
  contact: 'Para pedir que solo te evalúe una persona, o una adaptación, escribe a',
  humanOnlyLink: 'Pedir evaluación solo por una persona',
  humanOnlySubject: 'Solicitud: evaluación solo por una persona',
  humanOnlyChoice: 'Pido que mis respuestas las evalúe solo una persona, sin IA',
  accept: 'He leído este aviso y quiero empezar',
};

/** The notice in the interview's language (English for languages without their own yet). */
export function noticeText(language: Language): NoticeText {
  return language === 'Spanish' ? es : en;
}
