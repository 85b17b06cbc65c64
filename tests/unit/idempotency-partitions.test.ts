import { DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { idempotentRoute } from '../../functions/http/idempotency';
import type { HttpEvent } from '../../functions/http/auth';
import { routes } from '../../shared/routes';

/**
 * SaveAnswer's idempotency records spread over one partition per session (docs/capacity.md#partitions):
 * before, every tenant's saves wrote under the one key `idempotency#saveAnswer`, a partition's 1,000
 * writes a second for the whole product.
 */
const dynamo = mockClient(DynamoDBClient);

afterEach(() => dynamo.reset());

const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;
const SESSION_A = '01JSESSION000000000000000AA';
const SESSION_B = '01JSESSION000000000000000BB';

const saveOnce = idempotentRoute('saveAnswer', routes.saveAnswer.idempotency);

async function save(sessionId: string, key: string) {
  const event = { headers: { 'idempotency-key': key } } as unknown as HttpEvent;
  const body = { sessionId, questionId: '01JQUESTION00000000000000Q1', response: 'An answer' };
  return saveOnce(event, context, body, async () => ({ saved: sessionId }));
}

const keysWritten = () =>
  dynamo.commandCalls(PutItemCommand).map((c) => ({
    pk: c.args[0].input.Item!.pk!.S!,
    sk: c.args[0].input.Item!.sk!.S!,
  }));

describe('SaveAnswer idempotency records', () => {
  beforeEach(() => {
    dynamo.on(PutItemCommand).resolves({});
    dynamo.on(UpdateItemCommand).resolves({});
  });

  it('are written under the session they save to, one partition per session', async () => {
    expect(await save(SESSION_A, 'key-1')).toEqual({ saved: SESSION_A });
    await save(SESSION_B, 'key-1');
    await save(SESSION_A, 'key-2');
    const [a1, b1, a2] = keysWritten();
    expect(a1!.pk).toBe(`idempotency#saveAnswer#${SESSION_A}`);
    expect(b1!.pk).toBe(`idempotency#saveAnswer#${SESSION_B}`);
    expect(a2!.pk).toBe(a1!.pk);
    // One record per key within the session's partition.
    expect(a2!.sk).not.toBe(a1!.sk);
    expect(a1!.sk.startsWith('saveAnswer#')).toBe(true);
  });

  it('are completed under the same key they were started under', async () => {
    await save(SESSION_A, 'key-3');
    const [started] = keysWritten();
    const completed = dynamo.commandCalls(UpdateItemCommand)[0]!.args[0].input.Key!;
    expect({ pk: completed.pk!.S, sk: completed.sk!.S }).toEqual(started);
  });
});
