import { GENERATION_RETRIES } from '../../shared/generation';
import { ModelThrottled } from '../ai/structured-call';
import { METRIC_NAMES } from '../../shared/metrics';
import { aiProvider } from '../ai';
import { TIMEOUT_MESSAGE } from '../ai/bedrock/errors';
import { settleAiBudget } from '../ai/budget';
import { costUsd } from '../ai/model-prices';
import type { GeneratedQuestion, TokenUsage } from '../ai/provider';
import { addDistinct, questionKey } from '../ai/repair';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import type { GenerationEvent } from './generation-queue';
import { getItem, type TemplateItem } from './templates';

/** What one run of the generation worker did (a run to be retried throws instead). */
export type GenerationOutcome = 'ready' | 'failed' | 'skipped';

/** What the manager reads on a template whose generation failed (the model's words are never shown). */
const FAILURE_TEXT = {
  timeout: 'The AI model did not finish in time. Retry, or ask for fewer questions.',
  upstream: 'The AI model could not write the questions. Retry in a moment.',
} as const;

/** The template stopped being `generating` (deleted, or finished by another run): this run ends quietly. */
class GenerationStopped extends Error {}

/** `a` + `b`, tokens. */
function sum(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
    estimated: a.estimated || b.estimated,
  };
}

/**
 * Writes the questions of a `generating` template (the generation worker; `GENERATION_QUEUE=in-process`
 * locally). Only the missing questions are asked for, so a retry keeps what an earlier run wrote. Each
 * part the provider hands on (`onPart`, in parts of docs/decisions/0050-model-limits-and-batches.md) is
 * stored at once with the tokens so far, so the template page shows the questions as they arrive; every
 * write is conditional on the template still being `generating`. The last write sets `ready` and settles
 * the run's AI budget reservation to the tokens it used.
 * A failed run leaves the template `generating` and rethrows, so the queue (Lambda) retries it, up to
 * {@link GENERATION_RETRIES} times (a timeout or a run past `deadlineAt` too: the parts it stored are
 * kept); the last failed run sets `failed` with the reason, settles the reservation to the tokens used and counts `GenerationFailures`.
 * @param options.deadlineAt - epoch ms by which the model calls must end (the worker's own deadline).
 * A throttle (`ModelThrottled`) is rethrown without counting the run, for the queue to put the work back.
 * @throws the provider's error when the run is to be retried; ModelThrottled on a throttle.
 */
