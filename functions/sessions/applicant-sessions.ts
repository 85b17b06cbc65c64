import type { SessionSummary } from '../../shared/schemas/session';
import { deleteKeys } from '../data/partition';
import { db } from '../data/service';
import { sessionDocument, termKeysOf } from '../data/search-index';
import { deleteTerms } from '../data/search-terms';
import { cancelReminder } from '../reminders';
import { isPurged, sessionKey, sessionPartKeys } from './retention';
import { toSessionSummary, type SessionItem } from './session-view';

// Table reads and deletes, and reminder schedules, only: the applicants Lambda imports this module, and its
// bundle must not pull in e-mail, LLM or scoring clients it has no capability for.

/** Session summaries with the scores of the scored ones: one batch read of their results. */
export async function withResults(items: SessionItem[]): Promise<SessionSummary[]> {
  const scored = items.filter((s) => s.status === 'scored');
  const results = scored.length
    ? (await db.entities.sessionResult.get(scored.map((s) => ({ sessionId: s.sessionId }))).go()).data
    : [];
  const bySession = new Map(results.map((r) => [r.sessionId, r]));
  return items.map((s) => toSessionSummary(s, bySession.get(s.sessionId)));
}

/** The sessions of one applicant, newest first (at most 100). */
export async function listApplicantSessions(orgId: string, applicantId: string): Promise<SessionSummary[]> {
  const result = await db.entities.session.query
    .byApplicant({ orgId, applicantId })
    .go({ order: 'desc', limit: 100 });
  return withResults((result.data as SessionItem[]).filter((s) => !isPurged(s)));
}

/** Every session of an applicant, purged or not, every page (gsi2): what erasing the applicant deletes. */
export async function applicantSessionItems(orgId: string, applicantId: string): Promise<SessionItem[]> {
  const { data } = await db.entities.session.query.byApplicant({ orgId, applicantId }).go({ pages: 'all' });
  return data as SessionItem[];
}

/**
 * Deletes sessions (an applicant's, {@link applicantSessionItems}, read by the caller beside its own reads)
 * with everything in their partitions (answers current and every version, history, result, any other part:
 * `sessionPartKeys`) and their search index entries, and cancels their reminder schedules, in three rounds
 * whatever the number of sessions: their partitions' keys (and the schedules) side by side; one batched
 * delete of all their parts and index entries; one batched delete of the sessions. Parts first, so a retry
 * after a failure still finds the sessions and finishes the job.
 * @throws Error when some items were not deleted (throttled past the retries): retry.
 */
export async function deleteSessions(sessions: readonly SessionItem[]): Promise<void> {
  if (!sessions.length) return;
  const parts = await Promise.all(
    sessions.map(async ({ sessionId }) => {
      const [keys] = await Promise.all([sessionPartKeys(sessionId), cancelReminder(sessionId)]);
      return keys;
    }),
  );
  const [left] = await Promise.all([
    deleteKeys(parts.flat()),
    // Their search index entries (decision record 0100): an erased applicant is found nowhere.
    deleteTerms(sessions.flatMap((s) => termKeysOf(sessionDocument(s)))),
  ]);
  if (left.length) throw new Error(`${left.length} items of sessions were not deleted; retry`);
  const sessionsLeft = await deleteKeys(sessions.map((s) => sessionKey(s.sessionId)));
  if (sessionsLeft.length) throw new Error(`${sessionsLeft.length} sessions were not deleted; retry`);
}
