import type { SessionSummary } from '../../shared/schemas/session';
import { db } from '../data/service';
import { cancelReminder } from '../reminders';
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
  return withResults(result.data as SessionItem[]);
}

/**
 * Deletes every session of an applicant with its answers, result and nothing else. Children first, so a
 * retry after a failure finishes the job.
 */
export async function deleteApplicantSessions(orgId: string, applicantId: string): Promise<void> {
  const sessions = await db.entities.session.query.byApplicant({ orgId, applicantId }).go({ pages: 'all' });
  for (const session of sessions.data) {
    const { sessionId } = session;
    await cancelReminder(sessionId);
    const answers = await db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' });
    if (answers.data.length) await db.entities.answer.delete(answers.data).go();
    // Erasure takes the session's history with it; the organization's audit log keeps ids and actions.
    const events = await db.entities.sessionEvent.query.bySession({ sessionId }).go({ pages: 'all' });
    if (events.data.length) await db.entities.sessionEvent.delete(events.data).go();
    await db.entities.sessionResult.delete({ sessionId }).go();
    await db.entities.session.delete({ sessionId }).go();
  }
}
