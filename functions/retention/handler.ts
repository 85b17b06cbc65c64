import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import * as z from 'zod';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { traceHandler } from '../observability/tracer';
import { keepRecordsOf } from '../accountability';
import { deleteSessionChildren, refreshCandidateRank } from '../sessions';
import { sessionDocument, termKeysOf } from '../data/search-index';
import { deleteTerms } from '../data/search-terms';

/**
 * The part of a DynamoDB stream record this function reads: a removal by the DynamoDB service (TTL) of
 * a session item, whose old image names the session. The event source mapping's filter lets only such
 * records through; anything else is ignored here too.
 */
const RemovedSessionSchema = z.object({
  eventName: z.literal('REMOVE'),
  userIdentity: z.object({ type: z.literal('Service'), principalId: z.literal('dynamodb.amazonaws.com') }),
  dynamodb: z.object({
    OldImage: z.looseObject({
      __edb_e__: z.object({ S: z.literal('session') }),
      sessionId: z.object({ S: z.string().min(1).max(64) }),
      orgId: z.object({ S: z.string().min(1).max(64) }).optional(),
      applicantId: z.object({ S: z.string().min(1).max(64) }).optional(),
      jobPositionId: z.object({ S: z.string().min(1).max(64) }).optional(),
      applicantName: z.object({ S: z.string().max(1000) }).optional(),
      applicantEmail: z.object({ S: z.string().max(1000) }).optional(),
      topic: z.object({ S: z.string().max(1000) }).optional(),
    }),
  }),
});

const StreamEventSchema = z.object({ Records: z.array(z.unknown()) });

/**
 * Finishes what DynamoDB TTL starts (docs/decisions/0035-retention-by-ttl.md): for every session item TTL
 * removed, keeps the records of the record period (decision record, report figures; decision record
 * 0110), deletes the answers, history and result left in its partition and its search index entries, and moves its candidate in the
 * ranking of the session's job position. Records of other removals are
 * skipped. Idempotent, so a retried batch does no harm.
 * @param event - a DynamoDB stream event (`Records`).
 * @returns the ids of the sessions whose data was deleted.
 * @throws ZodError for an event without `Records`; a table error (the batch is then retried).
 */
export async function deleteExpiredSessions(event: unknown): Promise<string[]> {
  const { Records } = StreamEventSchema.parse(event);
  const purged: string[] = [];
  for (const record of Records) {
    const removed = RemovedSessionSchema.safeParse(record);
    if (!removed.success) continue;
    const image = removed.data.dynamodb.OldImage;
    const sessionId = image.sessionId.S;
    // The record period outlives the content: decision record, report figures (decision record 0110).
    await keepRecordsOf(image);
    const items = await deleteSessionChildren(sessionId);
    // Its search index entries go with it (docs/decisions/0100-search-index-items-per-prefix.md).
    if (image.orgId && image.applicantName && image.applicantEmail && image.topic) {
      await deleteTerms(
        termKeysOf(
          sessionDocument({
            orgId: image.orgId.S,
            sessionId,
            applicantName: image.applicantName.S,
            applicantEmail: image.applicantEmail.S,
            topic: image.topic.S,
          }),
        ),
      );
    }
    // A session of a position no longer ranks its candidate (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).
    if (image.jobPositionId && image.orgId && image.applicantId)
      await refreshCandidateRank(image.orgId.S, image.applicantId.S);
    logger.info('Expired session deleted', { sessionId, items });
    purged.push(sessionId);
  }
  if (purged.length) metrics.addMetric('SessionsPurged', MetricUnit.Count, purged.length);
  return purged;
}

/**
 * Retention Lambda: reads the table's stream, filtered to the session items TTL removed (locally the
 * runner's TTL sweep hands it the same records).
 */
export const handler = middy(async (event: unknown) => ({ purged: await deleteExpiredSessions(event) }))
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
