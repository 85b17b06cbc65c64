import { contentStems, hasStemmer, stem, stemsMatch } from '../../../functions/ai/text';
import { scoreAnswer } from '../../../functions/ai/offline/score';

describe('stems of Hindi, Bengali and Punjabi', () => {
  it.each([
    ['Hindi', 'ग्राहकों', 'ग्राहक'],
    ['Hindi', 'समस्याओं', 'समस्या'],
    ['Hindi', 'बेचते', 'बेचना'],
    ['Bengali', 'গ্রাহকদের', 'গ্রাহক'],
    ['Bengali', 'সমস্যাগুলো', 'সমস্যা'],
    ['Bengali', 'পরীক্ষার', 'পরীক্ষা'],
    ['Punjabi', 'ਗਾਹਕਾਂ', 'ਗਾਹਕ'],
    ['Punjabi', 'ਕੁੜੀਆਂ', 'ਕੁੜੀ'],
    ['Punjabi', 'ਵੰਡਦਾ', 'ਵੰਡਣਾ'],
  ] as const)('joins the forms of one word (%s %s, %s)', (language, inflected, base) => {
    expect(hasStemmer(language)).toBe(true);
    expect(stem(inflected, language)).toBe(stem(base, language));
  });

  it('keeps different words apart and a short word whole', () => {
    expect(stemsMatch(stem('ग्राहक', 'Hindi'), stem('ग्रह', 'Hindi'))).toBe(false);
    expect(stem('ਨਾ', 'Punjabi')).toBe('ਨਾ');
    expect(stem('ਗੱਲਾਂ', 'Punjabi')).toBe('ਗੱਲ');
  });

  it('also matches a word whole, where the light stemmer cuts it short', () => {
    // "doctor" loses "তার" to the Bengali stemmer; the whole word still begins "to the doctor".
    expect(contentStems('ডাক্তার', 'Bengali').has('ডাক্তার')).toBe(true);
  });
});

describe('key points met in another form of their words', () => {
  it.each([
    [
      'Hindi',
      'ग्राहक की शिकायत कैसे संभालते हैं?',
      'ग्राहकों की बातें सुनता है',
      'मैं हर ग्राहक की बात सुनती हूँ, फिर हल बताती हूँ।',
    ],
    [
      'Bengali',
      'অভিযোগ কীভাবে সামলান?',
      'কথাগুলো নোটগুলোতে রাখেন',
      'আমি সব কথা খাতায় নোট করি, তারপর সমাধান বলি।',
    ],
    ['Punjabi', 'ਸ਼ਿਕਾਇਤ ਨੂੰ ਕਿਵੇਂ ਸੰਭਾਲਦੇ ਹੋ?', 'ਗਾਹਕਾਂ ਦੀਆਂ ਗੱਲਾਂ ਸੁਣਦਾ ਹੈ', 'ਮੈਂ ਹਰ ਗਾਹਕ ਦੀ ਗੱਲ ਸੁਣਾਂ, ਫਿਰ ਹੱਲ ਦੱਸਦਾ ਹਾਂ।'],
  ] as const)(
    'covers a plural key point answered in the singular (%s)',
    (language, question, keyPoint, answer) => {
      const { evidence } = scoreAnswer(answer, question, [keyPoint, 'x'.repeat(3)], language);
      expect(evidence[0]!.verdict).toBe('covered');
    },
  );
});
