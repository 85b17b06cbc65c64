import { FOLLOW_UP_PROBES, type FollowUpProbe } from '../../../shared/follow-up-rules';
import type { Language } from '../../../shared/interview-options';
import { translator } from '../../i18n';
import { detectInjection, stripInjection } from '../injection';
import type { FollowUpInput } from '../provider';
import { scoreAnswer } from './score';
import { hasSpecifics, isHypothetical } from './substance';

/**
 * The gap an answer leaves, as the offline scorer sees it (`./score.ts`), or null when every key point
 * is covered: no concrete detail or said hypothetically → `example`; a key point missing → `steps`; no
 * number in it → `result`; otherwise → `reasons`.
 */
export function gapOf(
  answer: string,
  question: string,
  keyPoints: string[],
  language: Language,
): FollowUpProbe | null {
  const text = detectInjection(answer) ? stripInjection(answer) : answer;
  const scored = scoreAnswer(text, question, keyPoints, language);
  if (scored.evidence.every((e) => e.verdict === 'covered')) return null;
  if (scored.reason || scored.keywordList || !hasSpecifics(text) || isHypothetical(text)) return 'example';
  if (scored.evidence.some((e) => e.verdict === 'missing')) return 'steps';
  if (!/\d/.test(text)) return 'result';
  return 'reasons';
}

/**
 * The offline follow-up: a fixed probe for the answer's gap ({@link gapOf}), in the interview's language
 * from the message catalogs (`followUp.<probe>`), never naming a key point. A probe already asked on the
 * question is not asked again; the next one in {@link FOLLOW_UP_PROBES} is. Deterministic.
 * @returns the text, or null when the answer covers every key point.
 */
export function offlineFollowUp(input: Omit<FollowUpInput, 'signal' | 'deadlineMs'>): string | null {
  const gap = gapOf(input.answer, input.question, input.keyPoints, input.language);
  if (!gap) return null;
  const t = translator(input.language);
  const start = FOLLOW_UP_PROBES.indexOf(gap);
  for (let i = 0; i < FOLLOW_UP_PROBES.length; i++) {
    const text = t(`followUp.${FOLLOW_UP_PROBES[(start + i) % FOLLOW_UP_PROBES.length]}`);
    if (!input.asked.includes(text)) return text;
  }
  return null;
}
