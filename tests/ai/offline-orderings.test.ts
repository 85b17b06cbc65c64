import { OfflineProvider } from '../../functions/ai/offline/offline-provider';
import { quoteInAnswer } from '../../functions/ai/evidence';
import { evaluate } from './evaluate';
import { LABELLED_SET } from './labelled-set';

const result = await evaluate(new OfflineProvider());
const score = (question: string, kind: string) =>
  result.scored.find((s) => s.question === question && s.kind === kind)!.score;

describe.each(LABELLED_SET.map((q) => [q.id, q] as const))('offline scorer on %s', (id, q) => {
  it.each(['greeting', 'gibberish', 'off-topic', 'keyword list', 'injected'])('scores a %s 0-2', (kind) => {
    expect(score(id, kind)).toBeLessThanOrEqual(2);
  });

  it('ranks a concise correct answer at least 3 points above a long vague one', () => {
    expect(q.answers.find((a) => a.kind === 'vague')!.text.length).toBeGreaterThan(
      q.answers.find((a) => a.kind === 'concise correct')!.text.length,
    );
    expect(score(id, 'concise correct') - score(id, 'vague')).toBeGreaterThanOrEqual(3);
  });

  it('scores a non-native correct answer within 2 points of the native one', () => {
    expect(Math.abs(score(id, 'non-native correct') - score(id, 'concise correct'))).toBeLessThanOrEqual(2);
  });

  it('puts an exemplary answer in the top band (7-10)', () => {
    expect(score(id, 'exemplary')).toBeGreaterThanOrEqual(7);
  });
});

describe('offline scorer on the whole labelled set', () => {
  it('agrees with the labels: ordering accuracy ≥ 0.85 and Spearman ≥ 0.8', () => {
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
    expect(result.spearman).toBeGreaterThanOrEqual(0.8);
  });

  it('quotes only words that are in the answer, for every covered or partial verdict', async () => {
    const provider = new OfflineProvider();
    for (const q of LABELLED_SET) {
      const scored = await provider.scoreSession({
        topic: q.topic,
        language: q.language,
        items: q.answers.map((a, i) => ({
          questionId: String(i),
          question: q.question,
          keyPoints: q.keyPoints,
          answer: a.text,
        })),
      });
      scored.answers.forEach((a, i) => {
        expect(a.evidence.map((e) => e.keyPoint)).toEqual(q.keyPoints);
        for (const e of a.evidence) {
          if (e.verdict === 'missing') expect(e.quote).toBeUndefined();
          else expect(quoteInAnswer(e.quote!, q.answers[i]!.text)).toBe(true);
        }
      });
    }
  });
});
