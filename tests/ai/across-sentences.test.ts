import { scoreAnswer } from '../../functions/ai/offline/score';
import type { Language } from '../../shared/interview-options';

/**
 * Labelled examples of one key point spread over two sentences: a careful rater counts it covered when
 * the sentences say it together, and not when one of them denies it.
 */
const CASES: { language: Language; question: string; keyPoint: string; spread: string; denied: string }[] = [
  {
    language: 'English',
    question: 'What do you do when a patient suddenly deteriorates?',
    keyPoint: 'Checks airway, breathing and vital signs',
    spread: 'First I look at the airway. Then I check that the patient is breathing.',
    denied: 'I check the airway but never the breathing. Then the vital signs.',
  },
  {
    language: 'Russian',
    question: 'Как вы проводите инвентаризацию на складе?',
    keyPoint: 'Сверяет остатки и ищет расхождения',
    spread: 'Сначала пересчитываем остатки по ячейкам. Потом разбираем каждое расхождение.',
    denied: 'Мы не пересчитываем остатки, только сверяем итоги. Потом разбираем каждое расхождение.',
  },
];

describe('a key point said across two sentences (labelled examples)', () => {
  it.each(CASES)('counts it covered when the sentences say it together ($language)', (c) => {
    const { evidence } = scoreAnswer(c.spread, c.question, [c.keyPoint, 'x'.repeat(3)], c.language);
    expect(evidence[0]!.verdict).toBe('covered');
    expect(c.spread).toContain(evidence[0]!.quote);
  });

  it.each(CASES)('does not join a sentence that denies part of it ($language)', (c) => {
    const { evidence } = scoreAnswer(c.denied, c.question, [c.keyPoint, 'x'.repeat(3)], c.language);
    expect(evidence[0]!.verdict).not.toBe('covered');
  });
});
