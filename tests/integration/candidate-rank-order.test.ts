import { randomUUID } from 'node:crypto';
import { newId } from '../../functions/data/attributes';
import { db } from '../../functions/data/service';
import { candidateRankKey } from '../../functions/sessions/candidate-rank';

/**
 * A position's ranking is read from gsi3 in the order DynamoDB sorts the stored rank keys (decision record
 * 0071). These candidates are written through the applicant entity to DynamoDB Local and read back through the
 * same index, so the order asserted is the table's own, not a re-implementation of it.
 */
async function rankedByTheTable(
  candidates: { firstName: string; lastName: string; score: number | null; scoredAt?: string }[],
): Promise<string[]> {
  const orgId = `org-rank-${randomUUID()}`;
  const jobPositionId = newId();
  for (const c of candidates) {
    const applicantId = newId();
    await db.entities.applicant
      .create({
        orgId,
        applicantId,
        firstName: c.firstName,
        lastName: c.lastName,
        jobTitle: 'Analyst',
        email: `${applicantId.toLowerCase()}@example.com`,
        jobPositionId,
        rankKey: candidateRankKey({ applicantId, ...c }),
      })
      .go();
  }
  const { data } = await db.entities.applicant.query.byJobPosition({ jobPositionId }).go({ pages: 'all' });
  return data.map((a) => `${a.firstName} ${a.lastName}`);
}

describe('candidate rank keys in DynamoDB Local’s order', () => {
  it('ranks best score first, earlier scored first on equal scores, then unscored by name ignoring case and accents', async () => {
    expect(
      await rankedByTheTable([
        { firstName: 'zoe', lastName: 'Young', score: null },
        { firstName: 'Ana', lastName: 'Lima', score: 42, scoredAt: '2025-03-02T10:00:00.000Z' },
        { firstName: 'Émile', lastName: 'Zola', score: null },
        { firstName: 'Grace', lastName: 'Hopper', score: 100, scoredAt: '2025-03-03T10:00:00.000Z' },
        { firstName: 'Ada', lastName: 'Lovelace', score: 42, scoredAt: '2025-03-01T10:00:00.000Z' },
        { firstName: 'Alan', lastName: 'Turing', score: 9, scoredAt: '2025-03-01T09:00:00.000Z' },
        { firstName: 'Edsger', lastName: 'dijkstra', score: 0, scoredAt: '2025-03-01T08:00:00.000Z' },
        { firstName: 'Barbara', lastName: 'Éclair', score: null },
      ]),
    ).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
      'Ana Lima',
      'Alan Turing',
      'Edsger dijkstra',
      'Barbara Éclair',
      'zoe Young',
      'Émile Zola',
    ]);
  });

  it('keeps scores with decimals in order, and never gives two candidates of the same name one key', async () => {
    const at = '2025-01-01T00:00:00.000Z';
    expect(
      await rankedByTheTable([
        { firstName: 'A', lastName: 'A', score: 55.5, scoredAt: at },
        { firstName: 'B', lastName: 'B', score: 55, scoredAt: at },
        { firstName: 'C', lastName: 'C', score: 56, scoredAt: at },
      ]),
    ).toEqual(['C C', 'A A', 'B B']);
    const sam = { firstName: 'Sam', lastName: 'Lee', score: null };
    const keys = [newId(), newId()].map((applicantId) => candidateRankKey({ applicantId, ...sam }));
    expect(new Set(keys).size).toBe(2);
  });
});
