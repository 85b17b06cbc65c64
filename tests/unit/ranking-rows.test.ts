import { describe, expect, it } from 'vitest';
import { csvCell, rankingCsv, toRankingRows } from '../../shared/ranking';
import { CandidateSchema, type Candidate } from '../../shared/schemas/job-position';

const AT = '2025-03-01T10:00:00.000Z';

/** A candidate as `listCandidates` answers it (checked by the shared schema), scored when `score` is given. */
function candidate(rank: number | null, firstName: string, lastName: string, score?: number): Candidate {
  const applicantId = `01J0000000000000000000000${firstName[0]}`;
  return CandidateSchema.parse({
    rank,
    applicant: {
      id: applicantId,
      firstName,
      lastName,
      jobTitle: 'Engineer',
      email: `${firstName.toLowerCase()}@example.com`,
      createdAt: AT,
      updatedAt: AT,
    },
    session:
      score === undefined
        ? null
        : {
            id: `01J00000000000000000000S0${firstName[0]}`,
            applicantId,
            applicantName: `${firstName} ${lastName}`,
            interviewId: '01J0000000000000000000000T',
            jobPositionId: '01J0000000000000000000000P',
            topic: 'Backend Engineer',
            language: 'English',
            status: 'scored',
            submitted: true,
            questionCount: 2,
            answerCount: 2,
            createdAt: AT,
            createdBy: { userId: 'u1', name: 'Demo Manager' },
            result: {
              score,
              feedback: 'ok',
              unscoredAnswers: 0,
              suggestions: '',
              injectionSuspected: false,
              scoredAt: AT,
            },
          },
  });
}

/** Three candidates in rank order: Grace (91), Ada (42), and Alan (not scored). */
const rankedCandidates = () => [
  candidate(1, 'Grace', 'Hopper', 91),
  candidate(2, 'Ada', 'Lovelace', 42),
  candidate(null, 'Alan', 'Turing'),
];

describe('toRankingRows (the Candidates tab export)', () => {
  it('writes one row per candidate in rank order, an unscored one with empty score and status', () => {
    const rows = toRankingRows(rankedCandidates());
    expect(rows.map((r) => [r.rank, r.firstName, r.score, r.status])).toEqual([
      [1, 'Grace', 91, 'scored'],
      [2, 'Ada', 42, 'scored'],
      [null, 'Alan', null, ''],
    ]);
    expect(rankingCsv(rows).split('\r\n')[3]).toMatch(/^"","Alan","Turing","alan@example.com",/);
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

describe('CSV cells (OWASP CSV injection)', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Ada')).toBe('"Ada"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
  });

  it('defuses a formula at the start and after any separator a spreadsheet may split on', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell('a,+SUM(A1)')).toBe(`"a,'+SUM(A1)"`);
    expect(csvCell('a\t@x')).toBe(`"a\t'@x"`);
    expect(csvCell('a; -2+3')).toBe(`"a; '-2+3"`);
    expect(csvCell('line\n=HYPERLINK("x")')).toBe(`"line\n'=HYPERLINK(""x"")"`);
    // Ordinary text keeps its hyphens and signs inside words.
    expect(csvCell('Smith-Jones, C++')).toBe('"Smith-Jones, C++"');
  });
});
