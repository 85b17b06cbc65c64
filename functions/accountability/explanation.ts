import { db } from '../data/service';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';

/** Longest quote of the applicant's words a draft repeats (characters). */
const MAX_QUOTE = 300;

const clip = (text: string) => (text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text);

/**
 * A plain-language draft of the explanation an applicant asked for, in the interview's language, from the
 * session's evidence only (docs/decisions/0109-requests-answered-by-a-person.md): the AI's role, each
 * question with the verdict on each key point and the applicant's own words that show it, people's
 * reviews with their reasons, and the decision with its reason. No model writes it, so nothing in the
 * applicant's answers can change what it says; a person edits it before it is sent.
 * @param session - a session of the caller's organization, still within its retention.
 */
export async function explanationDraft(session: SessionItem): Promise<{ text: string; language: string }> {
  const t = translator(session.language);
  const [{ data: result }, { data: org }] = await Promise.all([
    db.entities.sessionResult.get({ sessionId: session.sessionId }).go(),
    db.entities.organization.get({ orgId: session.orgId }).go(),
  ]);
  const orgName = org?.name ?? '';
  const byQuestion = new Map(result?.answers.map((a) => [a.questionId, a]));
  const reviews = new Map(session.reviews?.map((r) => [r.questionId, r]));
  const lines = [
    t('email.greeting', { name: session.applicantName }),
    '',
    t('email.explanation.intro', { topic: session.topic, org: orgName }),
    '',
    session.humanOnly ? t('email.explanation.humanOnly') : t('email.explanation.aiRole'),
  ];
  session.questions.forEach((q, i) => {
    lines.push('', t('email.explanation.question', { n: i + 1, text: q.text }));
    for (const e of byQuestion.get(q.id)?.evidence ?? []) {
      lines.push(`- ${t(`email.explanation.${e.verdict}`, { keyPoint: e.keyPoint })}`);
      if (e.quote) lines.push(`  ${t('email.explanation.quote', { quote: clip(e.quote) })}`);
    }
    const review = reviews.get(q.id);
    if (review) lines.push(t('email.explanation.reviewed', { score: review.score, reason: review.reason }));
  });
  lines.push('', t(`email.explanation.decision_${session.decision ?? 'none'}`, { org: orgName }));
  if (session.decisionReason) lines.push(t('email.explanation.reason', { reason: session.decisionReason }));
  lines.push('', t('email.explanation.rights'), '', orgName);
  return { text: lines.join('\n'), language: session.language };
}
