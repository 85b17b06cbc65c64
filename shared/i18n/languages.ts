import type { Language } from '../interview-options';

/** How an interview language is written: its BCP 47 tag and text direction. */
export interface LanguageInfo {
  /** BCP 47 tag: the catalog's file name (`locales/<tag>.json`), `<html lang>` and date formatting. */
  tag: string;
  dir: 'ltr' | 'rtl';
}

/** The ten interview languages (docs/product.md#option-lists) and how each is written; Arabic is right to left. */
export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  'Mandarin Chinese': { tag: 'zh', dir: 'ltr' },
  Spanish: { tag: 'es', dir: 'ltr' },
  English: { tag: 'en', dir: 'ltr' },
  Hindi: { tag: 'hi', dir: 'ltr' },
  Arabic: { tag: 'ar', dir: 'rtl' },
  Bengali: { tag: 'bn', dir: 'ltr' },
  Portuguese: { tag: 'pt', dir: 'ltr' },
  Russian: { tag: 'ru', dir: 'ltr' },
  Japanese: { tag: 'ja', dir: 'ltr' },
  Punjabi: { tag: 'pa', dir: 'ltr' },
};

/** Tag of a language; English's for an unknown value (a stored session always has one of the ten). */
export function languageTag(language: string | undefined): string {
  return LANGUAGE_INFO[language as Language]?.tag ?? 'en';
}

/** Text direction of a language. */
export function languageDir(language: string | undefined): 'ltr' | 'rtl' {
  return LANGUAGE_INFO[language as Language]?.dir ?? 'ltr';
}
