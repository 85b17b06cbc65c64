import { otherAnswerLanguage } from '../../../functions/ai/offline/answer-language';
import { scoreSessionOffline } from '../../../functions/ai/offline/score-session';

const KEY_POINTS = [
  'स्टॉक की गिनती की योजना बनाता है',
  'वास्तविक स्टॉक का सिस्टम से मिलान करता है',
  'अंतर का कारण खोजता है',
];
const QUESTION = 'आप गोदाम में स्टॉक की गिनती कैसे करते हैं?';
const ENGLISH =
  'Every quarter I plan the count two weeks ahead and we freeze receiving for the Saturday. We scan each bin and compare the physical stock with SAP; last time 37 lines differed, 20 were mis-slotted between neighbouring bins, and I traced each one in the movement history before the adjustment was approved.';

describe('answers not in the interview language (franc-min)', () => {
  it('names the language of an answer in another interview language, and none of one in its own', () => {
    expect(otherAnswerLanguage(ENGLISH, 'Hindi')).toBe('English');
    expect(
      otherAnswerLanguage('Составляю план и на время подсчёта останавливаю приёмку и отгрузку.', 'Spanish'),
    ).toBe('Russian');
    expect(
      otherAnswerLanguage(
        'Primero pregunto qué hay detrás de la objeción y luego hablo del valor.',
        'Portuguese',
      ),
    ).toBe('Spanish');
    expect(
      otherAnswerLanguage('मैं हर तिमाही गिनती की योजना बनाता हूं और सिस्टम से मिलान करता हूं।', 'Hindi'),
    ).toBeUndefined();
    expect(otherAnswerLanguage('OK, SAP.', 'Hindi')).toBeUndefined();
  });

  it('scores an excellent answer in English to a Hindi interview on its content and flags it for review', () => {
    const result = scoreSessionOffline({
      topic: 'गोदाम',
      language: 'Hindi',
      reportLanguage: 'English',
      items: [
        { questionId: 'q1', question: QUESTION, keyPoints: KEY_POINTS, answer: ENGLISH },
        {
          questionId: 'q2',
          question: QUESTION,
          keyPoints: KEY_POINTS,
          answer: 'Hello, thank you, good morning.',
        },
      ],
    });
    const [excellent, greeting] = result.answers;
    expect(excellent!.needsReview).toBe(true);
    expect(excellent!.score).toBeGreaterThanOrEqual(4);
    expect(excellent!.feedback).toContain("not in the interview's language");
    expect(greeting!.score).toBeLessThanOrEqual(1);
  });
});
