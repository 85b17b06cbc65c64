import type { JobTopic, JobTopicGroup } from '../../../../shared/job-topics';
import { parseEvidenceMarkup, registerEvidence } from '../evidence-terms';

/** How demanding a question is: 0 fundamentals, 1 practical experience, 2 architecture/strategy/leadership. */
export type Level = 0 | 1 | 2;

/** A question in one language with the 2-5 key points a good answer covers. */
export interface LocalizedQuestion {
  text: string;
  keyPoints: string[];
}

/** One bank question written natively in English and Spanish. Templates use `{topic}` / `{skill}` / `{title}`. */
export interface BankQuestion {
  level: Level;
  en: LocalizedQuestion;
  es: LocalizedQuestion;
}

/** A predefined job topic with its role-specific questions and the words that map free text to it. */
export interface BankTopic {
  name: JobTopic;
  /** Spanish name, used inside Spanish question templates. */
  es: string;
  /** Extra words (English and Spanish, any case/accents) that point to this topic. */
  keywords: string[];
  questions: BankQuestion[];
}

/** A topic group with questions that fit every role of the group. */
export interface BankGroup {
  group: JobTopicGroup;
  /** Words that point to the group when no topic matches. */
  keywords: string[];
  questions: BankQuestion[];
  topics: BankTopic[];
}

/**
 * Builds a {@link BankQuestion}. Key points are one string separated by ` || ` when any carries evidence
 * markup, else ` | `, which keeps the bank files short (one line per language) and the two languages side
 * by side. A key point may end with hand-written evidence terms, `[[csat|nps; improv|mejor]]` (see
 * `parseEvidenceMarkup`): they are registered for the offline scorer and left out of the text.
 */
export function q(
  level: Level,
  en: string,
  enKeyPoints: string,
  es: string,
  esKeyPoints: string,
): BankQuestion {
  const split = (points: string) =>
    points.split(points.includes(' || ') ? ' || ' : ' | ').map((p) => {
      const { text, groups } = parseEvidenceMarkup(p);
      if (groups) registerEvidence(text, groups);
      return text;
    });
  return {
    level,
    en: { text: en, keyPoints: split(enKeyPoints) },
    es: { text: es, keyPoints: split(esKeyPoints) },
  };
}
