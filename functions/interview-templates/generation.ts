import type { GenerationStarted } from '../../shared/schemas/interview-template';
import { settleAiBudget, type BudgetReservation } from '../ai/budget';
import type { GenerateQuestionsInput } from '../ai/provider';
import { config } from '../config';
import { db } from '../data/service';
import { createIndexedTemplate } from './template-index';
import { isConditionalCheckFailed } from '../data/writes';
import { Conflict } from '../errors/errors';
import { logger } from '../observability/logger';
import { requestGeneration } from './generation-queue';
import { getTemplateItem, type TemplateSource } from './templates';

/** Recorded as a template's prompt version until its questions are written. */
const PENDING = 'pending';

/** The stored form of a reservation (`generation.reservation`), with the tokens counted before it. */
function storedReservation(
  reservation: BudgetReservation,
  before: { inputTokens: number; outputTokens: number },
) {
  return { month: reservation.month, usd: reservation.estimateUsd, ...before };
}

/**
 * Asks the worker to write the template; when the request cannot be made, the template is `failed` (the
 * manager retries it) and the reservation released.
 * @throws the queue's error.
 */
async function request(
  orgId: string,
  interviewId: string,
  reservation: BudgetReservation,
  context: GenerateQuestionsInput['context'],
): Promise<void> {
  try {
    await requestGeneration({ orgId, interviewId });
  } catch (error) {
    logger.error('Generation could not be started', { interviewId, error: error as Error });
    await db.entities.interviewTemplate
      .patch({ orgId, interviewId })
      .set({
        status: 'failed',
        generation: {
          ...(context ? { context } : {}),
          attempts: 0,
          failure: 'The generation could not be started. Try again.',
        },
      })
      .where((a, op) => op.eq(a.status, 'generating'))
      .go()
      .catch(() => undefined);
    await settleAiBudget(reservation, 0);
    throw error;
  }
}

/**
 * The generation's cost estimate and reservation (with the prompts it measures), loaded with the first
 * generation, not when the function starts (docs/decisions/0131-functions-load-code-on-first-use.md).
 */
const generationBudget = () => import('../ai/generation-budget');

/**
 * Starts an interview template whose questions the AI provider writes in the background
 * (`POST /api/interviews/generate` and the two `GenerateCustom*` routes): reserves the worst-case cost in
 * the organization's AI budget, stores the template as `generating` with no questions, and invokes the
 * generation worker. `GET /api/interviews/{id}` then shows the questions as they are written.
 * @param source - what the template is written for (custom templates of an applicant or a job position).
 * @returns the new template's id, status `generating` (202).
 * @throws AiBudgetExceeded (429) when the month's budget has no room: nothing is stored then.
 */
export async function generateTemplate(
  orgId: string,
  userId: string,
  input: GenerateQuestionsInput,
  source: TemplateSource = { kind: 'topic' },
): Promise<GenerationStarted> {
  const { configuredModel, reserveGenerationBudget } = await generationBudget();
  const reservation = await reserveGenerationBudget(orgId, input);
  const noTokens = { inputTokens: 0, outputTokens: 0 };
  const data = await createIndexedTemplate({
    orgId,
    topic: input.topic,
    language: input.language,
    numberOfQuestions: input.numberOfQuestions,
    bio: input.bio || undefined,
    skills: input.skills || undefined,
    seniority: input.seniority,
    difficulty: input.difficulty,
    questions: [],
    usage: { ...noTokens, totalTokens: 0, estimated: false },
    provider: config().AI_PROVIDER,
    modelId: configuredModel(),
    promptVersion: PENDING,
    status: 'generating',
    generation: {
      ...(input.context ? { context: input.context } : {}),
      attempts: 0,
      reservation: storedReservation(reservation, noTokens),
    },
    sourceKind: source.kind,
    sourceId: source.id,
    jobPositionId: source.kind === 'jobPosition' ? source.id : undefined,
    createdBy: userId,
  });
  await request(orgId, data.interviewId, reservation, input.context);
  return { id: data.interviewId, status: 'generating' };
}

/**
 * Generates a `failed` template again (`POST /api/interviews/{id}/retry`): the questions written so far
 * stay, the rest are asked for, under a new reservation for them. Allowed only from `failed`; the change
 * to `generating` is conditional on it.
 * @throws NotFound outside the caller's organization; Conflict (409) unless the template is `failed`;
 *   AiBudgetExceeded (429) when the month's budget has no room (the template stays `failed`).
 */
export async function retryGeneration(orgId: string, interviewId: string): Promise<GenerationStarted> {
  const item = await getTemplateItem(orgId, interviewId);
  if (item.status !== 'failed') throw new Conflict('Only a template whose generation failed can be retried.');
  const missing = Math.max(1, item.numberOfQuestions - item.questions.length);
  const { reserveGenerationBudget } = await generationBudget();
  const reservation = await reserveGenerationBudget(orgId, {
    topic: item.topic,
    language: item.language,
    numberOfQuestions: missing,
    ...(item.bio ? { bio: item.bio } : {}),
    ...(item.skills ? { skills: item.skills } : {}),
    ...(item.seniority ? { seniority: item.seniority } : {}),
    ...(item.difficulty ? { difficulty: item.difficulty } : {}),
    ...(item.generation?.context ? { context: item.generation.context } : {}),
  });
  try {
    await db.entities.interviewTemplate
      .patch({ orgId, interviewId })
      .set({
        status: 'generating',
        generation: {
          ...(item.generation?.context ? { context: item.generation.context } : {}),
          attempts: 0,
          reservation: storedReservation(reservation, item.usage),
        },
      })
      .where((a, op) => op.eq(a.status, 'failed'))
      .go();
  } catch (error) {
    await settleAiBudget(reservation, 0);
    if (isConditionalCheckFailed(error)) {
      throw new Conflict('This template changed meanwhile: it is being generated or was deleted.');
    }
    throw error;
  }
  await request(orgId, interviewId, reservation, item.generation?.context);
  return { id: interviewId, status: 'generating' };
}
