import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_GENERATION_LANGUAGES, offlineLanguageNote } from '../../../shared/interview-options';
import { GENERIC_QUESTIONS, SKILL_TEMPLATES, TOPIC_TEMPLATES } from '../../../functions/ai/offline/bank';
import { LANGUAGE_BANKS } from '../../../functions/ai/offline/bank/languages';
import {
  keyPointText,
  LanguageBankSchema,
  type LocalizedQuestion,
} from '../../../functions/ai/offline/bank/types';
import { WRITTEN_LANGUAGES, writtenBank } from '../../../functions/ai/offline/bank/written';
import { otherAnswerLanguage } from '../../../functions/ai/offline/answer-language';
import { ROLE_QUESTIONS_NOTICE } from '../../../functions/ai/offline/generate';
import { OfflineProvider } from '../../../functions/ai/offline/offline-provider';
import type { Language } from '../../../shared/interview-options';

const DIR = join(import.meta.dirname, '../../../functions/ai/offline/bank/languages');
const languages = Object.keys(LANGUAGE_BANKS) as Language[];
const placeholders = (q: LocalizedQuestion) =>
  [...new Set([q.text, ...q.keyPoints.map(keyPointText)].join(' ').match(/\{\w+\}/g) ?? [])].sort();

describe('the question bank in the languages beyond English and Spanish', () => {
  it('has a file for every language it lists, each valid against its schema', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(languages.length);
    for (const f of files) {
      const parsed = LanguageBankSchema.safeParse(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
      expect(parsed.error?.issues ?? [], f).toEqual([]);
    }
  });

  it.each(languages)('%s: the English questions, one for one, with their placeholders', (language) => {
    const own = writtenBank(language)!;
    const english = writtenBank('English')!;
    expect(own.generic).toHaveLength(GENERIC_QUESTIONS.length);
    expect(own.topic).toHaveLength(TOPIC_TEMPLATES.length);
    expect(own.skill).toHaveLength(SKILL_TEMPLATES.length);
    for (const part of ['generic', 'topic', 'skill'] as const) {
      own[part].forEach((q, i) => {
        expect(placeholders(q), `${part} ${i}`).toEqual(placeholders(english[part][i]!));
        expect(q.keyPoints.length, `${part} ${i}`).toBe(english[part][i]!.keyPoints.length);
      });
    }
    for (const one of ['role', 'position', 'applicant'] as const)
      expect(placeholders(own[one])).toEqual(placeholders(english[one]));
  });

  it.each(languages)('%s: every question reads as the language (franc-min)', (language) => {
    const own = writtenBank(language)!;
    for (const q of [...own.generic, ...own.topic]) {
      expect(otherAnswerLanguage(q.text.replace(/\{\w+\}/g, ''), language), q.text).toBeUndefined();
    }
  });
});

describe('offline generation in the interview language', () => {
  const provider = new OfflineProvider();

  it('announces beforehand exactly the languages it writes', () => {
    expect([...OFFLINE_GENERATION_LANGUAGES].sort()).toEqual([...WRITTEN_LANGUAGES].sort());
    for (const language of WRITTEN_LANGUAGES) expect(offlineLanguageNote(language, true)).toBeUndefined();
  });

  it.each(languages)('writes %s questions with the role named in it', async (language) => {
    const result = await provider.generateQuestions({
      topic: 'Accountant',
      numberOfQuestions: 12,
      language,
      skills: 'Excel',
    });
    expect(result.language).toBe(language);
    expect(result.notice).toContain(ROLE_QUESTIONS_NOTICE);
    expect(result.questions).toHaveLength(12);
    const texts = result.questions.map((q) => q.text);
    expect(new Set(texts).size).toBe(12);
    expect(texts.some((t) => t.includes('Excel'))).toBe(true);
    expect(texts.join(' ')).not.toContain('Accountant');
    for (const q of result.questions) {
      expect(otherAnswerLanguage(q.text.replace('Excel', ''), language), q.text).toBeUndefined();
      expect(q.keyPoints.length).toBeGreaterThanOrEqual(2);
    }
  });
});
