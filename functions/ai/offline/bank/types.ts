import * as z from 'zod';
import { JOB_TOPIC_GROUPS } from '../../../../shared/job-topics';

/**
 * The shape of the offline question bank's data files (`./groups/*.json`, `./generic.json`,
 * `./templates.json`). A test validates every file against these schemas; at run time the files are
 * imported as they are, so loading the bank runs no code (README "Adding a topic to the offline bank").
 */

/** How demanding a question is: 0 fundamentals, 1 practical experience, 2 architecture/strategy/leadership. */
export const LevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Level = z.infer<typeof LevelSchema>;

/**
 * Hand-written evidence of a key point (docs/decisions/0024-offline-evidence-scorer.md): any-of groups
 * of terms, each a word prefix (`frustrat`), a phrase (`call back`) or `#` (a measured result). A
 * `strong` group is the examples the key point names: one of them covers it alone.
 */
export const EvidenceGroupSchema = z.strictObject({
  terms: z.array(z.string().trim().min(1)).min(1),
  strong: z.literal(true).optional(),
});

/** A key point: its text, or its text with hand-written evidence. */
export const BankKeyPointSchema = z.union([
  z.string().trim().min(3),
  z.strictObject({ text: z.string().trim().min(3), evidence: z.array(EvidenceGroupSchema).min(1) }),
]);
export type BankKeyPoint = z.infer<typeof BankKeyPointSchema>;

/** A question in one language with the 2-5 key points a good answer covers. */
export const LocalizedQuestionSchema = z.strictObject({
  text: z.string().trim().min(10),
  keyPoints: z.array(BankKeyPointSchema).min(2).max(5),
});
export type LocalizedQuestion = z.infer<typeof LocalizedQuestionSchema>;

/** One bank question written natively in English and Spanish. Templates use `{topic}` / `{skill}` / `{title}`. */
export const BankQuestionSchema = z.strictObject({
  level: LevelSchema,
  en: LocalizedQuestionSchema,
  es: LocalizedQuestionSchema,
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** Fewest role questions a bank topic has, so a long template is mostly about the role. */
export const MIN_TOPIC_QUESTIONS = 12;

const TOPIC_NAMES = JOB_TOPIC_GROUPS.flatMap((g) => g.topics) as unknown as [string, ...string[]];

/** A predefined job topic with its role-specific questions and the words that map free text to it. */
export const BankTopicSchema = z.strictObject({
  name: z.enum(TOPIC_NAMES),
  /** Spanish name, used inside Spanish question templates. */
  es: z.string().trim().min(2),
  /** Extra words (English and Spanish, any case/accents) that point to this topic. */
  keywords: z.array(z.string().trim().min(2)).min(1),
  questions: z.array(BankQuestionSchema).min(MIN_TOPIC_QUESTIONS),
});
export type BankTopic = Omit<z.infer<typeof BankTopicSchema>, 'name'> & {
  name: (typeof JOB_TOPIC_GROUPS)[number]['topics'][number];
};

/** A topic group with questions that fit every role of the group: one data file. */
export const BankGroupSchema = z.strictObject({
  group: z.enum(JOB_TOPIC_GROUPS.map((g) => g.group) as unknown as [string, ...string[]]),
  /** Words that point to the group when no topic matches. */
  keywords: z.array(z.string().trim().min(2)).min(1),
  questions: z.array(BankQuestionSchema).min(3),
  topics: z.array(BankTopicSchema).min(1),
});
export type BankGroup = Omit<z.infer<typeof BankGroupSchema>, 'group' | 'topics'> & {
  group: (typeof JOB_TOPIC_GROUPS)[number]['group'];
  topics: BankTopic[];
};

/** `./generic.json`: behavioural questions that fit any role. */
export const GenericFileSchema = z.strictObject({ questions: z.array(BankQuestionSchema).min(10) });

/** `./templates.json`: questions with the topic, a skill, the bio or a title woven in. */
export const TemplatesFileSchema = z.strictObject({
  topic: z.array(BankQuestionSchema).min(5),
  skill: z.array(BankQuestionSchema).length(3),
  role: BankQuestionSchema,
  position: BankQuestionSchema,
  applicant: BankQuestionSchema,
});

/**
 * `./languages/<code>.json`: the generic questions and the templates written natively in one interview
 * language beyond English and Spanish, in the order of `./generic.json` and `./templates.json`, whose
 * levels and placeholders they keep (a unit test checks both). The role questions of `./groups/` are
 * English and Spanish only.
 */
export const LanguageBankSchema = z.strictObject({
  $comment: z.string().optional(),
  generic: z.array(LocalizedQuestionSchema).min(10),
  topic: z.array(LocalizedQuestionSchema).min(5),
  skill: z.array(LocalizedQuestionSchema).length(3),
  role: LocalizedQuestionSchema,
  position: LocalizedQuestionSchema,
  applicant: LocalizedQuestionSchema,
});
export type LanguageBank = z.infer<typeof LanguageBankSchema>;

/** The text of a key point. */
export function keyPointText(k: BankKeyPoint): string {
  return typeof k === 'string' ? k : k.text;
}
