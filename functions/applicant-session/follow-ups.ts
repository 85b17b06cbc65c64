import { answerWithFollowUps, followUpsAllowed } from '../../shared/follow-up-rules';
import type { IntegritySignals } from '../../shared/schemas/integrity-signals';
import type { Answer } from '../../shared/schemas/session';
import { MAX_ANSWER_VERSIONS } from '../../shared/session-rules';
import { nowIso, newId } from '../data/attributes';
import { followUpsView, type CurrentAnswerItem } from '../data/current-answers';
import { db } from '../data/service';
import { ApiError, Conflict, NotFound } from '../errors/errors';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import type { SessionItem } from '../sessions';
import { assertAnswerable, getPublicSession } from './applicant-auth';
import { assertWithinTimeLimit } from './time-limits';

export { followUpsView };

/**
 * Follow-ups a question of the session allows (shared/follow-ups.ts): none when the session is
 * evaluated by a person only, since a follow-up is written by the AI.
 */
export function followUpsAllowedIn(session: SessionItem, questionId: string): number {
  if (session.humanOnly) return 0;
  const question = session.questions.find((q) => q.id === questionId);
  return question ? followUpsAllowed(session, question) : 0;
}

/**
 * After a save of a question or of a follow-up's answer (the current answer as just written, `version`
 * and `followUpRev` included): asks the AI for the next follow-up when the question allows another and
 * none is waiting for an answer, and stores it on the current answer, conditioned on the version and the
 * follow-up count it read (a newer save meanwhile decides instead). A follow-up not asked for a reason
 * (`FollowUpSkipReason`: too slow, failed, budget, flood limit) is recorded on the answer and logged,
 * and the interview moves on. Either way the session's history gets an entry (`follow-up` or
 * `follow-up-skipped`) in the same transaction as the answer's change.
 * @returns the follow-up asked, or undefined.
 */
export async function nextFollowUp(
  session: SessionItem,
  current: Pick<CurrentAnswerItem, 'questionId' | 'version' | 'text' | 'followUps' | 'followUpRev'>,
): Promise<{ id: string; text: string } | undefined> {
  const { sessionId } = session;
  const asked = current.followUps ?? [];
  if (asked.length >= followUpsAllowedIn(session, current.questionId)) return undefined;
  if (asked.some((f) => !f.answer)) return undefined;
  const question = session.questions.find((q) => q.id === current.questionId)!;
  // The AI's modules load with the first follow-up, not when the function starts (a chunk of its bundle:
  // docs/decisions/0131-functions-load-code-on-first-use.md).
  const { askFollowUpWithinLimits } = await import('../ai/follow-up');
  const outcome = await askFollowUpWithinLimits(session.orgId, {
    topic: session.topic,
    language: session.language,
    question: question.text,
    keyPoints: question.keyPoints,
    answer: answerWithFollowUps(current.text, asked),
    asked: asked.map((f) => f.text),
  });
  const key = { sessionId, questionId: current.questionId };
  const rev = current.followUpRev ?? 0;
  const unchanged = (
    attr: { version: unknown; followUpRev: unknown },
    op: { eq: (a: unknown, v: unknown) => string; notExists: (a: unknown) => string },
  ) =>
    `${op.eq(attr.version, current.version)} AND (${rev ? op.eq(attr.followUpRev, rev) : op.notExists(attr.followUpRev)})`;
  // The answer's change and its history entry are written together (docs/decisions/0031-session-history-is-append-only.md).
  const event = { sessionId, orgId: session.orgId, questionId: current.questionId };
  const changedMeanwhile = () => {
    // A newer save of the question changed the answer meanwhile: that save decides on a follow-up.
    logger.info('Follow-up not stored, the answer changed meanwhile', { sessionId });
    return undefined;
  };
  if ('skipped' in outcome) {
    logger.warn('Follow-up not asked, the interview moves on', { sessionId, reason: outcome.skipped });
    metrics.addMetric('FollowUpsSkipped', MetricUnit.Count, 1);
    const written = await db.transaction
      .write(({ currentAnswer: c, sessionEvent: e }) => [
        c
          .patch(key)
          .set({ followUpSkipped: { reason: outcome.skipped, at: nowIso() } })
          .where(unchanged)
          .commit(),
        e.create({ ...event, kind: 'follow-up-skipped', reason: outcome.skipped }).commit(),
      ])
      .go();
    return written.canceled ? changedMeanwhile() : undefined;
  }
  const { result } = outcome;
  if (!result.text) return undefined;
  const followUp = {
    id: newId(),
    text: result.text,
    askedAt: nowIso(),
    askedBy: `${result.modelId} ${result.promptVersion}`,
  };
  const written = await db.transaction
    .write(({ currentAnswer: c, sessionEvent: e }) => [
      c
        .patch(key)
        .append({ followUps: [followUp] })
        .set({ followUpRev: rev + 1 })
        .remove(['followUpSkipped'])
        .where(unchanged)
        .commit(),
      e
        .create({
          ...event,
          kind: 'follow-up',
          modelId: result.modelId,
          promptVersion: result.promptVersion,
        })
        .commit(),
    ])
    .go();
  if (written.canceled) return changedMeanwhile();
  metrics.addMetric('FollowUpsAsked', MetricUnit.Count, 1);
  return { id: followUp.id, text: followUp.text };
}

