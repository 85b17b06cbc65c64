import { guardFeedbackSection, sentenceProblem } from '../../../functions/ai/feedback-guard';

/**
 * The guard of a model-drafted feedback report (docs/decisions/0168-feedback-drafted-by-the-model.md): a
 * sentence that copies a key point word for word, gives a score or ranking, or compares with other
 * applicants is dropped; a paraphrase and the applicant's own words are kept.
 */

const KEY_POINTS = [
  'Names a concrete situation, its scale and constraints',
  'Explains each step taken and the reason behind it',
  'Uses version control',
];

describe('the feedback draft guard', () => {
  it('drops a sentence quoting a key point, and keeps a paraphrase of it', () => {
    const guarded = guardFeedbackSection(
      'You described your approach clearly. A stronger answer explains each step taken and the reason behind it. ' +
        'It would also say why you chose each step.',
      KEY_POINTS,
    );
    expect(guarded.text).toBe(
      'You described your approach clearly. It would also say why you chose each step.',
    );
    expect(guarded.dropped).toEqual(['key-point']);
  });

  it('catches five words of a long key point in a row, across case and punctuation', () => {
    expect(sentenceProblem('Next time, NAMES A CONCRETE SITUATION, ITS scale!', KEY_POINTS)).toBe(
      'key-point',
    );
    // Four words in a row of it are a paraphrase's overlap, not a copy.
    expect(sentenceProblem('Think of a concrete situation you faced.', KEY_POINTS)).toBeUndefined();
  });

  it('catches a short key point only when copied whole, and lets one or two words be named', () => {
    expect(sentenceProblem('A good answer uses version control daily.', KEY_POINTS)).toBe('key-point');
    expect(sentenceProblem('Say how you use version tags.', KEY_POINTS)).toBeUndefined();
    expect(sentenceProblem('You mentioned testing.', ['Testing'])).toBeUndefined();
  });

  it('drops a score, a mark, a percentage or a ranking in any of the languages', () => {
    for (const sentence of [
      'Your score on this question was good.',
      'This answer would get 7/10.',
      'You covered 75 % of what was asked.',
      'You ranked among the best.',
      'Tu puntuación fue alta.',
      'Sua pontuação foi boa.',
      'Ваш балл высокий.',
      'あなたのスコアは高いです。',
      '你的得分很高。',
      'आपका स्कोर अच्छा है।',
      'درجة إجابتك جيدة.',
    ])
      expect(sentenceProblem(sentence, KEY_POINTS), sentence).toBe('score');
  });

  it('drops a comparison with other applicants', () => {
    expect(sentenceProblem('Unlike other candidates, you gave an example.', KEY_POINTS)).toBe(
      'other-applicants',
    );
    expect(sentenceProblem('A diferencia de otros candidatos, diste un ejemplo.', KEY_POINTS)).toBe(
      'other-applicants',
    );
  });

  it('keeps plain advice, numbers that are not marks, and the applicant quoted', () => {
    const text =
      'You said "I cut the build from 40 minutes to 6". A stronger answer gives two examples from your last role.';
    expect(guardFeedbackSection(text, KEY_POINTS)).toEqual({ text, dropped: [] });
  });

  it('checks key points in a script without spaces by characters', () => {
    const keyPoints = ['具体的な状況とその規模を説明する'];
    expect(sentenceProblem('より良い回答は具体的な状況とその規模を説明するものです。', keyPoints)).toBe(
      'key-point',
    );
    expect(sentenceProblem('より良い回答は一つの経験を例に挙げます。', keyPoints)).toBeUndefined();
  });

  it('leaves nothing when every sentence breaks a rule, for the caller to write its own', () => {
    expect(guardFeedbackSection('Score: 3/10. Rank 4 of 12.', KEY_POINTS)).toEqual({
      text: '',
      dropped: ['score', 'score'],
    });
  });
});
