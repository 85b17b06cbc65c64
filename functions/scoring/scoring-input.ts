import type { ScoreSessionInput } from '../ai/provider';
import { scoredText, type CurrentAnswerItem } from '../data/current-answers';
import type { SessionItem } from '../sessions';

/**
 * What the AI provider is asked to score for `session`: each of `questions` with its key points and the
 * text of its latest answer in `latest` (with its follow-ups, `scoredText`), in the organization's
 * reporting language; `deadlineAt` (epoch ms) when the run must end before the Lambda does.
 */
export function scoringInput(
  session: Pick<SessionItem, 'topic' | 'language'>,
  questions: SessionItem['questions'],
  latest: Map<string, CurrentAnswerItem>,
  reportLanguage: ScoreSessionInput['reportLanguage'],
  deadlineAt?: number,
): ScoreSessionInput {
  return {
    topic: session.topic,
    language: session.language,
    reportLanguage,
    ...(deadlineAt === undefined ? {} : { deadlineAt }),
    items: questions.map((q) => ({
      questionId: q.id,
      question: q.text,
      keyPoints: q.keyPoints,
      answer: scoredText(latest.get(q.id)),
    })),
  };
}
