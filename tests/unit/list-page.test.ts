import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { errorToResponse } from '../../functions/http/error-mapper';
import { FILTERED_READ_PER_ROUND, FILTERED_ROUNDS, readListPage } from '../../functions/data/list-page';
import { db } from '../../functions/data/service';
import { searchWords } from '../../functions/data/search-text';

const ddb = mockClient(DynamoDBDocumentClient);
const entity = db.entities.applicant;

/** A stored applicant as DynamoDB returns it, with its table and index keys. */
const stored = (orgId: string, n: number) =>
  entity
    .create({
      orgId,
      applicantId: `01ARZ3NDEKTSV4RRFFQ69G5F${String(n).padStart(2, '0')}`,
      firstName: 'José',
      lastName: `García ${n}`,
      jobTitle: 'Analyst',
      email: `jose${n}@example.com`,
    })
    .params().Item as Record<string, unknown>;

const keyOf = (item: Record<string, unknown>) => ({
  pk: item.pk,
  sk: item.sk,
  gsi4pk: item.gsi4pk,
  gsi4sk: item.gsi4sk,
});

/** A page of org-1's applicants by name, searched for `q` when given. */
function read(cursor: string | undefined, q?: string, limit = 2) {
  const words = searchWords(q);
  const base = entity.query.byName({ orgId: 'org-1' });
  const query = words.length ? base.where((a, op) => op.contains(a.firstNameFolded, words[0]!)) : base;
  return readListPage({
    query,
    order: 'asc',
    limit,
    cursor,
    shape: { sort: 'name', words },
    filtered: words.length > 0,
    parse: (raw) => entity.parse({ Item: raw }).data,
  });
}

beforeEach(() => ddb.reset());

describe('one page of a server-side list', () => {
  it('reads one Query of limit + 1 items without a filter; the cursor starts after the last item shown', async () => {
    const items = [1, 2, 3].map((n) => stored('org-1', n));
    ddb.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: keyOf(items[2]!) });
    const page = await read(undefined);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi4', Limit: 3 });
    expect(page.items.map((i) => i.lastName)).toEqual(['García 1', 'García 2']);
    expect(page.items[0]).not.toHaveProperty('firstNameFolded');

    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [items[2]!] });
    const next = await read(page.nextCursor!);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual(keyOf(items[1]!));
    expect(next).toEqual({ items: [expect.objectContaining({ lastName: 'García 3' })], nextCursor: null });
  });

  it('gives a full last page no cursor', async () => {
    ddb.on(QueryCommand).resolves({ Items: [stored('org-1', 1), stored('org-1', 2)] });
    expect((await read(undefined)).nextCursor).toBeNull();
  });

  it(`stops a search after ${FILTERED_ROUNDS} rounds and goes on from where it stopped`, async () => {
    const evaluated = [1, 2, 3, 4].map((n) => keyOf(stored('org-1', n)));
    let round = 0;
    ddb.on(QueryCommand).callsFake(async () => ({ Items: [], LastEvaluatedKey: evaluated[round++] }));
    const page = await read(undefined, 'nobody');
    const calls = ddb.commandCalls(QueryCommand);
    expect(calls).toHaveLength(FILTERED_ROUNDS);
    expect(calls.map((c) => c.args[0].input.Limit)).toEqual(
      Array(FILTERED_ROUNDS).fill(FILTERED_READ_PER_ROUND),
    );
    expect(calls[1]!.args[0].input.ExclusiveStartKey).toEqual(evaluated[0]);
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBeTruthy();

    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [] });
    await read(page.nextCursor!, 'nobody');
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual(
      evaluated[FILTERED_ROUNDS - 1],
    );
  });

  it('stops a search as soon as the page is full', async () => {
    const items = [1, 2, 3, 4].map((n) => stored('org-1', n));
    ddb.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: keyOf(items[3]!) });
    const page = await read(undefined, 'jose');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(page.items).toHaveLength(2);
  });

  it('refuses, before reading, a cursor of another search, another organization or made up', async () => {
    const items = [1, 2, 3].map((n) => stored('org-1', n));
    ddb.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: keyOf(items[2]!) });
    const { nextCursor } = await read(undefined, 'jose');
    ddb.reset();
    const forged = Buffer.from(
      JSON.stringify({
        s: JSON.parse(Buffer.from(nextCursor!, 'base64url').toString()).s,
        k: keyOf(stored('org-2', 1)),
      }),
    ).toString('base64url');
    for (const [cursor, q] of [
      [nextCursor!, 'maria'],
      [nextCursor!, undefined],
      [forged, 'jose'],
      ['bm90IGpzb24', 'jose'],
    ] as const) {
      const refusal = await read(cursor, q).then(
        () => undefined,
        (error: unknown) => errorToResponse(error),
      );
      expect(refusal).toMatchObject({ statusCode: 400 });
      expect(JSON.parse((refusal as { body: string }).body)).toMatchObject({
        error: 'ValidationFailed',
        details: { 'query.cursor': [expect.any(String)] },
      });
    }
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
