import Box from '@cloudscape-design/components/box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, ApplicantSession } from '../../../../shared/schemas/session';
import { timeLimitEndsAt } from '../../../../shared/time-limits';
import { useQuestionOpening } from '../../api/applicant-session';

/**
 * Minutes left at which screen readers hear the time left: often enough to plan, never every second
 * (WCAG 2.2.1 Timing Adjustable: the applicant is warned before time runs out).
 */
export const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1] as const;

/** Read by screen readers, not shown. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** "m:ss" (or "h:mm:ss") of a number of ms, rounded up to the second. */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * When the shown answer can no longer be saved, epoch ms, by the same rule the server applies: the question's
 * time from when it was first opened (`openedAt`, stored by the server), else from the last save.
 */
export function pageTimeEnds(
  timing: ApplicantSession['timing'],
  answers: Answer[],
  openedAt?: string,
): number | undefined {
  if (!timing) return undefined;
  const sessionStart = Date.parse(timing.startedAt);
  if (openedAt !== undefined)
    return timeLimitEndsAt(timing.limits, timing, { sessionStart, questionStart: Date.parse(openedAt) });
  const saves = [timing.lastAnswerAt, timing.questionClockAt, ...answers.map((a) => a.createdAt)].flatMap(
    (at) => (at ? [Date.parse(at)] : []),
  );
  return timeLimitEndsAt(timing.limits, timing, {
    sessionStart,
    questionStart: Math.max(sessionStart, ...saves),
  });
}

/**
 * The time left of a session with time limits (docs/product.md#rule-time-limits): shown every second,
 * announced politely only when it passes {@link ANNOUNCE_AT_MINUTES} and when it is up.
 * @param closed - the shown question's time ran out (its save was refused): time is up for it, whatever
 *   time the next question has.
 * @param openedAt - when the shown question was first opened (ISO, from the server): its time runs from it.
 */
export function TimeLeft({
  timing,
  answers,
  closed = false,
  openedAt,
}: Pick<ApplicantSession, 'timing' | 'answers'> & { closed?: boolean; openedAt?: string }) {
  const { t } = useTranslation();
  const ends = pageTimeEnds(timing, answers, openedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (ends === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ends]);
  if (ends === undefined) return null;
  const left = closed ? 0 : ends - now;
  const mark = [...ANNOUNCE_AT_MINUTES].reverse().find((m) => left <= m * 60_000);
  const announcement =
    left <= 0
      ? t('page.timeUp')
      : mark !== undefined
        ? t('page.timeLeft', { time: clockText(mark * 60_000) })
        : '';
  return (
    <>
      <Box variant="p" margin="n" fontWeight="bold" data-testid="session-time-left">
        {left <= 0 ? t('page.timeUp') : t('page.timeLeft', { time: clockText(left) })}
      </Box>
      <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="session-time-announcement">
        {announcement}
      </div>
    </>
  );
}

/**
 * The time left of the shown question: its time runs from when it was first opened, as the server stored it
 * (docs/decisions/0134-question-time-from-first-opening.md); showing it records that opening.
 */
export function QuestionTimeLeft({
  session,
  token,
  questionId,
  closed,
}: {
  session: Pick<ApplicantSession, 'id' | 'timing' | 'answers'>;
  token: string;
  questionId: string;
  closed: boolean;
}) {
  const openedAt = useQuestionOpening(session.id, token, session, questionId);
  return <TimeLeft timing={session.timing} answers={session.answers} closed={closed} openedAt={openedAt} />;
}
