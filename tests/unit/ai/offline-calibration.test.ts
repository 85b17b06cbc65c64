import { OfflineProvider } from '../../../functions/ai/offline/offline-provider';
import { scoreAnswer } from '../../../functions/ai/offline/score';

const question = 'How do you handle an angry customer on the phone?';
const keyPoints = [
  'Listens and acknowledges feelings',
  'Offers a solution such as a refund',
  'Calls back later',
];

describe('offline evidence a person would accept', () => {
  it('takes "called her back" as calling back, and "caller" or "within" as neither', () => {
    const back = scoreAnswer(
      'The next morning I called her back to check the refund had arrived.',
      question,
      ['Calls back later'],
    );
    expect(back.evidence[0]!.verdict).toBe('covered');
    const caller = scoreAnswer('The caller was upset within seconds.', question, ['Calls back later']);
    expect(caller.evidence[0]!.verdict).toBe('missing');
  });

  it('counts a measured change as a result, not any number', () => {
    const keyPoint = ['Gives a result with a number'];
    const year = scoreAnswer(
      'In 2021 I joined the team for 3 weeks of training.',
      'What did you achieve?',
      keyPoint,
    );
    const change = scoreAnswer(
      'I cut the backlog from 400 to 120 tickets.',
      'What did you achieve?',
      keyPoint,
    );
    expect(year.evidence[0]!.verdict).not.toBe('covered');
    expect(change.evidence[0]!.verdict).toBe('covered');
  });

  it('holds key points listed back at 0-2, shows none covered and says why', async () => {
    const result = await new OfflineProvider().scoreSession({
      topic: 'Customer Service Representative',
      language: 'English',
      items: [
        {
          questionId: 'q',
          question,
          keyPoints,
          answer:
            'In my work I always make sure to listen and acknowledge feelings, offer a solution such as a refund and call back later.',
        },
      ],
    });
    const [answer] = result.answers;
    expect(answer!.score).toBeLessThanOrEqual(2);
    expect(answer!.evidence.every((e) => e.verdict === 'missing')).toBe(true);
    expect(answer!.feedback).toMatch(/repeats the words of the question or the key points/);
  });

  it('gives the reason in the reporting language', async () => {
    const result = await new OfflineProvider().scoreSession({
      topic: 'Customer Service Representative',
      language: 'English',
      reportLanguage: 'Portuguese',
      items: [
        { questionId: 'q', question, keyPoints, answer: 'Listening, feelings, refund, solution, call back.' },
      ],
    });
    expect(result.answers[0]!.score).toBeLessThanOrEqual(1);
    expect(result.answers[0]!.feedback).toMatch(/lista palavras sem frases/);
  });

  it('scores an off-topic Portuguese answer 0 now that "com", "os" and "ao" are stop words', async () => {
    const result = await new OfflineProvider().scoreSession({
      topic: 'Enfermeiro',
      language: 'Portuguese',
      items: [
        {
          questionId: 'q',
          question: 'Como você garante a administração segura de medicamentos?',
          keyPoints: ['Confere a dose com a prescrição', 'Registra a administração no prontuário'],
          answer: 'Gosto de ir ao cinema com os meus amigos e de viajar com a família nas férias.',
        },
      ],
    });
    expect(result.answers[0]!.score).toBe(0);
  });
});
