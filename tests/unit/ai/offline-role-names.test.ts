import { BANK } from '../../../functions/ai/offline/bank';
import ROLE_NAMES from '../../../functions/ai/offline/bank/role-names.json';
import { generateOfflineQuestions } from '../../../functions/ai/offline/generate';
import { matchTopic } from '../../../functions/ai/offline/topic-match';
import { LANGUAGES } from '../../../shared/interview-options';

describe('role names in every interview language (bank/role-names.json)', () => {
  it('names every bank topic in the eight languages beyond English and Spanish', () => {
    const names = ROLE_NAMES as unknown as Record<string, Record<string, string[]>>;
    for (const topic of BANK.flatMap((g) => g.topics)) {
      for (const language of LANGUAGES.filter((l) => l !== 'English' && l !== 'Spanish')) {
        expect(names[topic.name]?.[language]?.length, `${topic.name} in ${language}`).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Бухгалтер', 'Accountant'],
    ['会计', 'Accountant'],
    ['नर्स', 'Registered Nurse'],
    ['ممرضة', 'Registered Nurse'],
    ['Enfermeira', 'Registered Nurse'],
    ['ਸ਼ੈੱਫ', 'Chef'],
    ['店長', 'Store Manager'],
  ])('recognises "%s" as the %s', (typed, topic) => {
    const match = matchTopic(typed);
    expect(match.quality).toBe('exact');
    expect(match.topic?.name).toBe(topic);
  });

  it('writes Russian questions with the role named in Russian, and says role questions are English and Spanish only', () => {
    const result = generateOfflineQuestions({
      topic: 'Бухгалтер',
      numberOfQuestions: 8,
      language: 'Russian',
    });
    expect(result.language).toBe('Russian');
    expect(result.notice).toMatch(/Role-specific questions are written in English and Spanish only/);
    const text = result.questions.map((q) => q.text).join(' ');
    expect(text).toContain('«Бухгалтер»');
    expect(text).not.toContain('Accountant');
  });
});
