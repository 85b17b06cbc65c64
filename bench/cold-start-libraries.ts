/**
 * Reference for `cold-start.ts`, not a function of the stack: a handler that loads only the libraries
 * every table function loads when it starts, made the way the product makes them (a traced DynamoDB
 * document client at module scope, Powertools Logger, Metrics and Tracer around a middy handler,
 * ElectroDB, zod) and nothing of the product. Its import is the part of a cold start that the product's
 * own code cannot lower.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import { Entity } from 'electrodb';
import * as z from 'zod';

const tracer = new Tracer();
const logger = new Logger();
const metrics = new Metrics();
const client = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})));
const Input = z.object({ id: z.string().min(1) });

/** Reads one item by id through one ElectroDB entity, built on first use as the product's are. */
export const handler = middy(async (event: unknown) => {
  const item = new Entity(
    {
      model: { entity: 'item', version: '1', service: 'bench' },
      attributes: { id: { type: 'string', required: true } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    { client, table: process.env.TABLE_NAME },
  );
  return (await item.get(Input.parse(event)).go()).data;
})
  .use(captureLambdaHandler(tracer))
  .use(injectLambdaContext(logger))
  .use(logMetrics(metrics));
