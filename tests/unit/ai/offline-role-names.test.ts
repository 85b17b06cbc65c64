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

  it('writes the role by its bank name, not the typed title, when the language has no bank, and says so', () => {
    const result = generateOfflineQuestions({
      topic: 'Бухгалтер',
      numberOfQuestions: 8,
      language: 'Russian',
    });
    expect(result.language).toBe('English');
    expect(result.notice).toMatch(/English/);
    expect(result.questions.map((q) => q.text).join(' ')).not.toContain('Бухгалтер');
  });
});
