import * as z from 'zod';
import type { QuestionsToolInput } from './prompts/generate-questions.v1';

/**
 * Reads a model's generation reply generously (docs/decisions/0051-repair-before-refusing.md): a key point
 * or question past its length limit is cut at a word boundary instead of refusing the whole template, key
 * points past 5 are dropped, questions past the count asked for are dropped, and a question without text or
 * 2 usable key points is dropped (the missing ones are asked for again by the caller).
 */

/** Limits of `questionsToolSchema` (characters, key points per question). */
const MAX_QUESTION = 600;
const MAX_KEY_POINT = 240;
const MAX_KEY_POINTS = 5;

const Loose = z.object({
  questions: z.array(z.object({ text: z.string(), keyPoints: z.array(z.string()) })),
});

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max / 2 ? head.slice(0, space) : head}…`;
}

/**
 * The questions of a reply asked for `count`.
 * @returns the value and its repairs (`question-cut`, `key-point-cut`, `extra-key-points`,
 *   `extra-questions`, `question-dropped`), or undefined when the reply has no question list or no usable
 *   question.
 */
export function readQuestionsReply(
  raw: unknown,
  count: number,
): { value: QuestionsToolInput; repairs: string[] } | undefined {
  const parsed = Loose.safeParse(raw);
  if (!parsed.success) return undefined;
  const repairs = new Set<string>();
  const questions: QuestionsToolInput['questions'] = [];
  for (const q of parsed.data.questions) {
    const text = q.text.trim();
    let keyPoints = q.keyPoints.map((k) => k.trim()).filter((k) => k.length >= 2);
    if (keyPoints.length > MAX_KEY_POINTS) {
      keyPoints = keyPoints.slice(0, MAX_KEY_POINTS);
      repairs.add('extra-key-points');
    }
    if (text.length < 10 || keyPoints.length < 2) {
      repairs.add('question-dropped');
      continue;
    }
    if (text.length > MAX_QUESTION) repairs.add('question-cut');
    if (keyPoints.some((k) => k.length > MAX_KEY_POINT)) repairs.add('key-point-cut');
    questions.push({ text: cut(text, MAX_QUESTION), keyPoints: keyPoints.map((k) => cut(k, MAX_KEY_POINT)) });
  }
  if (questions.length > count) {
    questions.length = count;
    repairs.add('extra-questions');
  }
  if (questions.length === 0) return undefined;
  return { value: { questions }, repairs: [...repairs].sort() };
}
