import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientOptions, config } from '../config';
import { traced } from '../observability/tracer';

/** The DynamoDB client, made once per process (docs/architecture.md#config: clients at module scope), traced. */
export const dynamoDb = traced(new DynamoDBClient(clientOptions(config().DYNAMODB_ENDPOINT)));

/** Document client over {@link dynamoDb}, used by ElectroDB. */
export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true },
});
