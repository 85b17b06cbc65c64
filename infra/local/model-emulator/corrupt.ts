import type { ReplyFault } from './faults';

/**
 * The ways a model's tool input goes wrong, applied to a valid one. Each mirrors a reply seen from real
 * models: numbers as strings, `"Covered"`, 3 or 5 verdicts for 4 key points, `[1,2,3,3]`, feedback or a key
 * point past its length limit, a quote the answer never contained, a quote of one or two common words.
 * Faults that do not apply to the request's kind leave the input as it was.
 */

type Evidence = { keyPoint: number | string; verdict: string; quote: string };
type Question = { text: string; keyPoints: string[] };

const LONG_TEXT =
  'This feedback goes on far longer than the limit allows, because models do not count characters. '.repeat(
    9,
  );

function corruptScore(value: Record<string, unknown>, fault: ReplyFault): Record<string, unknown> {
  const evidence = structuredClone(value.evidence as Evidence[]);
  const out: Record<string, unknown> = { ...value, evidence };
  const last = evidence.at(-1);
  switch (fault) {
    case 'numbers-as-strings':
      out.score = String(value.score);
      for (const e of evidence) e.keyPoint = String(e.keyPoint);
      break;
    case 'verdict-case':
      for (const e of evidence) e.verdict = e.verdict[0]!.toUpperCase() + e.verdict.slice(1);
      break;
    case 'missing-entry':
      evidence.pop();
      break;
    case 'extra-entry':
      evidence.push({ keyPoint: evidence.length + 1, verdict: 'covered', quote: last?.quote ?? '' });
      break;
    case 'duplicate-entry':
      if (last && evidence.length > 1) last.keyPoint = evidence.at(-2)!.keyPoint;
      break;
    case 'long-text':
      out.feedback = LONG_TEXT;
      break;
    case 'quote-not-in-answer':
      for (const e of evidence) if (e.verdict !== 'missing') e.quote = 'I led the migration to Kubernetes';
      out.score = 9;
      break;
    case 'trivial-quote':
      for (const e of evidence) {
        e.verdict = 'covered';
        e.quote = 'the';
      }
      out.score = 10;
      break;
    default:
      break;
  }
  return out;
}

function corruptQuestions(value: Record<string, unknown>, fault: ReplyFault): Record<string, unknown> {
  const questions = structuredClone(value.questions as Question[]);
  switch (fault) {
    case 'missing-entry':
      questions.pop();
      break;
    case 'extra-entry':
      questions.push({
        text: 'One more question than was asked for: what motivates you?',
        keyPoints: ['a', 'b'],
      });
      break;
    case 'duplicate-entry':
      if (questions.length > 1) questions[questions.length - 1] = questions[0]!;
      break;
    case 'long-text':
      if (questions[0]) questions[0].keyPoints[0] = `${questions[0].keyPoints[0]} ${'x'.repeat(240)}`;
      break;
    default:
      break;
  }
  return { questions };
}

type Section = { question: number; didWell: string; stronger: string };

function corruptFeedback(value: Record<string, unknown>, fault: ReplyFault): Record<string, unknown> {
  const perQuestion = structuredClone(value.perQuestion as Section[]);
  switch (fault) {
    case 'missing-entry':
      perQuestion.pop();
      break;
    case 'duplicate-entry':
      if (perQuestion.length > 1) perQuestion[perQuestion.length - 1]!.question = perQuestion[0]!.question;
      break;
    case 'long-text':
      if (perQuestion[0]) perQuestion[0].stronger = LONG_TEXT;
      break;
    default:
      break;
  }
  return { perQuestion };
}

/** `value` (a valid tool input) with `fault` applied, as the model would have written it. */
export function corruptReply(value: Record<string, unknown>, fault: ReplyFault): Record<string, unknown> {
  if (Array.isArray(value.evidence)) return corruptScore(value, fault);
  if (Array.isArray(value.questions)) return corruptQuestions(value, fault);
  if (Array.isArray(value.perQuestion)) return corruptFeedback(value, fault);
  return value;
}
