import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../functions/config';
import { documentClient, dynamoDb } from '../../functions/data/client';
import { backfillSessionLists } from '../../functions/data/session-list-backfill';
import { TABLE_INDEXES } from '../../functions/data/table';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';

/**
 * The session lists read `gsi5`, which projects only what they show
 * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md), on DynamoDB Local as deployed: the
 * local table has the deployed projections, so an attribute a list needs and the index leaves out fails
 * here as it would in the cloud; a session written before `gsi5` is listed again once the backfill ran.
 */

describe('the session list index', () => {
  it('is created locally with the projections the stack deploys', async () => {
    const { Table } = await dynamoDb.send(new DescribeTableCommand({ TableName: config().TABLE_NAME }));
    const local = new Map(Table!.GlobalSecondaryIndexes!.map((i) => [i.IndexName, i.Projection]));
    for (const index of TABLE_INDEXES) {
      const projection = local.get(index.name);
      if (index.projection === 'ALL') expect(projection, index.name).toEqual({ ProjectionType: 'ALL' });
      else {
        expect(projection?.ProjectionType, index.name).toBe('INCLUDE');
        expect([...(projection?.NonKeyAttributes ?? [])].sort()).toEqual([...index.projection].sort());
      }
    }
  });

  it('holds a new session without its questions, and the backfill lists one written before it', async () => {
    const { token, orgId } = await newManagerInNewOrg('Session List Index');
    const session = await newOpenSession(token, 'Indexed', 3);
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        IndexName: 'gsi5',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi5pk' },
        ExpressionAttributeValues: { ':pk': `$hiring#orgid_${orgId.toLowerCase()}` },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items![0]).toMatchObject({ sessionId: session.id, questionCount: 3 });
    expect(Items![0]).not.toHaveProperty('questions');
    expect(Items![0]).not.toHaveProperty('accessCodeHash');

    const listed = async () =>
      (
        (await api('GET', '/api/session', { token })).body.items as { id: string; questionCount: number }[]
      ).map((s) => [s.id, s.questionCount]);
    expect(await listed()).toEqual([[session.id, 3]]);

    // As a session written before gsi5: no keys there, no count. Gone from the list until the backfill.
    const { Items: stored } = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        IndexName: 'gsi5',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi5pk' },
        ExpressionAttributeValues: { ':pk': Items![0]!.gsi5pk },
      }),
    );
    await documentClient.send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: { pk: stored![0]!.pk, sk: stored![0]!.sk },
        UpdateExpression: 'REMOVE gsi5pk, gsi5sk, questionCount',
      }),
    );
    expect(await listed()).toEqual([]);
    const pages: number[] = [];
    expect(await backfillSessionLists(orgId, (p) => void pages.push(p.written))).toEqual({
      read: 1,
      written: 1,
    });
    expect(await listed()).toEqual([[session.id, 3]]);
    // Run again: nothing left to write.
    expect(await backfillSessionLists(orgId, () => {})).toEqual({ read: 0, written: 0 });
  });
});
