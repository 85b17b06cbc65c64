import { scoreAnswer } from '../../functions/ai/offline/score';
import type { Language } from '../../shared/interview-options';

/**
 * Labelled examples of an answer that contradicts a key point with no negation word: a careful rater
 * scores it below the answer that agrees, and counts the key point as not covered.
 */
const CASES: {
  language: Language;
  question: string;
  keyPoints: string[];
  agrees: string;
  opposes: string;
}[] = [
  {
    language: 'English',
    question: 'How did you change the support queue last year?',
    keyPoints: ['Reduced the waiting time of customers', 'Measured the result with CSAT'],
    agrees: 'We reduced the waiting time of our customers from 9 to 3 minutes, and CSAT went from 71 to 84.',
    opposes: 'The waiting time of our customers increased from 3 to 9 minutes, and CSAT went from 84 to 71.',
  },
  {
    language: 'Spanish',
    question: '¿Cómo cambiaste la atención telefónica el año pasado?',
    keyPoints: ['Redujo el tiempo de espera de los clientes', 'Midió el resultado con CSAT'],
    agrees: 'Redujimos el tiempo de espera de los clientes de 9 a 3 minutos y el CSAT subió de 71 a 84.',
    opposes: 'El tiempo de espera de los clientes aumentó de 3 a 9 minutos y el CSAT bajó de 84 a 71.',
  },
  {
    language: 'Russian',
    question: 'Что вы изменили в работе колл-центра в прошлом году?',
    keyPoints: ['Сократил время ожидания клиентов', 'Измерял результат по CSAT'],
    agrees: 'Мы сократили время ожидания клиентов с 9 до 3 минут, а CSAT вырос с 71 до 84.',
    opposes: 'Время ожидания клиентов увеличилось с 3 до 9 минут, а CSAT упал с 84 до 71.',
  },
  {
    language: 'Mandarin Chinese',
    question: '去年你如何改进了客服工作？',
    keyPoints: ['减少了客户的等待时间', '用CSAT衡量结果'],
    agrees: '我们把客户的等待时间从9分钟减少到3分钟，CSAT从71提高到84。',
    opposes: '客户的等待时间从3分钟增加到9分钟，CSAT从84降到71。',
  },
];

describe('an answer that says the opposite of a key point (labelled examples)', () => {
  it.each(CASES)('does not count the key point and scores below the agreeing answer ($language)', (c) => {
    const agrees = scoreAnswer(c.agrees, c.question, c.keyPoints, c.language);
    const opposes = scoreAnswer(c.opposes, c.question, c.keyPoints, c.language);
    expect(agrees.evidence[0]!.verdict).toBe('covered');
    expect(opposes.evidence[0]!.verdict).toBe('missing');
    expect(opposes.score).toBeLessThan(agrees.score);
  });
});
