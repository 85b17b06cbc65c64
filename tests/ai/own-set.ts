import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/interview-options';

/**
 * A second labelled set, written for the offline scorer's languages (`./labelled/*.json`, one file per
 * interview language): questions from nursing, warehouse, backend, sales, kitchen, customer service,
 * accounting, code review and retail work, each with the same ten kinds of answer (and some of
 * {@link EXTRA_ANSWER_KINDS}) and the 0-10 score a hiring manager gave them.
 */

/** The kinds of answer every question of this set has. */
export const OWN_ANSWER_KINDS = [
  'exemplary',
  'concise correct',
  'non-native correct',
  'vague',
  'paraphrased key points',
  'one-sentence restatement',
  'keyword list',
  'question copy',
  'off-topic',
  'injected',
] as const;
/**
 * Kinds a question may add: an answer that states the opposite of key points with confidence, a good
 * answer in another interview language, the key points paraphrased back over several sentences, and a
 * long excellent account.
 */
export const EXTRA_ANSWER_KINDS = [
  'confidently wrong',
  'wrong language',
  'paraphrased in sentences',
  'long excellent',
] as const;
export type OwnAnswerKind = (typeof OWN_ANSWER_KINDS)[number] | (typeof EXTRA_ANSWER_KINDS)[number];

const AnswerSchema = z.strictObject({
  kind: z.enum([...OWN_ANSWER_KINDS, ...EXTRA_ANSWER_KINDS]),
  label: z.number().int().min(0).max(10),
  text: z.string().min(1),
});

const QuestionSchema = z.strictObject({
  id: z.string().min(1),
  topic: z.string().min(1),
  question: z.string().min(5),
  keyPoints: z.array(z.string().min(2)).min(2).max(5),
  answers: z
    .array(AnswerSchema)
    .refine(
      (answers) =>
        new Set(answers.map((a) => a.kind)).size === answers.length &&
        OWN_ANSWER_KINDS.every((k) => answers.some((a) => a.kind === k)),
      { message: 'one answer of each kind, every base kind present' },
    ),
});

/** One file of `./labelled/`: the questions of one interview language. */
export const OwnSetFileSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  questions: z.array(QuestionSchema).min(1),
});
export type OwnQuestion = z.infer<typeof QuestionSchema> & {
  language: z.infer<typeof OwnSetFileSchema>['language'];
};

const dir = fileURLToPath(new URL('labelled', import.meta.url));

/** Every question of the set, each with its language; a file that breaks the schema throws. */
export const OWN_SET: OwnQuestion[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => {
    const file = OwnSetFileSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    return file.questions.map((q) => ({ ...q, language: file.language }));
  });
