import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { describeCall, type RawCall } from '../../infra/artifacts/aws-calls';

/**
 * The artifact run's IAM check derives action and resource from the request a bundled function sends.
 * These requests are made by the real SDK clients (signed, serialized), caught before they leave.
 */
const options = {
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  maxAttempts: 1,
};

class Caught extends Error {
  constructor(readonly call: RawCall) {
    super('caught');
  }
}

const requestHandler = {
  handle: async (request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    headers: Record<string, string>;
    body?: unknown;
  }) => {
    const search = new URLSearchParams(request.query ?? {}).toString();
    const body =
      typeof request.body === 'string'
        ? Buffer.from(request.body)
        : request.body instanceof Uint8Array
          ? Buffer.from(request.body)
          : Buffer.alloc(0);
    const url = search ? `${request.path}?${search}` : request.path;
    throw new Caught({ method: request.method, url, headers: request.headers, body });
  },
};

async function caught(send: () => Promise<unknown>): Promise<RawCall> {
  try {
    await send();
  } catch (error) {
    if (error instanceof Caught) return error.call;
    throw error;
  }
  throw new Error('request was not caught');
}

const table = 'arn:aws:dynamodb:us-east-1:000000000000:table/hiring';

describe('AWS calls as IAM sees them', () => {
  it('names a DynamoDB query on an index and each item of a transaction', async () => {
    const dynamo = new DynamoDBClient({ ...options, requestHandler });
    const query = await caught(() =>
      dynamo.send(
        new QueryCommand({
          TableName: 'hiring',
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': { S: 'x' } },
        }),
      ),
    );
    expect(describeCall(query).checks).toEqual([
      { action: 'dynamodb:Query', resource: `${table}/index/gsi1` },
    ]);
    const transaction = await caught(() =>
      dynamo.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: 'hiring', Item: { pk: { S: 'a' }, sk: { S: 'b' } } } },
            {
              ConditionCheck: {
                TableName: 'hiring',
                Key: { pk: { S: 'a' }, sk: { S: 'c' } },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    // Each item's partition key is the request's dynamodb:LeadingKeys, for policies conditioned on it.
    const leading = { 'dynamodb:LeadingKeys': ['a'] };
    expect(describeCall(transaction).checks).toEqual([
      { action: 'dynamodb:PutItem', resource: table, context: leading },
      { action: 'dynamodb:ConditionCheckItem', resource: table, context: leading },
    ]);
  });

  it('checks Cognito admin calls on the pool and lets app-client calls through without IAM', async () => {
    const cognito = new CognitoIdentityProviderClient({ ...options, requestHandler });
    const admin = await caught(() =>
      cognito.send(new AdminGetUserCommand({ UserPoolId: 'local_abc', Username: 'a@example.com' })),
    );
    expect(describeCall(admin).checks).toEqual([
      {
        action: 'cognito-idp:AdminGetUser',
        resource: 'arn:aws:cognito-idp:us-east-1:000000000000:userpool/local_abc',
      },
    ]);
    const signIn = await caught(() =>
      cognito.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c', AuthParameters: {} }),
      ),
    );
    expect(describeCall(signIn)).toMatchObject({
      service: 'cognito-idp',
      operation: 'InitiateAuth',
      checks: [],
    });
  });

  it('names the sender identity of an e-mail, the worker of an invoke and the model of a Converse call', async () => {
    const ses = new SESv2Client({ ...options, requestHandler });
    const mail = await caught(() =>
      ses.send(
        new SendEmailCommand({
          FromEmailAddress: 'Hiring <no-reply@example.com>',
          Destination: { ToAddresses: ['a@example.com'] },
          Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } },
        }),
      ),
    );
    expect(describeCall(mail).checks).toEqual([
      {
        action: 'ses:SendEmail',
        resource: 'arn:aws:ses:us-east-1:000000000000:identity/no-reply@example.com',
        context: { 'ses:FromAddress': 'no-reply@example.com' },
      },
    ]);
    const lambda = new LambdaClient({ ...options, requestHandler });
    const invoke = await caught(() =>
      lambda.send(
        new InvokeCommand({ FunctionName: 'Worker', InvocationType: 'Event', Payload: Buffer.from('{}') }),
      ),
    );
    expect(describeCall(invoke).checks).toEqual([
      { action: 'lambda:InvokeFunction', resource: 'arn:aws:lambda:us-east-1:000000000000:function:Worker' },
    ]);
    const bedrock = new BedrockRuntimeClient({ ...options, requestHandler });
    const converse = await caught(() =>
      bedrock.send(
        new ConverseCommand({
          modelId: 'amazon.nova-lite-v1:0',
          messages: [{ role: 'user', content: [{ text: 'hi' }] }],
        }),
      ),
    );
    expect(describeCall(converse).checks).toEqual([
      {
        action: 'bedrock:InvokeModel',
        resource: 'arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-lite-v1:0',
      },
    ]);
    // A cross-region inference profile: the profile in the caller's region, then the foundation model in
    // each region the profile may route to.
    const profile = await caught(() =>
      bedrock.send(
        new ConverseCommand({
          modelId: 'us.amazon.nova-lite-v1:0',
          messages: [{ role: 'user', content: [{ text: 'hi' }] }],
        }),
      ),
    );
    expect(describeCall(profile).checks).toEqual([
      {
        action: 'bedrock:InvokeModel',
        resource: 'arn:aws:bedrock:us-east-1:000000000000:inference-profile/us.amazon.nova-lite-v1:0',
      },
      ...['us-east-1', 'us-east-2', 'us-west-2'].map((region) => ({
        action: 'bedrock:InvokeModel',
        resource: `arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`,
      })),
    ]);
  });

  it('checks reminder schedules on the schedule in its group, and the role a new one is handed', async () => {
    const scheduler = new SchedulerClient({ ...options, requestHandler });
    const schedule = 'arn:aws:scheduler:us-east-1:000000000000:schedule/Reminders/reminder-s1';
    const role = 'arn:aws:iam::000000000000:role/SchedulerRole';
    const create = await caught(() =>
      scheduler.send(
        new CreateScheduleCommand({
          Name: 'reminder-s1',
          GroupName: 'Reminders',
          ScheduleExpression: 'at(2030-01-01T00:00:00)',
          FlexibleTimeWindow: { Mode: 'OFF' },
          Target: {
            Arn: 'arn:aws:lambda:us-east-1:000000000000:function:Worker',
            RoleArn: role,
            Input: '{}',
          },
        }),
      ),
    );
    expect(describeCall(create)).toMatchObject({
      service: 'scheduler',
      operation: 'CreateSchedule',
      checks: [
        { action: 'scheduler:CreateSchedule', resource: schedule },
        { action: 'iam:PassRole', resource: role },
      ],
    });
    const remove = await caught(() =>
      scheduler.send(new DeleteScheduleCommand({ Name: 'reminder-s1', GroupName: 'Reminders' })),
    );
    expect(describeCall(remove).checks).toEqual([{ action: 'scheduler:DeleteSchedule', resource: schedule }]);
  });
});