export async function writeTemplateQuestions(
  event: GenerationEvent,
  options: { deadlineAt?: number } = {},
): Promise<GenerationOutcome> {
  const { orgId, interviewId } = event;
  const item = await getItem(orgId, interviewId);
  if (!item || item.status !== 'generating') return 'skipped';
  const attempt = (item.generation?.attempts ?? 0) + 1;
  const generation = { ...item.generation, attempts: attempt };
  try {
    await db.entities.interviewTemplate
      .patch({ orgId, interviewId })
      .set({ generation })
      .where((a, op) => op.eq(a.status, 'generating'))
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'skipped';
    throw error;
  }

  const total = item.numberOfQuestions;
  const kept: GeneratedQuestion[] = item.questions.map((q) => ({ text: q.text, keyPoints: q.keyPoints }));
  const ids = new Map(item.questions.map((q) => [questionKey(q.text), q.id]));
  const stored = (questions: GeneratedQuestion[]) =>
    questions.map((q, i) => {
      const key = questionKey(q.text);
      const id = ids.get(key) ?? newId();
      ids.set(key, id);
      return { id, order: i + 1, text: q.text, keyPoints: q.keyPoints };
    });
  let used: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false };
  // Parts may arrive together: their writes run one after the other, each with every question so far.
  let writes: Promise<void> = Promise.resolve();
  const storePart = (questions: GeneratedQuestion[], usage: TokenUsage) => {
    used = usage;
    const all = [...kept];
    addDistinct(all, questions, total);
    writes = writes.then(() =>
      patchGenerating(item, { questions: stored(all), usage: sum(item.usage, usage) }),
    );
    return writes;
  };

  let result;
  try {
    result = await (
      await aiProvider()
    ).generateQuestions({
      topic: item.topic,
      ...(item.bio ? { bio: item.bio } : {}),
      ...(item.skills ? { skills: item.skills } : {}),
      numberOfQuestions: total - kept.length,
      // What an earlier run stored is kept and named to the model, so this run asks only for the rest.
      ...(kept.length > 0 ? { written: kept.map((q) => q.text) } : {}),
      language: item.language,
      ...(item.seniority ? { seniority: item.seniority } : {}),
      ...(item.difficulty ? { difficulty: item.difficulty } : {}),
      ...(item.generation?.context ? { context: item.generation.context } : {}),
      ...(options.deadlineAt === undefined ? {} : { deadlineAt: options.deadlineAt }),
      onPart: storePart,
    });
    await writes;
    used = result.usage;
    addDistinct(kept, result.questions, total);
    if (kept.length < total)
      throw new Error(`The provider wrote ${kept.length} of ${total} distinct questions`);
  } catch (error) {
    await writes.catch(() => undefined);
    if (error instanceof GenerationStopped) return 'skipped';
    if (error instanceof ModelThrottled) {
      // A throttle is no failed run: it is not counted, and the queue puts the work back (decision record 0149).
      await db.entities.interviewTemplate
        .patch({ orgId, interviewId })
        .set({ generation: { ...generation, attempts: attempt - 1 } })
        .where((a, op) => op.eq(a.status, 'generating'))
        .go()
        .catch(() => undefined);
      throw error;
    }
    const timedOut = error instanceof Error && error.message === TIMEOUT_MESSAGE;
    // A timeout or dropped connection is retried like any failure: the next run asks only for the rest.
    if (attempt <= GENERATION_RETRIES) throw error;
    logger.error('Generation failed', { interviewId, attempt, error: error as Error });
    metrics.addMetric('GenerationFailures', MetricUnit.Count, 1);
    const usage = sum(item.usage, used);
    const { reservation: _reservation, ...rest } = generation;
    const failed = await finish(item, usage, {
      status: 'failed',
      usage,
      generation: { ...rest, failure: timedOut ? FAILURE_TEXT.timeout : FAILURE_TEXT.upstream },
    });
    return failed ? 'failed' : 'skipped';
  }

  const usage = sum(item.usage, result.usage);
  const { reservation: _reservation, failure: _failure, ...rest } = generation;
  const done = await finish(item, usage, {
    status: 'ready',
    questions: stored(kept),
    numberOfQuestions: kept.length,
    language: result.language,
    usage,
    provider: result.provider,
    modelId: result.modelId,
    promptVersion: result.promptVersion,
    ...(result.notice ? { notice: result.notice } : {}),
    generation: rest,
  });
  if (!done) return 'skipped';
  metrics.addMetric(METRIC_NAMES.templatesGenerated, MetricUnit.Count, 1);
  metrics.addMetric(METRIC_NAMES.generationTokens, MetricUnit.Count, result.usage.totalTokens);
  return 'ready';
}

type TemplatePatch = Parameters<ReturnType<typeof db.entities.interviewTemplate.patch>['set']>[0];

/**
 * One write to a template that must still be `generating`.
 * @throws GenerationStopped when it no longer is (deleted, or finished by another run).
 */
async function patchGenerating(item: TemplateItem, set: TemplatePatch): Promise<void> {
  try {
    await db.entities.interviewTemplate
      .patch({ orgId: item.orgId, interviewId: item.interviewId })
      .set(set)
      .where((a, op) => op.eq(a.status, 'generating'))
      .go();
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new GenerationStopped();
    throw error;
  }
}

/**
 * The run's last write (`ready` or `failed`), then the budget reservation settled to the tokens used since
 * it was made, by the one run whose write changed the state.
 * @returns false when the template was no longer `generating`.
 */
async function finish(item: TemplateItem, usage: TokenUsage, set: TemplatePatch): Promise<boolean> {
  try {
    await patchGenerating(item, set);
  } catch (error) {
    if (error instanceof GenerationStopped) return false;
    throw error;
  }
  const reservation = item.generation?.reservation;
  if (reservation) {
    const spent: TokenUsage = {
      inputTokens: usage.inputTokens - reservation.inputTokens,
      outputTokens: usage.outputTokens - reservation.outputTokens,
      totalTokens:
        usage.inputTokens - reservation.inputTokens + usage.outputTokens - reservation.outputTokens,
      estimated: usage.estimated,
    };
    const modelId = typeof set.modelId === 'string' ? set.modelId : item.modelId;
    await settleAiBudget(
      { orgId: item.orgId, month: reservation.month, estimateUsd: reservation.usd },
      costUsd(modelId, spent) ?? 0,
      spent,
    );
  }
  return true;
}
