import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { deleteKeys, partitionKeys, type ItemKey } from '../../functions/data/partition';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'hiring-unit';
const keys = (n: number): ItemKey[] => Array.from({ length: n }, (_, i) => ({ pk: 'p', sk: `s${i}` }));
const deleted = (call: number) =>
  (dynamo.commandCalls(BatchWriteCommand)[call]!.args[0].input.RequestItems![TABLE] ?? []).map(
    (r) => r.DeleteRequest!.Key as ItemKey,
  );

afterEach(() => dynamo.reset());

describe('whole partitions', () => {
  it('reads every page of a partition, keys only', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ pk: 'p', sk: 'a' }], LastEvaluatedKey: { pk: 'p', sk: 'a' } })
      .resolvesOnce({ Items: [{ pk: 'p', sk: 'b' }] });
    expect(await partitionKeys('p')).toEqual([
      { pk: 'p', sk: 'a' },
      { pk: 'p', sk: 'b' },
    ]);
    const [first, second] = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(first).toMatchObject({ TableName: TABLE, ExpressionAttributeValues: { ':pk': 'p' } });
    expect(first!.ProjectionExpression).toBe('#pk, #sk');
    expect(second!.ExclusiveStartKey).toEqual({ pk: 'p', sk: 'a' });
  });

  it('deletes in batches of 25 and tries unprocessed items again', async () => {
    const all = keys(30);
    dynamo
      .on(BatchWriteCommand)
      // The first batch (25) leaves two unprocessed; the second (5) passes; the retry of the two passes.
      .resolvesOnce({
        UnprocessedItems: { [TABLE]: all.slice(0, 2).map((Key) => ({ DeleteRequest: { Key } })) },
      })
      .resolves({});
    expect(await deleteKeys(all)).toEqual([]);
    expect(deleted(0)).toEqual(all.slice(0, 25));
    expect(deleted(1)).toEqual(all.slice(25));
    expect(deleted(2)).toEqual(all.slice(0, 2));
  });

  it('returns what is still unprocessed after three tries, for the caller to fail', async () => {
    const all = keys(3);
    dynamo
      .on(BatchWriteCommand)
      .resolves({ UnprocessedItems: { [TABLE]: [{ DeleteRequest: { Key: all[1] } }] } });
    expect(await deleteKeys(all)).toEqual([all[1]]);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(3);
  });
});
