import { LANGUAGES } from '../../../shared/interview-options';
import CONCEPTS from '../../../functions/ai/offline/lang/concepts.json';
import { scoreAnswer } from '../../../functions/ai/offline/score';

describe('concepts of the offline scorer in every interview language', () => {
  it('lists words of every concept in all ten languages', () => {
    for (const concept of CONCEPTS.concepts as Record<string, string[]>[]) {
      for (const language of LANGUAGES) expect(concept[language]?.length ?? 0, language).toBeGreaterThan(0);
    }
  });

  it.each([
    [
      'Russian',
      'Как вы работаете с жалобой?',
      'Сообщает клиенту о решении',
      'Я объяснил покупателю, как мы исправим ошибку, и дал срок.',
    ],
    [
      'Hindi',
      'शिकायत कैसे संभालते हैं?',
      'ग्राहक को समाधान बताता है',
      'मैंने उपभोक्ता को समझाना शुरू किया कि हम हल क्या करेंगे।',
    ],
    [
      'Arabic',
      'كيف تتعامل مع الشكوى؟',
      'يقدم اعتذارا ويقترح إصلاحا للعميل',
      'تعاطفت مع عميل وعرضت إصلاح الجهاز.',
    ],
    ['Mandarin Chinese', '你如何处理投诉？', '向客户提出解决方案', '我向顾客建议了修复办法，并约定了时间。'],
  ] as const)(
    'covers a key point said with other words of its concepts (%s)',
    (language, question, keyPoint, answer) => {
      const { evidence } = scoreAnswer(answer, question, [keyPoint, 'x'.repeat(3)], language);
      expect(evidence[0]!.verdict).toBe('covered');
    },
  );

  it.each([
    [
      'English',
      'Our checkout page is slow. What do you do?',
      'I care a lot about performance and always follow best practices with the team.',
      'On my days off I go hiking with my dog and read novels.',
    ],
    [
      'Russian',
      'Страница оформления заказа работает медленно. Что вы делаете?',
      'Для меня важна производительность, я всегда следую лучшим практикам вместе с командой.',
      'В выходные я хожу в горы с собакой и читаю романы.',
    ],
  ] as const)(
    'scores a vague answer on the question’s subject in other words above an off-topic one (%s)',
    (language, question, vague, offTopic) => {
      const keyPoints = ['Measures with traces before changing anything', 'Adds an index or a cache'];
      const score = (answer: string) => scoreAnswer(answer, question, keyPoints, language).score;
      expect(score(offTopic)).toBe(0);
      expect(score(vague)).toBe(1);
    },
  );

  it('does not read an answer in another script through the interview language’s concepts', () => {
    const { evidence } = scoreAnswer(
      'I told the customer about the fix.',
      '苦情にどう対応しますか？',
      ['顧客に解決策を伝える', 'x'.repeat(3)],
      'Japanese',
    );
    expect(evidence[0]!.verdict).toBe('missing');
  });
});
