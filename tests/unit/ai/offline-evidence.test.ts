import { deriveEvidence } from '../../../functions/ai/offline/evidence-terms';
import { OfflineProvider } from '../../../functions/ai/offline/offline-provider';
import { generateOfflineQuestions } from '../../../functions/ai/offline/generate';
import { scoreAnswer } from '../../../functions/ai/offline/score';

const metricsQuestion =
  'Which customer service metrics have you worked with, such as CSAT or first-contact resolution, and how did you improve yours?';

/** The bank's own version of the question, with its key points, as a generated template carries it. */
function bankMetricsQuestion() {
  const { questions } = generateOfflineQuestions({
    topic: 'Customer Service Representative',
    language: 'English',
    numberOfQuestions: 30,
  });
  return questions.find((q) => q.text === metricsQuestion)!;
}

describe('offline evidence', () => {
  it('recognises the short correct answer that used to score 4/10 with "none covered"', () => {
    const q = bankMetricsQuestion();
    expect(q.keyPoints).toEqual([
      'Knows common metrics (CSAT, FCR, AHT, NPS)',
      'Understands what each measures',
      'Concrete actions that improved a metric',
    ]);
    const result = scoreAnswer('I tracked CSAT and FCR weekly and improved FCR to 78%.', q.text, q.keyPoints);
    expect(result.evidence[0]).toMatchObject({ verdict: 'covered', quote: expect.stringContaining('CSAT') });
    expect(result.evidence[2]).toMatchObject({ verdict: 'covered', quote: expect.stringContaining('78%') });
    expect(result.score).toBeGreaterThanOrEqual(7);
  });

  it('holds a block of key-point words repeated four times at 0-2, far below a real answer', () => {
    const q = bankMetricsQuestion();
    const block = 'CSAT FCR AHT NPS metrics measure improved actions concrete. ';
    const stuffed = scoreAnswer(block.repeat(4), q.text, q.keyPoints);
    const echoed = scoreAnswer(q.keyPoints.join('. '), q.text, q.keyPoints);
    const real = scoreAnswer(
      'I tracked CSAT and FCR weekly; FCR is the share of issues solved on the first contact. I raised FCR from 64% to 78% with macros.',
      q.text,
      q.keyPoints,
    );
    expect(stuffed.score).toBeLessThanOrEqual(2);
    expect(echoed.score).toBeLessThanOrEqual(2);
    // A short answer covering every key point with figures: the 8-10 end, not the top for its length.
    expect(real.score).toBeGreaterThanOrEqual(8);
  });

  it('derives evidence from a key point a manager wrote: listed examples cover it alone', () => {
    const groups = deriveEvidence('Names tools such as Jira, Zendesk or Freshdesk');
    expect(groups[0]).toEqual({ terms: ['~jira', '~zendesk', '~freshdesk'], strong: true });
    const result = scoreAnswer('We ran every queue in Zendesk.', 'Which tools?', [
      'Names tools such as Jira, Zendesk or Freshdesk',
    ]);
    expect(result.evidence[0]).toEqual({
      keyPoint: 'Names tools such as Jira, Zendesk or Freshdesk',
      verdict: 'covered',
      quote: 'We ran every queue in Zendesk.',
    });
  });

  it('scores a manual template in Russian from its own words, with a quote', () => {
    const result = scoreAnswer(
      'Сначала я выслушиваю клиента. Потом предлагаю решение и возврат денег.',
      'Как вы работаете с недовольным клиентом?',
      ['предлагаю решение', 'возврат денег'],
    );
    expect(result.evidence.map((e) => e.verdict)).toEqual(['covered', 'covered']);
    expect(result.evidence[1]!.quote).toContain('возврат денег');
  });

  it('writes the verdicts of a Spanish interview in the reporting language, quoting the Spanish answer', async () => {
    const result = await new OfflineProvider().scoreSession({
      topic: 'Atención al cliente',
      language: 'Spanish',
      reportLanguage: 'English',
      items: [
        {
          questionId: 'q',
          question: '¿Cómo atiendes a un cliente enfadado?',
          keyPoints: ['Mantiene la calma', 'Propone una solución'],
          answer: 'Mantengo la calma y le propongo una solución: un reembolso.',
        },
      ],
    });
    expect(result.answers[0]!.feedback).toMatch(/^Covered: Mantiene la calma/);
    expect(result.answers[0]!.evidence[0]!.quote).toMatch(/^Mantengo la calma/);
    expect(result.feedback).toMatch(/^Answered 1 of 1 questions/);
  });
});

describe('the offline bank', () => {
  it('gives every key point, in both languages, evidence terms to look for and shows no markup', async () => {
    const { BANK, GENERIC_QUESTIONS } = await import('../../../functions/ai/offline/bank');
    const { keyPointText } = await import('../../../functions/ai/offline/bank/types');
    const { evidenceFor } = await import('../../../functions/ai/offline/evidence-terms');
    const questions = [
      ...GENERIC_QUESTIONS,
      ...BANK.flatMap((g) => [...g.questions, ...g.topics.flatMap((t) => t.questions)]),
    ];
    const keyPoints = questions.flatMap((q) => [...q.en.keyPoints, ...q.es.keyPoints].map(keyPointText));
    expect(keyPoints.length).toBeGreaterThan(2000);
    for (const k of keyPoints) {
      expect(k).not.toMatch(/\[\[|\]\]|\|\|/);
      expect(evidenceFor(k).length).toBeGreaterThan(0);
    }
  }, 20_000); // every key point of the bank, derived once each

  it('recognises a short real answer to a generic question through its hand-written evidence', () => {
    const result = scoreAnswer(
      'It was my mistake: I shipped without a test. I rolled it back within ten minutes, found the root cause and added a checklist step since then.',
      'Tell me about a mistake you made at work.',
      [
        'Owns the mistake openly',
        'Immediate action to limit the impact',
        'Root cause identified',
        'Lasting change to prevent it recurring',
      ],
    );
    expect(result.evidence.map((e) => e.verdict)).toEqual(['covered', 'covered', 'covered', 'covered']);
    // Every key point, briefly and without figures: a short correct answer (docs/decisions/0097-offline-scorer-calibration.md).
    expect(result.score).toBeGreaterThanOrEqual(7);
  });
});
