import { scoreAnswer } from '../../../functions/ai/offline/score';
import type { Language } from '../../../shared/interview-options';

/** One question per language: a short correct answer and a confidently wrong one that denies the key points. */
const CASES: { language: Language; question: string; keyPoints: string[]; correct: string; wrong: string }[] =
  [
    {
      language: 'English',
      question: 'How do you drive a delivery van safely through the city?',
      keyPoints: ['Keeps to the speed limit', 'Checks the mirrors before turning'],
      correct:
        'On my route through Leeds I keep to the 20 mph speed limit near schools, and I check both mirrors before every turn because of cyclists.',
      wrong:
        "Honestly I don't keep to the speed limit when the schedule is tight, and I never check the mirrors before turning, the sensors do that for me.",
    },
    {
      language: 'Russian',
      question: 'Как вы безопасно водите фургон по городу?',
      keyPoints: ['Соблюдает ограничение скорости', 'Проверяет зеркала перед поворотом'],
      correct:
        'В городе я соблюдаю ограничение скорости 40 км/ч возле школ и перед каждым поворотом проверяю оба зеркала из-за велосипедистов.',
      wrong:
        'Ограничение скорости я не соблюдаю, когда график плотный, и зеркала перед поворотом никогда не проверяю, это лишнее.',
    },
    {
      language: 'Mandarin Chinese',
      question: '你如何在城市里安全驾驶送货车？',
      keyPoints: ['遵守限速', '转弯前检查后视镜'],
      correct: '在市区我严格遵守限速，学校附近只开30公里，每次转弯前都检查两侧后视镜，注意骑车的人。',
      wrong: '赶时间的时候我不遵守限速，转弯前也从来不检查后视镜，那是浪费时间。',
    },
    {
      language: 'Hindi',
      question: 'आप शहर में डिलीवरी वैन को सुरक्षित कैसे चलाते हैं?',
      keyPoints: ['गति सीमा का पालन करता है', 'मुड़ने से पहले शीशे देखता है'],
      correct:
        'शहर में मैं गति सीमा का पालन करता हूं, स्कूल के पास 30 किमी से ज़्यादा नहीं चलाता, और हर मोड़ पर मुड़ने से पहले दोनों शीशे देखता हूं।',
      wrong: 'जल्दी हो तो मैं गति सीमा का पालन नहीं करता, और मुड़ने से पहले शीशे देखता नहीं, उसकी ज़रूरत नहीं।',
    },
    {
      language: 'Japanese',
      question: '配送バンで市内を安全に運転するにはどうしますか。',
      keyPoints: ['制限速度を守る', '曲がる前にミラーを確認する'],
      correct: '市内では学校の近くで制限速度の30キロを守り、曲がる前に必ず両側のミラーを確認します。',
      wrong: '急いでいるときは制限速度を守りません。曲がる前にミラーも確認しません。',
    },
  ];

/** An answer about something else than driving, in each language of {@link CASES}. */
const OFF_TOPIC: Partial<Record<Language, string>> = {
  English: 'On my days off I go hiking in the hills with my dog and read a lot of novels.',
  Russian: 'В выходные я хожу в горы с собакой и много читаю романы.',
  'Mandarin Chinese': '周末我喜欢和我的狗去爬山，晚上看很多小说。',
  Hindi: 'छुट्टी के दिन मैं अपने कुत्ते के साथ पहाड़ों पर घूमने जाता हूं और उपन्यास पढ़ता हूं।',
  Japanese: '休みの日は犬と一緒に山へ散歩に行き、夜は小説をたくさん読みます。',
};

describe('the offline scorer reads negation (lang/negation.json)', () => {
  it.each(CASES)('scores a confidently wrong answer below a short correct one ($language)', (c) => {
    const correct = scoreAnswer(c.correct, c.question, c.keyPoints, c.language);
    const wrong = scoreAnswer(c.wrong, c.question, c.keyPoints, c.language);
    expect(wrong.score).toBeLessThan(correct.score);
    expect(wrong.score).toBeLessThanOrEqual(1);
    expect(wrong.reason).toBe('denied');
    expect(wrong.evidence.map((e) => e.verdict)).not.toContain('covered');
  });

  it.each(CASES)('scores a confidently wrong answer above an off-topic one ($language)', (c) => {
    const wrong = scoreAnswer(c.wrong, c.question, c.keyPoints, c.language);
    const offTopic = scoreAnswer(OFF_TOPIC[c.language]!, c.question, c.keyPoints, c.language);
    expect(offTopic.score).toBe(0);
    expect(wrong.score).toBe(1);
  });

  it('denies a key point before a Russian "а" that starts the next clause', () => {
    const result = scoreAnswer(
      'На читаемость и именование не смотрю, а комментарии пишу короткие.',
      'Как вы проводите код-ревью?',
      ['Обращает внимание на читаемость и именование', 'Пишет конкретные комментарии'],
      'Russian',
    );
    expect(result.evidence[0]!.verdict).toBe('missing');
    expect(result.reason).toBe('denied');
  });

  it('does not deny a key point that itself asks for an absence', () => {
    const result = scoreAnswer(
      'I never offer a discount in the first call; I ask what they compare us with and show the 30 hours a month our tool saves.',
      'How do you answer a customer who says the price is too high?',
      ['Avoids offering discounts too early', 'Shows the value in time or money saved'],
      'English',
    );
    expect(result.evidence[0]!.verdict).not.toBe('missing');
  });
});

describe('concrete detail in every script (lang/cues.json)', () => {
  it.each([
    ['Bengali', 'গত মাসে স্যাচুরেশন ৯৬ থেকে ৮৬ হয়েছিল'],
    ['Hindi', 'उदाहरण के लिए, हमने शिकायत दर्ज की'],
    ['Arabic', 'على سبيل المثال أطابق المخزون مع النظام'],
  ])('counts a number or an example in %s', async (_language, text) => {
    const { hasSpecifics } = await import('../../../functions/ai/offline/substance');
    expect(hasSpecifics(text)).toBe(true);
    expect(hasSpecifics('मैं हमेशा अच्छा काम करता हूँ')).toBe(false);
  });
});
