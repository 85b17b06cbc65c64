import type { SessionSummary } from '../../shared/schemas/session';
import { db } from '../data/service';
import { sessionDocument, termKeysOf } from '../data/search-index';
import { deleteTerms } from '../data/search-terms';
import { cancelReminder } from '../reminders';
import { isPurged } from './retention';
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

/**
 * Deletes every session of an applicant with its answers (current and every version, follow-ups' too), history, result and
 * search index entries, and nothing else, in four
 * rounds whatever the number of sessions: the sessions; their answers and events (and reminder schedules
 * cancelled) together; one batched delete of all children; one batched delete of the sessions. Children
 * first, so a retry after a failure finishes the job.
 */
export async function deleteApplicantSessions(orgId: string, applicantId: string): Promise<void> {
  const sessions = await db.entities.session.query.byApplicant({ orgId, applicantId }).go({ pages: 'all' });
  if (!sessions.data.length) return;
  const ids = sessions.data.map(({ sessionId }) => ({ sessionId }));
  const children = await Promise.all(
    ids.map(async ({ sessionId }) => {
      const [current, versions, followUpVersions, events] = await Promise.all([
        db.entities.currentAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
        db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
        db.entities.followUpAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
        // Erasure takes the session's history with it; the organization's audit log keeps ids and actions.
        db.entities.sessionEvent.query.bySession({ sessionId }).go({ pages: 'all' }),
        cancelReminder(sessionId),
      ]);
      return {
        current: current.data,
        versions: versions.data,
        followUpVersions: followUpVersions.data,
        events: events.data,
      };
    }),
  );
  const current = children.flatMap((c) => c.current);
  const versions = children.flatMap((c) => c.versions);
  const followUpVersions = children.flatMap((c) => c.followUpVersions);
  const events = children.flatMap((c) => c.events);
  const batch = { concurrency: 8 } as const;
  const deleted = await Promise.all([
    current.length ? db.entities.currentAnswer.delete(current).go(batch) : { unprocessed: [] },
    versions.length ? db.entities.answer.delete(versions).go(batch) : { unprocessed: [] },
    followUpVersions.length
      ? db.entities.followUpAnswer.delete(followUpVersions).go(batch)
      : { unprocessed: [] },
    events.length ? db.entities.sessionEvent.delete(events).go(batch) : { unprocessed: [] },
    db.entities.sessionResult.delete(ids).go(batch),
    // Their search index entries (decision record 0100): an erased applicant is found nowhere.
    deleteTerms(sessions.data.flatMap((s) => termKeysOf(sessionDocument(s)))).then(() => ({
      unprocessed: [],
    })),
  ]);
  if (deleted.some((d) => d.unprocessed.length)) throw new Error('Some session data was not deleted; retry');
  const sessionsDeleted = await db.entities.session.delete(ids).go(batch);
  if (sessionsDeleted.unprocessed.length) throw new Error('Some sessions were not deleted; retry');
}
