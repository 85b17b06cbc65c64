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
