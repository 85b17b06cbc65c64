import { fenced, JSON_CHARS_PER_TOKEN, type ModelRequest } from './content';

/**
 * The emulator's feedback report (`record_feedback_report`, docs/decisions/0168-feedback-drafted-by-the-model.md):
 * two sections per question of the prompt, as long as a real model writes them, quoting the applicant's
 * fenced words and never a key point.
 */

/**
 * Output tokens of one question's two sections in a real model's tool input: 150-250 (two or three
 * sentences each, about 90 words with the JSON keys), as Bedrock's usage reports it for Nova and Claude.
 */
export const FEEDBACK_QUESTION_TOKENS = 200;

const DID_WELL_QUOTED = (quote: string) =>
  `You answered in your own words and gave a concrete detail: "${quote}". That showed the work you did rather than only what you know about it.`;
const DID_WELL_PLAIN =
  'You stayed on the question and explained how you would approach it, which is a sound start for an answer.';

/** Sentences a reviewer adds on what a stronger answer covers, in order, until the section has its real length. */
const STRONGER = [
  'A stronger answer would take one real situation from your own experience and walk through it in order.',
  'Say what you did first and why, what you did next, and what came of it, with a result you could measure.',
  'Where the question asks about more than one thing, touch on each of them briefly before going deep on one.',
  'Close by saying what you would do differently next time, which shows you learn from the work.',
];

/** The applicant's first quoted words under question `n` of the prompt, cut to about 12 words. */
function firstQuote(block: string): string | undefined {
  const quote = fenced(block, 'evidence');
  if (!quote) return undefined;
  const words = quote.split(/\s+/);
  return words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : quote;
}

/** One entry per question of the prompt, each about {@link FEEDBACK_QUESTION_TOKENS} tokens as JSON. */
export function feedbackReply(request: ModelRequest): Record<string, unknown> {
  const blocks = request.prompt.split(/\n(?=Question \d+: )/).filter((b) => /^Question \d+: /.test(b));
  const target = FEEDBACK_QUESTION_TOKENS * JSON_CHARS_PER_TOKEN;
  const perQuestion = blocks.map((block) => {
    const question = Number(/^Question (\d+): /.exec(block)![1]);
    const quote = firstQuote(block);
    const didWell = quote ? DID_WELL_QUOTED(quote) : DID_WELL_PLAIN;
    let stronger = STRONGER[0]!;
    for (const sentence of STRONGER.slice(1)) {
      if (JSON.stringify({ question, didWell, stronger: `${stronger} ${sentence}` }).length > target) break;
      stronger += ` ${sentence}`;
    }
    return { question, didWell: didWell.slice(0, 500), stronger };
  });
  return { perQuestion };
}
