import { OfflineProvider } from '../../functions/ai/offline/offline-provider';
import { evaluateOwnSet } from './evaluate-own';
import { OWN_SET } from './own-set';

const result = await evaluateOwnSet(new OfflineProvider());
const languages = Object.keys(result.byLanguage);
const review = OWN_SET.flatMap((q) => {
  const i = q.answers.findIndex((a) => a.kind === 'wrong language');
  return i < 0 ? [] : [{ id: q.id, ...result.flags[q.id]![i]! }];
});

describe('the offline scorer on the labelled set of ./labelled', () => {
  it('has at least 12 questions in at least 5 interview languages', () => {
    expect(OWN_SET.length).toBeGreaterThanOrEqual(12);
    expect(languages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(['overall', ...languages])('agrees with the labels: Spearman ≥ 0.85 (%s)', (slice) => {
    const f = slice === 'overall' ? result.overall : result.byLanguage[slice]!;
    expect(f.spearman).toBeGreaterThanOrEqual(0.85);
  });

  it.each(languages)(
    'holds restatements, keyword lists and copies of the question at 0-2 (%s)',
    (language) => {
      const f = result.byLanguage[language]!;
      expect(f.echoMax).toBeLessThanOrEqual(2);
      expect(f.paraphraseMax).toBeLessThanOrEqual(2);
    },
  );

  it.each(languages)('scores no kind of answer above a kind labelled better (%s)', (language) => {
    expect(result.byLanguage[language]!.inversions).toEqual([]);
  });

  it.each(languages)('scores confidently wrong answers below short correct ones (%s)', (language) => {
    const kinds = result.byLanguage[language]!.kinds;
    const mean = (kind: string) => kinds.find((k) => k.kind === kind)?.score;
    const wrong = mean('confidently wrong');
    if (wrong !== undefined) expect(wrong).toBeLessThan(mean('concise correct')!);
  });

  it('flags every answer in another language for review and scores it above 0', () => {
    expect(review.length).toBeGreaterThan(0);
    for (const r of review) {
      expect(r.needsReview, r.id).toBe(true);
      expect(r.score, r.id).toBeGreaterThan(0);
    }
  });

  it.each(languages)('scores off-topic answers and injections 0-1 (%s)', (language) => {
    expect(result.byLanguage[language]!.offTopicMax).toBeLessThanOrEqual(1);
  });

  it('scores the same content in simple non-native wording within 1 point of the native answer', () => {
    for (const q of OWN_SET) {
      const score = (kind: string) =>
        result.scored.find((s) => s.question === q.id && s.kind === kind)!.score;
      expect(Math.abs(score('non-native correct') - score('concise correct')), q.id).toBeLessThanOrEqual(1);
    }
  });

  it('puts every exemplary answer above the vague, echoed and off-topic answers of its question', () => {
    for (const q of OWN_SET) {
      const mine = result.scored.filter((s) => s.question === q.id);
      const top = mine.find((s) => s.kind === 'exemplary')!.score;
      const low = mine.filter((s) => s.label <= 2).map((s) => s.score);
      expect(top, q.id).toBeGreaterThan(Math.max(...low));
    }
  });

  it('shows no key point covered for an answer it holds at 0-2 as an echo or a list', () => {
    for (const s of result.scored.filter((x) =>
      ['keyword list', 'one-sentence restatement'].includes(x.kind),
    )) {
      expect(s.verdicts, `${s.question} ${s.kind}`).not.toContain('covered');
    }
  });
});
