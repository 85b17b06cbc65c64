import {
  LANGUAGES,
  OFFLINE_GENERATION_LANGUAGES,
  offlineLanguageNote,
  type Language,
} from '../../../shared/interview-options';
import { JOB_TOPIC_GROUPS, JOB_TOPICS } from '../../../shared/job-topics';
import { BANK } from '../../../functions/ai/offline/bank';
import { ENGLISH_FALLBACK_NOTICE } from '../../../functions/ai/offline/generate';
import { OfflineProvider } from '../../../functions/ai/offline/offline-provider';
import { matchTopic } from '../../../functions/ai/offline/topic-match';
import type { GenerateQuestionsInput } from '../../../functions/ai/provider';

const provider = new OfflineProvider();
const base: GenerateQuestionsInput = {
  topic: 'Frontend Developer',
  numberOfQuestions: 10,
  language: 'English',
};

describe('job topics', () => {
  it('has the 15 groups of the spec and at least 37 topics, all in the bank', () => {
    expect(JOB_TOPIC_GROUPS).toHaveLength(15);
    expect(JOB_TOPICS.length).toBeGreaterThanOrEqual(37);
    expect(BANK.map((g) => g.group)).toEqual(JOB_TOPIC_GROUPS.map((g) => g.group));
    expect(BANK.flatMap((g) => g.topics.map((t) => t.name))).toEqual([...JOB_TOPICS]);
  });

  it('every bank question has 2-5 key points in both languages', () => {
    for (const group of BANK) {
      for (const q of [...group.questions, ...group.topics.flatMap((t) => t.questions)]) {
        for (const lang of ['en', 'es'] as const) {
          expect(q[lang].keyPoints.length).toBeGreaterThanOrEqual(2);
          expect(q[lang].keyPoints.length).toBeLessThanOrEqual(5);
        }
      }
    }
  });
});

describe('matchTopic', () => {
  it.each([
    ['frontend developer', 'Frontend Developer'],
    ['Desarrollador Frontend', 'Frontend Developer'],
    ['React engineer', 'Frontend Developer'],
    ['enfermera de urgencias', 'Registered Nurse'],
    ['Senior Backend Engineer (Node.js)', 'Backend Developer'],
    ['contable', 'Accountant'],
  ])('maps %s to %s', (text, topic) => {
    expect(matchTopic(text).topic?.name).toBe(topic);
  });

  it('maps an unknown role to its best group only, and nonsense to nothing', () => {
    const restaurant = matchTopic('Restaurant Manager');
    expect(restaurant.topic).toBeUndefined();
    expect(restaurant.group?.group).toBe('Hospitality');
    expect(matchTopic('Astronaut')).toEqual({ quality: 'none' });
  });
});

