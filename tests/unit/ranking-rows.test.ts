import { describe, expect, it } from 'vitest';
import { rankingCsv, toRankingRows } from '../../shared/ranking';
import { rankedCandidates } from '../web/job-position-fixtures';

describe('toRankingRows (the Candidates tab export)', () => {
  it('writes one row per candidate in rank order, an unscored one with empty score and status', () => {
    const rows = toRankingRows(rankedCandidates());
    expect(rows.map((r) => [r.rank, r.firstName, r.score, r.status])).toEqual([
      [1, 'Grace', 91, 'scored'],
      [2, 'Ada', 42, 'scored'],
      [null, 'Alan', null, ''],
    ]);
    expect(rankingCsv(rows).split('\r\n')[3]).toMatch(/^,Alan,Turing,alan@example.com,/);
  });

  it("takes a person's reviewed score over the AI's and says whose it is", () => {
    const [grace] = rankedCandidates();
    const reviewed = {
      ...grace!,
      session: {
        ...grace!.session!,
        effectiveScore: { score: 70, source: 'reviewed' as const, reviewedAnswers: 1 },
      },
    };
    const [row] = toRankingRows([reviewed]);
    expect(row).toMatchObject({ score: 70, scoreSource: 'reviewed' });
  });
});
