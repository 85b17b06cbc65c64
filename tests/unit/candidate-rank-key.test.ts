import { candidateRankKey, type RankKeyInput } from '../../functions/sessions/candidate-rank';

const candidate = (
  applicantId: string,
  firstName: string,
  lastName: string,
  score: number | null,
  scoredAt?: string,
): RankKeyInput => ({
  applicantId,
  firstName,
  lastName,
  score,
  ...(scoredAt ? { scoredAt } : {}),
});

/** Names in the order DynamoDB returns their keys (ascending, byte order, as ElectroDB lower-cases them). */
const ranked = (cs: RankKeyInput[]) =>
  cs
    .map((c) => ({ name: `${c.firstName} ${c.lastName}`, key: candidateRankKey(c).toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => c.name);

describe('candidateRankKey', () => {
  it('orders best score first, earlier scored first on equal scores, then unscored by name ignoring case and accents', () => {
    expect(
      ranked([
        candidate('01A', 'zoe', 'Young', null),
        candidate('01B', 'Ana', 'Lima', 42, '2025-03-02T10:00:00.000Z'),
        candidate('01C', 'Émile', 'Zola', null),
        candidate('01D', 'Grace', 'Hopper', 100, '2025-03-03T10:00:00.000Z'),
        candidate('01E', 'Ada', 'Lovelace', 42, '2025-03-01T10:00:00.000Z'),
        candidate('01F', 'Alan', 'Turing', 9, '2025-03-01T09:00:00.000Z'),
        candidate('01G', 'Edsger', 'dijkstra', 0, '2025-03-01T08:00:00.000Z'),
        candidate('01H', 'Barbara', 'Éclair', null),
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

  it('keeps scores with decimals in order and never gives two candidates the same key', () => {
    const keys = [
      candidate('01A', 'A', 'A', 55.5, '2025-01-01T00:00:00.000Z'),
      candidate('01B', 'B', 'B', 55, '2025-01-01T00:00:00.000Z'),
      candidate('01C', 'C', 'C', 56, '2025-01-01T00:00:00.000Z'),
    ];
    expect(ranked(keys)).toEqual(['C C', 'A A', 'B B']);
    const same = [candidate('01A', 'Sam', 'Lee', null), candidate('01B', 'Sam', 'Lee', null)];
    expect(new Set(same.map(candidateRankKey)).size).toBe(2);
  });
});