describe('OfflineProvider.generateQuestions', () => {
  it('gives the same questions for the same input', async () => {
    const input = { ...base, skills: 'React, TypeScript', seniority: 'Senior' as const };
    expect(await provider.generateQuestions(input)).toEqual(await provider.generateQuestions(input));
  });

  it.each(JOB_TOPICS.map((t) => [t]))(
    '%s yields 1, 10 and 30 distinct questions in English and Spanish',
    async (topic) => {
      for (const language of ['English', 'Spanish'] as const) {
        for (const count of [1, 10, 30]) {
          const result = await provider.generateQuestions({ topic, numberOfQuestions: count, language });
          expect(result.questions).toHaveLength(count);
          expect(new Set(result.questions.map((q) => q.text)).size).toBe(count);
          for (const q of result.questions) {
            expect(q.keyPoints.length).toBeGreaterThanOrEqual(2);
            expect(q.text).not.toMatch(/\{\w+\}/);
          }
        }
      }
    },
  );

  it('yields 30 questions for an unknown topic, with the topic woven in', async () => {
    const result = await provider.generateQuestions({ ...base, topic: 'Astronaut', numberOfQuestions: 30 });
    expect(result.questions).toHaveLength(30);
    expect(new Set(result.questions.map((q) => q.text)).size).toBe(30);
    expect(result.questions.some((q) => q.text.includes('Astronaut'))).toBe(true);
  });

  it('writes Spanish natively for Spanish interviews', async () => {
    const en = await provider.generateQuestions({ ...base, numberOfQuestions: 30 });
    const es = await provider.generateQuestions({ ...base, numberOfQuestions: 30, language: 'Spanish' });
    expect(es.language).toBe('Spanish');
    expect(es.notice).toBeUndefined();
    expect(es.questions.filter((q) => q.text.includes('¿')).length).toBeGreaterThan(20);
    expect(es.questions.map((q) => q.text).join(' ')).toMatch(/\b(cómo|qué|cuéntame|describe)\b/i);
    const english = new Set(en.questions.map((q) => q.text));
    expect(es.questions.every((q) => !english.has(q.text))).toBe(true);
  });

  it('falls back to English with a notice for a language its bank lacks', async () => {
    const result = await provider.generateQuestions({ ...base, language: 'Klingon' as Language });
    expect(result.language).toBe('English');
    expect(result.notice).toBe(ENGLISH_FALLBACK_NOTICE);
    expect(result.questions).toHaveLength(10);
  });

  it.each(LANGUAGES)(
    'writes %s questions in the language the web forms announce beforehand',
    async (language) => {
      const result = await provider.generateQuestions({ ...base, language });
      const written = OFFLINE_GENERATION_LANGUAGES.includes(language) ? language : 'English';
      expect(result.language).toBe(written);
      expect(offlineLanguageNote(language, true) !== undefined).toBe(written !== language);
      if (written !== language) expect(offlineLanguageNote(language, true)).toMatch(/will be in English/);
      expect(offlineLanguageNote(language, false)).toBeUndefined();
    },
  );

  it.each([
    ['Site Reliability Engineer', /bank topic DevOps Engineer/, /construction|site visit|obra/i],
    ['Machine learning engineer', /not recognised/, /machine operator|mechanical|CNC/i],
    ['Veterinary technician', /not recognised/, /bug|ticket|outage/i],
  ])(
    'tells the manager how "%s" was matched and takes no questions on one shared word',
    async (topic, notice, wrong) => {
      const result = await provider.generateQuestions({ ...base, topic, numberOfQuestions: 30 });
      expect(result.notice).toMatch(notice);
      expect(result.questions.map((q) => q.text).join('\n')).not.toMatch(wrong);
    },
  );

  it('quotes a topic it does not know as a title inside Spanish questions', async () => {
    const result = await provider.generateQuestions({
      ...base,
      topic: 'Marine Biologist',
      language: 'Spanish',
      numberOfQuestions: 30,
    });
    const texts = result.questions.map((q) => q.text).join('\n');
    expect(texts).toContain('«Marine Biologist»');
    expect(texts).not.toMatch(/como Marine Biologist/);
    expect(result.notice).toMatch(/not recognised/);
  });

  it('says nothing about the topic when it is a bank topic', async () => {
    expect((await provider.generateQuestions(base)).notice).toBeUndefined();
  });

  it('asks about the given skills, bio and job position', async () => {
    const result = await provider.generateQuestions({
      ...base,
      numberOfQuestions: 12,
      skills: 'GraphQL, Web Components',
      bio: 'Built the checkout of a large online shop. Loves accessibility.',
      context: {
        kind: 'jobPosition',
        title: 'UI Engineer',
        description: 'Own the design system used by five teams.',
      },
    });
    const texts = result.questions.map((q) => q.text).join('\n');
    expect(texts).toContain('GraphQL');
    expect(texts).toContain('Web Components');
    expect(texts).toContain('Built the checkout of a large online shop');
    expect(texts).toContain('Own the design system used by five teams');
  });

  it('moves the mix towards leadership for Senior/Hard and fundamentals for Junior/Easy', async () => {
    const senior = await provider.generateQuestions({ ...base, seniority: 'Senior', difficulty: 'Hard' });
    const junior = await provider.generateQuestions({ ...base, seniority: 'Junior', difficulty: 'Easy' });
    expect(senior.questions.map((q) => q.text)).not.toEqual(junior.questions.map((q) => q.text));
    expect(senior.questions.map((q) => q.text).join(' ')).toMatch(/component library|team|lead|mentor/i);
  });

  it('records estimated usage and its run', async () => {
    const result = await provider.generateQuestions(base);
    expect(result).toMatchObject({ provider: 'offline', modelId: 'offline-question-bank' });
    expect(result.promptVersion).toBe('generate-questions@3');
    expect(result.usage.estimated).toBe(true);
    expect(result.usage.totalTokens).toBe(result.usage.inputTokens + result.usage.outputTokens);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
  });

  it('is fast: 30 questions in well under 50 ms', async () => {
    const started = performance.now();
    await provider.generateQuestions({ ...base, numberOfQuestions: 30, skills: 'a, b, c' });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
