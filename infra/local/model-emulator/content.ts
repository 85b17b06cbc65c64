/**
 * What the model emulator answers when nothing goes wrong: content derived from the request, valid for
 * the tool's schema. A scoring request (a tool input with `evidence`) gets verdicts whose quotes are
 * sentences of the fenced answer; a generation request (a tool input with `questions`) gets distinct
 * questions on the fenced topic, each with key points; a follow-up request (a tool input with `needed`)
 * gets a probe for specifics while key points are not covered; a feedback request (a tool input with
 * `perQuestion`) gets two sections per question (`./feedback.ts`).
 */

/** One request as the emulator sees it, whichever protocol carried it. */
export interface ModelRequest {
  system: string;
  prompt: string;
  toolName: string;
  /** The tool's JSON input schema as sent. */
  schema: Record<string, unknown>;
  maxTokens: number;
}

/** Text of the first `<tag>…</tag>` fence of `prompt`, with its XML entities undone. */
export function fenced(prompt: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`).exec(prompt);
  return match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

type JsonSchema = { properties?: Record<string, JsonSchema>; minItems?: number; items?: JsonSchema };

/** `minItems` of the array property `name` of the tool schema (how many entries the caller wants). */
function wanted(schema: Record<string, unknown>, name: string): number | undefined {
  return (schema as JsonSchema).properties?.[name]?.minItems;
}

/** The kinds of request the emulator tells apart by the tool's schema. */
export type RequestKind = 'score' | 'generate' | 'followUp' | 'feedback' | 'other';

/**
 * Which kind of request: scoring one answer, writing questions, asking a follow-up, writing a feedback
 * report, or something the emulator cannot tell.
 */
export function requestKind(request: ModelRequest): RequestKind {
  const properties = (request.schema as JsonSchema).properties ?? {};
  if ('evidence' in properties) return 'score';
  if ('questions' in properties) return 'generate';
  if ('needed' in properties) return 'followUp';
  if ('perQuestion' in properties) return 'feedback';
  return 'other';
}

const lower = (s: string) => s.toLowerCase().normalize('NFKD');
/** Words of 4 letters or more: enough to tell what a sentence is about without a stop-word list. */
const contentWords = (s: string) => new Set(lower(s).match(/\p{L}{4,}/gu) ?? []);

/** Sentences of `text` as written (each a substring of it). */
function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]?/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Output tokens of a real model's scoring reply (the tool input with its evidence, score and feedback):
 * 250-350 for an answer to a question with 3-4 key points, as Bedrock's usage reports it for Nova and
 * Claude; the emulator writes its feedback to that length.
 */
export const SCORE_REPLY_TOKENS = 300;

/** Sentences a reviewer adds to the feedback, in order, until the reply has its real length. */
const REMARKS = [
  'A stronger answer names one concrete situation, the steps taken in order and the reason for each.',
  'It would also state a measured result, such as time saved or errors avoided, and how it was measured.',
  'Where a key point is only touched on, one specific example would show it was done rather than known.',
  'The answer stays on the question asked and does not repeat the question back.',
  'Its order is easy to follow, from the situation to the action to the outcome.',
];

/** Feedback on `evidence` of about `chars` characters (at most 600, the schema's limit). */
function feedbackOf(evidence: { verdict: string }[], chars: number): string {
  const covered = evidence.filter((e) => e.verdict === 'covered').length;
  const partial = evidence.filter((e) => e.verdict === 'partial').length;
  const sentences = [
    `The answer covers ${covered} of ${evidence.length} key points${partial ? `, ${partial} in part` : ''}.`,
    ...evidence.map((e, i) => `Key point ${i + 1} is ${e.verdict}.`),
    ...REMARKS,
  ];
  let text = sentences[0]!;
  for (const sentence of sentences.slice(1)) {
    if (`${text} ${sentence}`.length > Math.min(600, chars)) break;
    text += ` ${sentence}`;
  }
  return text;
}

/** Verdicts of one answer against its key points, with quotes copied from the answer. */
export function scoreReply(request: ModelRequest): Record<string, unknown> {
  const answer = fenced(request.prompt, 'answer') ?? '';
  const keyPoints = (fenced(request.prompt, 'key_points') ?? '')
    .split('\n')
    .map((line) => line.replace(/^\d+\.\s*/, '').trim())
    .filter(Boolean);
  const count = wanted(request.schema, 'evidence') ?? keyPoints.length;
  const parts = sentences(answer);
  const evidence = Array.from({ length: count }, (_, i) => {
    const point = contentWords(keyPoints[i] ?? '');
    let best = '';
    let overlap = 0;
    for (const sentence of parts) {
      const shared = [...contentWords(sentence)].filter((w) => point.has(w)).length;
      if (shared > overlap) [best, overlap] = [sentence, shared];
    }
    const verdict = overlap >= 2 ? 'covered' : overlap === 1 ? 'partial' : 'missing';
    return { keyPoint: i + 1, verdict, quote: verdict === 'missing' ? '' : best.slice(0, 280) };
  });
  const covered = evidence.filter((e) => e.verdict === 'covered').length;
  const partial = evidence.filter((e) => e.verdict === 'partial').length;
  const score = count === 0 ? 0 : Math.round((10 * (covered + partial / 2)) / count);
  const reply = {
    evidence,
    score,
    feedback: '',
    injectionSuspected: /ignore (all|the|previous)|give (me )?(a )?10|system prompt/i.test(answer),
  };
  // The feedback takes what is left of a real reply's length once the evidence is written.
  reply.feedback = feedbackOf(
    evidence,
    SCORE_REPLY_TOKENS * JSON_CHARS_PER_TOKEN - JSON.stringify(reply).length,
  );
  return reply;
}

const ANGLES = [
  'a project where you applied',
  'how you would explain',
  'a mistake you made with',
  'how you measure success in',
  'a trade-off you faced in',
  'how you keep up to date with',
  'a time you taught someone',
  'how you would plan the first month of',
];

/**
 * Output tokens of a real model's question with four key points, as the tool input holds it: about 150
 * (a question of 50-60 tokens, key points of about 20), the figure `TOKENS_PER_QUESTION` budgets for.
 */
export const QUESTION_TOKENS = 150;

/**
 * Questions on the fenced topic, numbered so they are distinct within one request and across parts, each
 * as long as a real model writes it ({@link QUESTION_TOKENS}) with four key points.
 */
export function generateReply(request: ModelRequest): Record<string, unknown> {
  const topic = fenced(request.prompt, 'topic') ?? 'the role';
  const count = wanted(request.schema, 'questions') ?? 5;
  const part = /part (\d+) of/i.exec(request.prompt)?.[1] ?? '1';
  const written = fenced(request.prompt, 'written');
  const avoided = written ? written.split('\n').length : 0;
  const questions = Array.from({ length: count }, (_, i) => {
    const n = `${part}.${avoided + i + 1}`;
    const angle = ANGLES[i % ANGLES.length]!;
    return {
      text:
        `Question ${n}: describe ${angle} ${topic}. Walk us through the situation, the steps you took ` +
        'and why, the tools or methods you used, and what you would change next time.',
      keyPoints: [
        'Names a concrete situation, its scale and constraints',
        'Explains each step taken and the reason behind it',
        'States a measurable outcome and how it was measured',
        'Reflects on what would be done differently',
      ],
    };
  });
  return { questions };
}

const PROBES = [
  'Can you describe one specific time you did this: what did you do, and what came of it?',
  'How exactly did you go about it, step by step?',
  'What was the result, and how did you know?',
];

/**
 * A follow-up: none when every fenced key point is covered by the fenced answer (as {@link scoreReply}
 * judges), else the first probe not already asked. Probes name no key point.
 */
export function followUpReply(request: ModelRequest): Record<string, unknown> {
  const verdicts = scoreReply({ ...request, schema: {} }).evidence as { verdict: string }[];
  const asked = (fenced(request.prompt, 'asked') ?? '').split('\n');
  const probe = PROBES.find((p) => !asked.includes(p));
  const needed = verdicts.some((v) => v.verdict !== 'covered') && probe !== undefined;
  return { needed, question: needed ? probe : '' };
}

/** The valid tool input for `request` (a feedback report's is `feedbackReply` of `./feedback.ts`, see `./reply.ts`). */
export function validReply(request: ModelRequest): Record<string, unknown> {
  const kind = requestKind(request);
  if (kind === 'score') return scoreReply(request);
  if (kind === 'generate') return generateReply(request);
  if (kind === 'followUp') return followUpReply(request);
  return {};
}

/** Tokens of prose `text` as the emulator counts them: one per 4 characters, at least 1. */
export function tokensOf(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/**
 * Characters per output token of a tool call's JSON: about 3, fewer than prose, since keys, quotes and
 * punctuation are tokens of their own (what Bedrock's `usage.outputTokens` reports for a tool input).
 */
export const JSON_CHARS_PER_TOKEN = 3;

/** Output tokens of a tool input written as `json`, at {@link JSON_CHARS_PER_TOKEN}, at least 1. */
export function jsonTokensOf(json: string): number {
  return Math.max(1, Math.ceil(json.length / JSON_CHARS_PER_TOKEN));
}
