import type { LocalLambda } from './lambda-runtime';
import { LocalSqs, type QueueSettings } from './sqs-queue';
import { TableStream } from './table-stream';
import { LOCAL_REGION, type CfnTemplate } from './template';

type Props = Record<string, unknown>;

/** The logical id an `Fn::GetAtt` or `Ref` names. */
function logicalId(value: unknown): string | undefined {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
}

/**
 * Whether a record matches a filter pattern of an event source mapping (AWS Lambda developer guide,
 * "Control which events Lambda sends to your function": a field's list of values matches when the
 * record's value is one of them, or begins with a `{ "prefix": … }` of it; nested objects match field by
 * field; a field the record lacks never matches).
 */
export function matchesPattern(record: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((rule) =>
      rule !== null && typeof rule === 'object' && 'prefix' in rule
        ? typeof record === 'string' && record.startsWith(String((rule as { prefix: unknown }).prefix))
        : record === rule,
    );
  }
  if (pattern === null || typeof pattern !== 'object') return false;
  if (record === null || typeof record !== 'object') return false;
  return Object.entries(pattern).every(([key, sub]) =>
    matchesPattern((record as Record<string, unknown>)[key], sub),
  );
}

/**
 * The template's queues and event source mappings, run on this machine: SQS queues ({@link LocalSqs}),
 * the mappings from a queue to a function, and the mappings from the table's stream (its new, changed
 * and removed items, read from DynamoDB Local's stream, filtered by each mapping's patterns).
 */
export function startEventSources(
  template: CfnTemplate,
  lambdas: Map<string, LocalLambda>,
  dynamodb: string,
  tableName: string,
) {
  const resources = Object.entries(template.Resources);
  const queues: QueueSettings[] = resources
    .filter(([, r]) => r.Type === 'AWS::SQS::Queue')
    .map(([id, r]) => {
      const p = (r.Properties ?? {}) as Props;
      const redrive = p.RedrivePolicy as Props | undefined;
      return {
        id,
        visibilityTimeoutSeconds: Number(p.VisibilityTimeout ?? 30),
        retentionSeconds: Number(p.MessageRetentionPeriod ?? 345_600),
        delaySeconds: Number(p.DelaySeconds ?? 0),
        ...(redrive
          ? {
              redrive: {
                deadLetterQueueId: logicalId(redrive.deadLetterTargetArn)!,
                maxReceiveCount: Number(redrive.maxReceiveCount),
              },
            }
          : {}),
      };
    });
  const sqs = new LocalSqs(queues);
  const stream = new TableStream(dynamodb, tableName);
  for (const [, r] of resources.filter(([, r]) => r.Type === 'AWS::Lambda::EventSourceMapping')) {
    const p = (r.Properties ?? {}) as Props;
    const fn = lambdas.get(logicalId(p.FunctionName) ?? '');
    const source = logicalId(p.EventSourceArn) ?? '';
    if (!fn) continue;
    const batchSize = Number(p.BatchSize ?? 10);
    const maxConcurrency = Number((p.ScalingConfig as Props | undefined)?.MaximumConcurrency ?? 0);
    const invoke = (event: unknown) => fn.invoke(event);
    if (template.Resources[source]?.Type === 'AWS::SQS::Queue') {
      sqs.poll(
        {
          queueId: source,
          queueArn: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${source}`,
          region: LOCAL_REGION,
          batchSize,
          ...(maxConcurrency ? { maxConcurrency } : {}),
          reportBatchItemFailures: ((p.FunctionResponseTypes as string[]) ?? []).includes(
            'ReportBatchItemFailures',
          ),
        },
        invoke,
      );
    } else if (template.Resources[source]?.Type === 'AWS::DynamoDB::Table') {
      const patterns = (
        ((p.FilterCriteria as Props | undefined)?.Filters ?? []) as { Pattern: string }[]
      ).map((f) => JSON.parse(f.Pattern) as unknown);
      stream.subscribe({
        batchSize,
        retries: Number(p.MaximumRetryAttempts ?? 5),
        accepts: (record) => !patterns.length || patterns.some((pattern) => matchesPattern(record, pattern)),
        invoke,
      });
    }
  }
  stream.start();
  return {
    sqs,
    async stop() {
      await stream.stop();
      await sqs.stop();
    },
  };
}

/**
 * `POST /local/clock` `{ advanceMinutes }` of the artifact runner: moves the clock of the emulated queues,
 * so delayed messages and visibility timeouts end as if that time had passed (the functions keep the
 * system clock, as in the cloud). Other `/local/` requests pass on.
 */
export async function clockRequest(sqs: LocalSqs, method: string, path: string, body: Buffer) {
  if (method !== 'POST' || path !== '/local/clock') return undefined;
  const { advanceMinutes } = JSON.parse(body.toString('utf8') || '{}') as { advanceMinutes?: unknown };
  if (typeof advanceMinutes !== 'number' || !(advanceMinutes >= 0)) {
    return {
      status: 400,
      body: JSON.stringify({
        error: 'VALIDATION',
        message: 'advanceMinutes: a number of minutes, 0 or more',
      }),
    };
  }
  sqs.advance(advanceMinutes * 60_000);
  return Promise.resolve({ status: 200, body: JSON.stringify({ now: new Date(sqs.now()).toISOString() }) });
}

/** The function of the stream mapping whose filter takes removals (the retention worker). */
export function removalConsumer(template: CfnTemplate): { Ref?: string } | undefined {
  return Object.values(template.Resources).find(
    (r) =>
      r.Type === 'AWS::Lambda::EventSourceMapping' &&
      JSON.stringify(r.Properties?.FilterCriteria ?? '').includes('REMOVE'),
  )?.Properties?.FunctionName as { Ref?: string } | undefined;
}
