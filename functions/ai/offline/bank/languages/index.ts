import type { Language } from '../../../../../shared/interview-options';
import type { LanguageBank } from '../types';
import punjabi from './punjabi.json';
import bengali from './bengali.json';
import arabic from './arabic.json';
import hindi from './hindi.json';
import japanese from './japanese.json';
import mandarinChinese from './mandarin-chinese.json';
import russian from './russian.json';
import portuguese from './portuguese.json';

/**
 * The generic questions and templates written natively in the interview languages beyond English and
 * Spanish, one data file each (schema `LanguageBankSchema` of `../types.ts`). Importing them runs no code.
 */
export const LANGUAGE_BANKS: Partial<Record<Language, LanguageBank>> = {
  Portuguese: portuguese,
  Russian: russian,
  'Mandarin Chinese': mandarinChinese,
  Japanese: japanese,
  Hindi: hindi,
  Arabic: arabic,
  Bengali: bengali,
  Punjabi: punjabi,
};
