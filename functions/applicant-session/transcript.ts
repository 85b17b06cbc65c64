import type { Transcript } from '../../shared/schemas/transcript';
import { currentAnswers } from '../data/current-answers';
import type { SessionItem } from '../sessions';
import { organizationNotice } from './notice';
import { openedTimes } from './question-clock';

/**
 * `GET /api/session/{id}/transcript`: what the applicant submitted, for them to read and keep
 * (docs/decisions/0160-applicant-transcript.md): each question in order with when it was first opened,
 * its latest answer (version and time saved) and its follow-ups with their answers and times. Nothing the
 * organization added (key points, scores, signals, notes) is in it. Opens with the applicant token or a
 * request link's token, so it can be read until the session's retention ends (the token check refuses a
 * purged session with 404). Two round trips: the current answers and the organization's name.
 * @param session - the session the token was checked against.
 */
export async function applicantTranscript(session: SessionItem): Promise<Transcript> {
  const [answers, { name }] = await Promise.all([
    currentAnswers(session),
    organizationNotice(session.orgId, session.retentionDays),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const opened = openedTimes(session);
  return {
    sessionId: session.sessionId,
    organizationName: name,
    topic: session.topic,
    language: session.language,
    ...(session.startedAt ? { startedAt: session.startedAt } : {}),
    ...(session.submittedAt ? { submittedAt: session.submittedAt } : {}),
    ...(session.purgeAt ? { retainedUntil: new Date(session.purgeAt * 1000).toISOString() } : {}),
    questions: [...session.questions]
      .sort((a, b) => a.order - b.order)
      .map((q) => {
        const answer = byQuestion.get(q.id);
        return {
          order: q.order,
          text: q.text,
          ...(opened[q.id] ? { openedAt: opened[q.id] } : {}),
          ...(answer
            ? { answer: { text: answer.text, version: answer.version, savedAt: answer.createdAt } }
            : {}),
          followUps: (answer?.followUps ?? []).map((f) => ({
            text: f.text,
            askedAt: f.askedAt,
            ...(f.answer === undefined ? {} : { answer: f.answer }),
            ...(f.answeredAt ? { answeredAt: f.answeredAt } : {}),
          })),
        };
      }),
  };
}