/** Most concurrent saves of one follow-up's answer we wait out before giving up. */
const MAX_FOLLOW_UP_RACES = 3;

/**
 * Stores the next version of the applicant's answer to a follow-up (`SaveAnswer` with `followUpId`,
 * decision record 0126): one transaction creates the version in the follow-up's history (create-if-absent,
 * `FollowUpAnswer`), makes it the follow-up's answer on the question's current answer (the version scored)
 * conditioned on the follow-up count it read, and sets the session's last save time conditioned on the
 * session being open (as an answer save). An answer saved before follow-up answers had versions becomes
 * version 1 of the history in the same transaction. Then asks the next follow-up when allowed, unless the
 * save is part of submitting (`submitting`). `readAhead`: the current answer as read beside the token
 * check (`readCurrentAnswer`), used by the first try.
 * @throws NotFound for a question or follow-up not in the session; the errors of an answer save
 *   (`SessionSubmitted`, `SessionExpired`, `TimeLimitExceeded`, `AnswerVersionLimit` past
 *   `MAX_ANSWER_VERSIONS`), writing nothing; Conflict after {@link MAX_FOLLOW_UP_RACES} lost races.
 */
export async function saveFollowUpAnswer(
  session: SessionItem,
  input: {
    questionId: string;
    followUpId: string;
    response: string;
    signals?: IntegritySignals;
    submitting?: true;
  },
  readAhead?: CurrentAnswerItem | null,
): Promise<Answer> {
  await assertAnswerable(session);
  if (!session.questions.some((q) => q.id === input.questionId)) throw new NotFound('question');
  await assertWithinTimeLimit(session, input.questionId);
  const { sessionId } = session;
  const { questionId } = input;
  let lastAnswerAt = session.lastAnswerAt ?? '';
  for (let race = 0; race < MAX_FOLLOW_UP_RACES; race++) {
    // The first try starts from the current answer read beside the token check, when there was one.
    const current =
      race === 0 && readAhead !== undefined
        ? readAhead
        : (await db.entities.currentAnswer.get({ sessionId, questionId }).go()).data;
    const stored = current?.followUps ?? [];
    const target = stored.find((f) => f.id === input.followUpId);
    if (!current || !target) throw new NotFound('follow-up');
    const { followUpId } = input;
    const previous = target.version ?? (target.answer === undefined ? 0 : 1);
    const version = previous + 1;
    // The current answer's write below is conditioned on the follow-up count, so no race gets past this.
    if (version > MAX_ANSWER_VERSIONS)
      throw new ApiError(
        'AnswerVersionLimit',
        `This answer has been saved ${MAX_ANSWER_VERSIONS} times, the most one answer keeps. Its last saved version stays.`,
      );
    const now = nowIso();
    const answeredAt = now > lastAnswerAt ? now : lastAnswerAt;
    const signals = input.signals && Object.keys(input.signals).length ? input.signals : undefined;
    const followUps = stored.map((f) => {
      if (f.id !== followUpId) return f;
      const { signals: _old, ...rest } = f;
      return { ...rest, answer: input.response, answeredAt, version, ...(signals ? { signals } : {}) };
    });
    const versionItem = (v: number, text: string, createdAt: string, sent?: IntegritySignals) => ({
      sessionId,
      questionId,
      followUpId,
      version: v,
      text,
      createdAt,
      ...(sent ? { signals: sent } : {}),
    });
    const versions = [
      // An answer saved before follow-up answers had versions is version 1 of the history.
      ...(target.answer !== undefined && target.version === undefined
        ? [versionItem(1, target.answer, target.answeredAt ?? target.askedAt, target.signals)]
        : []),
      versionItem(version, input.response, answeredAt, signals),
    ];
    const rev = current.followUpRev ?? 0;
    const result = await db.transaction
      .write(({ currentAnswer: c, session: s, followUpAnswer: v }) => [
        ...versions.map((item) => v.create(item).commit()),
        c
          .patch({ sessionId, questionId })
          .set({ followUps, followUpRev: rev + 1 })
          .where((a, op) => `${op.eq(a.version, current.version)} AND ${op.eq(a.followUpRev, rev)}`)
          .commit(),
        s
          .patch({ sessionId })
          .set({ lastAnswerAt: answeredAt })
          .where(
            (a, op) =>
              `${op.eq(a.status, 'open')} AND (${op.notExists(a.lastAnswerAt)} OR ${op.lte(a.lastAnswerAt, answeredAt)})`,
          )
          .commit(),
      ])
      .go();
    if (!result.canceled) {
      const written = { ...current, followUps, followUpRev: rev + 1 };
      const followUp = input.submitting ? undefined : await nextFollowUp(session, written);
      return {
        questionId,
        text: current.text,
        version: current.version,
        createdAt: current.createdAt,
        followUps: followUpsView(followUps),
        ...(followUp ? { followUp } : {}),
      };
    }
    // The session's patch is the last item of the transaction.
    if ((result.data as { rejected?: boolean }[]).at(-1)?.rejected) {
      const fresh = await getPublicSession(sessionId);
      if (fresh.status !== 'open') await assertAnswerable(fresh);
      lastAnswerAt = fresh.lastAnswerAt ?? '';
    }
  }
  throw new Conflict('This answer is being saved from several places at once. Try again.');
}
