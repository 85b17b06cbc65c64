import type { Language } from '../../../../shared/interview-options';
import {
  APPLICANT_TEMPLATE,
  GENERIC_QUESTIONS,
  POSITION_TEMPLATE,
  ROLE_TEMPLATE,
  SKILL_TEMPLATES,
  TOPIC_TEMPLATES,
} from './index';
import type { BankQuestion, LanguageBank, Level, LocalizedQuestion } from './types';
import { LANGUAGE_BANKS } from './languages';

/** A bank question as written in one interview language, with its level. */
export interface WrittenQuestion extends LocalizedQuestion {
  level: Level;
}

/** The questions the offline generator can write in one interview language. */
export interface WrittenBank {
  generic: WrittenQuestion[];
  topic: WrittenQuestion[];
  skill: WrittenQuestion[];
  role: WrittenQuestion;
  position: WrittenQuestion;
  applicant: WrittenQuestion;
  /** True when the role and group questions of `./groups/` are written in it (English and Spanish). */
  roleQuestions: boolean;
}

/** Languages with a file of `./languages/` or written in the bank itself: every one the generator writes. */
export const WRITTEN_LANGUAGES: readonly Language[] = [
  'English',
  'Spanish',
  ...(Object.keys(LANGUAGE_BANKS) as Language[]),
];

/** One bank question in English or Spanish. */
export function inBankLanguage(q: BankQuestion, lang: 'en' | 'es'): WrittenQuestion {
  return { level: q.level, ...q[lang] };
}

/**
 * The generic questions and templates in `language`: English and Spanish from the bank itself, the
 * others from their `./languages/` file, each question with the level of the English one it stands
 * for. Undefined for a language with no file.
 */
export function writtenBank(language: Language): WrittenBank | undefined {
  if (language === 'English' || language === 'Spanish') {
    const lang = language === 'Spanish' ? 'es' : 'en';
    const all = (qs: BankQuestion[]) => qs.map((q) => inBankLanguage(q, lang));
    return {
      generic: all(GENERIC_QUESTIONS),
      topic: all(TOPIC_TEMPLATES),
      skill: all(SKILL_TEMPLATES),
      role: inBankLanguage(ROLE_TEMPLATE, lang),
      position: inBankLanguage(POSITION_TEMPLATE, lang),
      applicant: inBankLanguage(APPLICANT_TEMPLATE, lang),
      roleQuestions: true,
    };
  }
  const file: LanguageBank | undefined = LANGUAGE_BANKS[language];
  if (!file) return undefined;
  const zip = (qs: BankQuestion[], own: LocalizedQuestion[]) =>
    own.map((q, i) => ({ level: qs[i]?.level ?? 1, text: q.text, keyPoints: q.keyPoints }));
  return {
    generic: zip(GENERIC_QUESTIONS, file.generic),
    topic: zip(TOPIC_TEMPLATES, file.topic),
    skill: zip(SKILL_TEMPLATES, file.skill),
    role: { level: ROLE_TEMPLATE.level, ...file.role },
    position: { level: POSITION_TEMPLATE.level, ...file.position },
    applicant: { level: APPLICANT_TEMPLATE.level, ...file.applicant },
    roleQuestions: false,
  };
}
