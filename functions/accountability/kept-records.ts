import * as z from 'zod';
import { clockIso } from '../clock';
import { db } from '../data/service';
import { NO_JOB_POSITION } from '../data/entities/self-identification';
import { recordExpiry, recordSettings } from './records';

const S = z.object({ S: z.string() });
const N = z.object({ N: z.string() }).transform((v) => Number(v.N));
const DECISION = z.object({ S: z.enum(['advance', 'hold', 'reject']) }).transform((v) => v.S);

/**
 * What a removed session's old image (DynamoDB JSON, from the table's stream) gives the records kept
 * after its content: the outcome and who decided, never the applicant's name, e-mail or answers.
 */
const RemovedSessionImage = z.object({
  sessionId: S,
  orgId: S,
  jobPositionId: S.optional(),
  interviewId: S.optional(),
  /** The stored field of the session's `submittedAt` (decision record 0127): the image has stored names. */
  endedAt: S.optional(),
  score: N.optional(),
  reviewedScore: N.optional(),
  humanOnly: z.object({ BOOL: z.boolean() }).optional(),
  decision: DECISION.optional(),
  decisionReason: S.optional(),
  decisionByUserId: S.optional(),
  decisionAt: S.optional(),
});

/** What an ended session leaves to the records kept after its content (no name, e-mail or answer). */
export interface EndedSession {
  sessionId: string;
  orgId: string;
  jobPositionId?: string;
  interviewId?: string;
  submittedAt?: string;
  score?: number;
  reviewedScore?: number;
  humanOnly?: boolean;
  decision?: 'advance' | 'hold' | 'reject';
  decisionReason?: string;
  decisionByUserId?: string;
  decisionAt?: string;
}

/** The fields of an {@link EndedSession} besides its keys, in the order a record lists them. */
const OUTCOME_FIELDS = [
  'jobPositionId',
  'interviewId',
  'submittedAt',
  'score',
  'reviewedScore',
  'humanOnly',
  'decision',
  'decisionReason',
  'decisionByUserId',
  'decisionAt',
] as const;

/**
 * The outcome an ended session leaves, without its keys and without the fields it lacks (undefined or
 * empty): what a decision record stores beside `orgId` and `sessionId`.
 * @param s - an ended session, or any item with its fields (a session item; extra fields are not read).
 */
export function outcomeOf(s: EndedSession): Omit<EndedSession, 'sessionId' | 'orgId'> {
  const outcome: Record<string, unknown> = {};
  for (const field of OUTCOME_FIELDS) {
    const value = s[field];
    if (value !== undefined && value !== '') outcome[field] = value;
  }
  return outcome as Omit<EndedSession, 'sessionId' | 'orgId'>;
}

/**
 * The second clock of records (docs/decisions/0110-two-clocks-for-records.md) for a session removed by
 * TTL: {@link keepRecords} of its old image.
 * @param oldImage - the removed session item as the stream gives it; an image without `orgId` keeps nothing.
 */
export async function keepRecordsOf(oldImage: unknown): Promise<void> {
  const parsed = RemovedSessionImage.safeParse(oldImage);
  if (!parsed.success) return;
  const s = parsed.data;
  await keepRecords({
    sessionId: s.sessionId.S,
    orgId: s.orgId.S,
    ...(s.jobPositionId ? { jobPositionId: s.jobPositionId.S } : {}),
    ...(s.interviewId ? { interviewId: s.interviewId.S } : {}),
    ...(s.endedAt ? { submittedAt: s.endedAt.S } : {}),
    ...(s.score !== undefined ? { score: s.score } : {}),
    ...(s.reviewedScore !== undefined ? { reviewedScore: s.reviewedScore } : {}),
    ...(s.humanOnly ? { humanOnly: s.humanOnly.BOOL } : {}),
    ...(s.decision ? { decision: s.decision } : {}),
    ...(s.decisionReason ? { decisionReason: s.decisionReason.S } : {}),
    ...(s.decisionByUserId ? { decisionByUserId: s.decisionByUserId.S } : {}),
    ...(s.decisionAt ? { decisionAt: s.decisionAt.S } : {}),
  });
}

/**
 * Keeps what the record period asks for of a session whose content goes (its retention ended, or its
 * applicant was erased: decision record 0137) and removes the applicant's words from the rest:
 * 1. a decision record (outcome, scores, who decided and why; no name, e-mail or answer), for the
 *    organization's record period (4 years unless its owner chose another);
 * 2. the session's outcome copied onto its self-identification, so the adverse-impact figures stay;
 * 3. the applicant's message and the answer sent removed from the session's requests (kind, dates and
 *    who answered stay).
 * The session id is the only link left, and nothing maps it back to a person once the session is gone.
 * Idempotent: a retry writes the same items again.
 */
export async function keepRecords(s: EndedSession): Promise<void> {
  const { sessionId, orgId } = s;
  const { recordDays } = await recordSettings(orgId);
  await db.entities.decisionRecord
    .put({
      orgId,
      sessionId,
      ...outcomeOf(s),
      contentRemovedAt: clockIso(),
      expiresAt: recordExpiry(recordDays),
    })
    .go();
  const jobPositionKey = s.jobPositionId ?? NO_JOB_POSITION;
  const { data: identification } = await db.entities.selfIdentification
    .get({ orgId, jobPositionKey, sessionId })
    .go();
  if (identification && !identification.outcomeKept) {
    const patch = db.entities.selfIdentification.patch({ orgId, jobPositionKey, sessionId });
    await (
      s.decision || s.score !== undefined
        ? patch.set({
            outcomeKept: true,
            ...(s.decision ? { decision: s.decision } : {}),
            ...(s.score !== undefined ? { score: s.score } : {}),
          })
        : patch.set({ outcomeKept: true })
    ).go();
  }
  const { data: requests } = await db.entities.applicantRequest.query
    .bySession({ sessionId })
    .go({ pages: 'all' });
  await Promise.all(
    requests
      .filter((r) => r.message !== undefined || r.response !== undefined)
      .map((r) =>
        db.entities.applicantRequest
          .patch({ orgId: r.orgId, requestId: r.requestId })
          .remove(['message', 'response'])
          .go(),
      ),
  );
}
