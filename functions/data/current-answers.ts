import type { EntityItem } from 'electrodb';
import { answerWithFollowUps } from '../../shared/follow-up-rules';
import type { FollowUp } from '../../shared/follow-ups';
import { latestAnswers } from '../../shared/session-rules';
import type { CurrentAnswer } from './entities/answer';
import { db } from './service';

/** A question's latest answer as stored (docs/decisions/0070-current-answer-item.md). */
export type CurrentAnswerItem = EntityItem<typeof CurrentAnswer>;

/**
 * The latest answer of each answered question of a session: one query of the current-answer items,
 * never the older versions. A question the session counts as answered but without a current answer was
 * saved before current answers existed (decision record 0070); only then are the versions read, and the
 * highest version of each such question is taken.
 * @param session - the stored session (its id and `answeredQuestionIds`), already checked by the caller.
 */
export async function currentAnswers(session: {
  sessionId: string;
  answeredQuestionIds?: readonly string[];
}): Promise<CurrentAnswerItem[]> {
  const { sessionId } = session;
  const { data } = await db.entities.currentAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' });
  const have = new Set(data.map((a) => a.questionId));
  const missing = (session.answeredQuestionIds ?? []).filter((id) => !have.has(id));
  if (!missing.length) return data;
  const versions = await db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' });
  const latest = latestAnswers(versions.data);
  const older = missing.flatMap((questionId) => {
    const a = latest.get(questionId);
    return a ? [{ sessionId, questionId, version: a.version, text: a.text, createdAt: a.createdAt }] : [];
  });
  return [...data, ...older];
}

/**
 * The text the scorer reads for a question: its latest answer followed by the answers to its follow-ups
 * (shared/follow-ups.ts), so a follow-up and its answer are scored with the question; null when unanswered.
 */
export function scoredText(answer: Pick<CurrentAnswerItem, 'text' | 'followUps'> | undefined): string | null {
  return answer ? answerWithFollowUps(answer.text, answer.followUps) : null;
}

/**
 * The follow-ups of a current answer as the applicant and the manager see them (no times, no model, no
 * signals): each with its latest answer and that answer's version (1 for an answer saved before follow-up
 * answers had versions, decision record 0126).
 */
export function followUpsView(stored: CurrentAnswerItem['followUps']): FollowUp[] {
  return (stored ?? []).map((f) => ({
    id: f.id,
    text: f.text,
    ...(f.answer === undefined ? {} : { answer: f.answer, version: f.version ?? 1 }),
  }));
}
