import { generateOfflineQuestions } from '../../../functions/ai/offline/generate';
import {
  buildGenerateQuestionsPrompt,
  SYSTEM_PROMPT,
} from '../../../functions/ai/prompts/generate-questions.v1';

const BIO = 'Builds the payment APIs of a small fintech team';

describe("a template's short bio describes the role, not the applicant", () => {
  it('offline: a generic template quotes the bio as the role, never as the applicant profile', () => {
    for (const language of ['Spanish', 'English'] as const) {
      const { questions } = generateOfflineQuestions({
        topic: 'Backend Developer',
        bio: BIO,
        numberOfQuestions: 10,
        language,
      });
      const texts = questions.map((q) => q.text).join('\n');
      expect(texts).toContain(BIO);
      expect(texts).not.toMatch(/perfil mencionas|your background mentions|your profile/i);
      expect(texts).toMatch(language === 'Spanish' ? /se describe así/ : /role is described as/);
    }
  });

  it("offline: a custom template for one applicant may cite that applicant's experience", () => {
    const { questions } = generateOfflineQuestions({
      topic: 'Frontend Developer',
      numberOfQuestions: 5,
      language: 'English',
      context: { kind: 'applicant', title: 'Frontend Developer', experience: 'Led the checkout redesign' },
    });
    expect(questions.map((q) => q.text).join('\n')).toContain('Led the checkout redesign');
  });

  it('Bedrock prompt: the bio is fenced as the role; only an applicant context is a profile', () => {
    const prompt = buildGenerateQuestionsPrompt({
      topic: 'Backend Developer',
      bio: BIO,
      numberOfQuestions: 10,
      language: 'Spanish',
    });
    expect(prompt).toContain(`<role>${BIO}</role>`);
    expect(prompt).not.toContain('<profile>');
    expect(SYSTEM_PROMPT).toMatch(/never attribute anything else to them/);
  });
});
