/** Interview languages (docs/product.md#option-lists). */
export const LANGUAGES = [
  'Mandarin Chinese',
  'Spanish',
  'English',
  'Hindi',
  'Arabic',
  'Bengali',
  'Portuguese',
  'Russian',
  'Japanese',
  'Punjabi',
] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Languages the built-in offline AI provider writes questions in (its bank, `functions/ai/offline/bank/`:
 * role questions in English and Spanish, general ones and templates in each); the others get English.
 */
export const OFFLINE_GENERATION_LANGUAGES: readonly Language[] = [
  'English',
  'Spanish',
  'Portuguese',
  'Russian',
  'Mandarin Chinese',
  'Japanese',
  'Hindi',
  'Arabic',
  'Bengali',
  'Punjabi',
];

/**
 * The note shown beside a template's summary when the offline provider cannot write `language`, or
 * undefined when it can (or another provider writes the questions).
 */
export function offlineLanguageNote(language: string | undefined, offlineAi: boolean): string | undefined {
  if (!offlineAi || !language || (OFFLINE_GENERATION_LANGUAGES as readonly string[]).includes(language))
    return undefined;
  return `The built-in AI has no questions in ${language}: these questions will be in English.`;
}

/** Seniority levels a template can target (docs/product.md#option-lists). */
export const SENIORITIES = ['Junior', 'Mid-Senior', 'Senior'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Question difficulty ("Intensities" in docs/product.md#option-lists). */
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Default number of questions of a new template (docs/product.md#rule-question-count). */
export const DEFAULT_QUESTION_COUNT = 10;
/** Allowed number of questions: 1 to 30 (a bound the spec leaves open; 30 keeps generation inside 30 s). */
export const MIN_QUESTION_COUNT = 1;
export const MAX_QUESTION_COUNT = 30;
/** Default interview language (docs/product.md#rule-question-count). */
export const DEFAULT_LANGUAGE: Language = 'Spanish';

/** The language of scoring feedback and reports when an organization has not chosen one. */
export const DEFAULT_REPORT_LANGUAGE: Language = 'English';
