import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config, resetConfig } from '../../functions/config';
import { documentClient, dynamoDb } from '../../functions/data/client';
import { backfillSessionLists, leaveSharedIndexes } from '../../functions/data/session-list-backfill';
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

    // Written under SESSION_LIST_INDEX=gsi5, the session is in neither shared ALL index it used to be in.
    const { Items: stored } = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        IndexName: 'gsi5',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi5pk' },
        ExpressionAttributeValues: { ':pk': Items![0]!.gsi5pk },
      }),
    );
    const key = { pk: stored![0]!.pk, sk: stored![0]!.sk };
    const raw = async () =>
      (await documentClient.send(new GetCommand({ TableName: config().TABLE_NAME, Key: key }))).Item!;
    const shared = async () => Object.keys(await raw()).filter((k) => /^gsi[134]/.test(k));
    expect(await shared()).toEqual([]);
    const byName = async () =>
      (
        (await api('GET', '/api/session?sort=applicantName&order=asc', { token })).body.items as {
          id: string;
        }[]
      ).map((s) => s.id);
    expect(await byName()).toEqual([session.id]);

    // As a session written before gsi5 and gsi6: in gsi1, gsi3 and gsi4, no gsi5 or gsi6 keys, no count.
    // Gone from both lists until the backfill.
    const before = Items![0]!;
    const named = await raw();
    await documentClient.send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: key,
        UpdateExpression:
          'SET gsi1pk = :g1pk, gsi1sk = :g1sk, gsi3pk = :g3pk, gsi3sk = :g3sk, gsi4pk = :g4pk, gsi4sk = :g4sk REMOVE gsi5pk, gsi5sk, questionCount, gsi6pk, gsi6sk',
        ExpressionAttributeValues: {
          ':g1pk': before.gsi5pk,
          ':g1sk': before.gsi5sk,
          ':g4pk': named.gsi6pk,
          ':g4sk': named.gsi6sk,
          ':g3pk': '$hiring#jobpositionid_01jobposition',
          ':g3sk': '$session_1',
        },
      }),
    );
    expect(await listed()).toEqual([]);
    expect(await byName()).toEqual([]);
    const pages: number[] = [];
    expect(await backfillSessionLists(orgId, (p) => void pages.push(p.written))).toEqual({
      read: 1,
      written: 1,
    });
    expect(await listed()).toEqual([[session.id, 3]]);
    expect(await byName()).toEqual([session.id]);
    // Run again: nothing left to write.
    expect(await backfillSessionLists(orgId, () => {})).toEqual({ read: 0, written: 0 });

    // Then out of the shared indexes: still listed both ways, no gsi1, gsi3 or gsi4 keys left; a second
    // run finds none.
    expect(await leaveSharedIndexes(orgId, () => {})).toEqual({ read: 1, written: 1 });
    expect(await shared()).toEqual([]);
    expect(await listed()).toEqual([[session.id, 3]]);
    expect(await byName()).toEqual([session.id]);
    expect(await leaveSharedIndexes(orgId, () => {})).toEqual({ read: 0, written: 0 });
  });

  it('refuses to take sessions out of gsi1 while the lists still read it', async () => {
    const previous = process.env.SESSION_LIST_INDEX;
    process.env.SESSION_LIST_INDEX = 'gsi1';
    resetConfig();
    try {
      await expect(leaveSharedIndexes('any-org', () => {})).rejects.toThrow(/SESSION_LIST_INDEX is gsi1/);
    } finally {
      process.env.SESSION_LIST_INDEX = previous;
      resetConfig();
    }
  });
});
