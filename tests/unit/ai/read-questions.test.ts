import { readQuestionsReply } from '../../../functions/ai/read-questions';
import { questionsToolSchema } from '../../../functions/ai/prompts/generate-questions.v1';

describe('reading a generation reply generously', () => {
  it('cuts a 243-character key point instead of refusing the whole template, and names the repair', () => {
    const long = `Explains ${'the rollback plan in detail '.repeat(9)}`.slice(0, 243);
    const read = readQuestionsReply(
      {
        questions: [
          { text: 'How do you deploy safely?', keyPoints: [long, 'Monitors after release'] },
          { text: 'How do you review code?', keyPoints: ['Reads tests first', 'Asks questions'] },
          { text: 'One more than asked for?', keyPoints: ['A point', 'Another point'] },
        ],
      },
      2,
    )!;
    expect(read.repairs).toEqual(['extra-questions', 'key-point-cut']);
    expect(read.value.questions).toHaveLength(2);
    expect(read.value.questions[0]!.keyPoints[0]!.length).toBeLessThanOrEqual(240);
    expect(questionsToolSchema(2).safeParse(read.value).success).toBe(true);
  });

  it('drops a question without two usable key points and refuses a reply without questions', () => {
    const read = readQuestionsReply(
      {
        questions: [
          { text: 'What is a good test?', keyPoints: ['x'] },
          { text: 'What makes a test flaky?', keyPoints: ['Shared state', 'Timing'] },
        ],
      },
      2,
    )!;
    expect(read.value.questions.map((q) => q.text)).toEqual(['What makes a test flaky?']);
    expect(read.repairs).toEqual(['question-dropped']);
    expect(readQuestionsReply({ questions: 'none' }, 2)).toBeUndefined();
  });
});
