import { guardFeedbackSection, sentenceProblem, type GuardReason } from '../ai/feedback-guard';
import type { FeedbackReportInput, FeedbackReportResult } from '../ai/provider';
import { db } from '../data/service';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';

/** Longest quote of the applicant's own words a draft repeats (characters). */
const MAX_QUOTE = 200;

const clip = (text: string) => (text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text);

type Evidence = NonNullable<Awaited<ReturnType<typeof evidenceOf>>[number]['evidence']>;

/**
 * Every question of the session in order, numbered from 1, with the key-point verdicts of its answer, or
 * no evidence when it was not answered (an unanswered question is scored too, every key point missing).
 */
export async function evidenceOf(session: SessionItem) {
  const { data: result } = await db.entities.sessionResult.get({ sessionId: session.sessionId }).go();
  const byQuestion = new Map(result?.answers.map((a) => [a.questionId, a]));
  return [...session.questions]
    .sort((a, b) => a.order - b.order)
    .map((q, i) => {
      const evidence = byQuestion.get(q.id)?.evidence;
      const answered = !!evidence?.length && !!session.answeredQuestionIds?.includes(q.id);
      return { n: i + 1, question: q, evidence: answered ? evidence : undefined };
    });
}

/**
 * The offline sections of one answered question: the applicant's own words (a quote that would copy a key
 * point or name a score is passed over, `sentenceProblem`), and how many parts were left open.
 */
function offlineSections(t: ReturnType<typeof translator>, evidence: Evidence): [string, string] {
  const keyPoints = evidence.map((e) => e.keyPoint);
  const quote = evidence.find(
    (e) => e.verdict === 'covered' && e.quote && !sentenceProblem(e.quote, keyPoints),
  )?.quote;
  const didWell = quote
    ? t('email.feedback.didWell', { quote: clip(quote) })
    : evidence.some((e) => e.verdict !== 'missing')
      ? t('email.feedback.didWellPartly')
      : t('email.feedback.didWellNone');
  const open = evidence.filter((e) => e.verdict !== 'covered').length;
  return [didWell, open ? t('email.feedback.stronger', { count: open }) : t('email.feedback.strongerNone')];
}

/** The report around per-question sections: greeting, header, each question, the closing and the organization. */
function report(
  session: SessionItem,
  orgName: string,
  items: Awaited<ReturnType<typeof evidenceOf>>,
  sectionsOf: (n: number, evidence: Evidence) => [string, string],
): string {
  const t = translator(session.language);
  const lines = [
    t('email.greeting', { name: session.applicantName }),
    '',
    t('email.feedback.header', { topic: session.topic }),
  ];
  for (const { n, question, evidence } of items) {
    lines.push('', t('email.feedback.question', { n, text: question.text }));
    if (!evidence) lines.push(t('email.feedback.noAnswer'));
    else lines.push(...sectionsOf(n, evidence));
  }
  lines.push('', t('email.feedback.closing'), '', orgName);
  return lines.join('\n');
}

/**
 * The offline draft of a feedback report, in the interview's language (docs/decisions/0162-feedback-reports.md):
 * for each question, what the answer did well (the applicant's own words the scorer found covering a part of
 * the question, else a plain sentence) and what a stronger answer would have covered (how many parts of the
 * question it left open, and the shape of a concrete example). Built from the key-point verdicts and their
 * evidence, but never names a key point, a score, a rank or another applicant. No model writes it.
 */
export async function feedbackDraftText(session: SessionItem, orgName: string): Promise<string> {
  const t = translator(session.language);
  return report(session, orgName, await evidenceOf(session), (_, evidence) => offlineSections(t, evidence));
}

/**
 * What the model is given to write a session's report: its answered questions with their key points'
 * verdicts and the applicant's quoted words; never the score, the rank or another applicant.
 */
export async function modelInput(session: SessionItem): Promise<Omit<FeedbackReportInput, 'deadlineAt'>> {
  const questions = (await evidenceOf(session)).flatMap(({ n, question, evidence }) =>
    evidence
      ? [
          {
            n,
            question: question.text,
            verdicts: evidence.map((e) => ({
              keyPoint: e.keyPoint,
              verdict: e.verdict,
              ...(e.quote ? { quote: e.quote } : {}),
            })),
          },
        ]
      : [],
  );
  return { topic: session.topic, language: session.language, questions };
}

/**
 * The model's draft of a session's report (docs/decisions/0168-feedback-drafted-by-the-model.md): the same
 * frame as the offline draft, with the model's two sections per answered question once they pass the
 * guard (`guardFeedbackSection`: no key point word for word, no score, rank or other applicants); a
 * section the guard empties, or one the model left out, is the offline sentence instead.
 * @returns the text and the reasons of every sentence dropped.
 */
export async function modelDraftText(
  session: SessionItem,
  orgName: string,
  written: FeedbackReportResult,
): Promise<{ text: string; dropped: GuardReason[] }> {
  const t = translator(session.language);
  const byNumber = new Map(written.sections.map((s) => [s.n, s]));
  const dropped: GuardReason[] = [];
  const items = await evidenceOf(session);
  // Every key point of the session is checked, the covered ones too: the answer key never goes out.
  const keyPoints = items.flatMap((item) => item.evidence?.map((e) => e.keyPoint) ?? []);
  const text = report(session, orgName, items, (n, evidence) => {
    const fallback = offlineSections(t, evidence);
    const section = byNumber.get(n);
    if (!section) return fallback;
    return [section.didWell, section.stronger].map((part, i) => {
      const guarded = guardFeedbackSection(part, keyPoints);
      dropped.push(...guarded.dropped);
      return guarded.text || fallback[i]!;
    }) as [string, string];
  });
  return { text, dropped };
}
