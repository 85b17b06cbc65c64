import { isEstablished, type OrganizationAge } from '../../shared/new-organization';
import { config } from '../config';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { ApiError } from '../errors/errors';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import { costUsd } from './model-prices';
import { METRIC_NAMES } from '../../shared/metrics';
import type { TokenUsage } from './provider';

/**
 * The per-organization monthly AI budget (docs/decisions/0052-monthly-ai-budget.md): every generation and
 * scoring run first reserves its worst-case cost with one conditional atomic update of the organization's
 * counter for the month (`aiBudget` entity), then settles it to what the model reported. USD at the list
 * prices of `./model-prices.ts`; a model without a list price (offline, self-hosted) costs 0 but is still
 * refused once the month's budget is spent.
 */

/** The calendar month (UTC) of `now`, `YYYY-MM`: the budget's period. */
export function budgetMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** 429 `AI_BUDGET_EXCEEDED`: the organization's AI budget for this month is spent. */
export class AiBudgetExceeded extends ApiError {
  constructor(limitUsd: number) {
    super(
      'AI_BUDGET_EXCEEDED',
      `Your organization has used its AI budget for this month (USD ${limitUsd}). AI generation and scoring resume on the 1st of next month (UTC) or when the budget is raised; submitted sessions wait and are scored then.`,
    );
  }
}

/** A reservation made by {@link reserveAiBudget}, settled by {@link settleAiBudget}. */
export interface BudgetReservation {
  orgId: string;
  month: string;
  /** USD reserved. */
  estimateUsd: number;
}

/** Worst-case cost (USD) of a run of `modelId` with these token counts; 0 for a model without a list price. */
export function estimateUsd(modelId: string, inputTokens: number, outputTokens: number): number {
  return (
    costUsd(modelId, {
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens,
      estimated: false,
    }) ?? 0
  );
}

/**
 * The organization's monthly AI budget, USD: `AI_MONTHLY_BUDGET_USD` once it is established (owner's
 * e-mail verified, a day old), `AI_NEW_ORG_MONTHLY_BUDGET_USD` before
 * (docs/decisions/0078-caps-for-new-organizations.md).
 */
export async function monthlyBudgetOf(orgId: string, now: number = Date.now()): Promise<number> {
  const { data: org } = await db.entities.organization.get({ orgId }).go();
  return monthlyBudgetFor(org, now);
}

/**
 * {@link monthlyBudgetOf} for an organization item already read (undefined when it is gone), so a run that
 * reads the organization for other settings too reads it once.
 */
export function monthlyBudgetFor(org: OrganizationAge | undefined | null, now: number = Date.now()): number {
  return org && isEstablished(org, now)
    ? config().AI_MONTHLY_BUDGET_USD
    : config().AI_NEW_ORG_MONTHLY_BUDGET_USD;
}

/**
 * Reserves `estimate` USD of the organization's budget for this month, in one conditional update: it
 * passes while the month's spending is under the budget and stays within it with the estimate.
 * @param limitUsd - the organization's monthly budget when the caller has read it ({@link monthlyBudgetFor});
 *   read here otherwise.
 * @throws AiBudgetExceeded (429) when it would not fit; nothing is changed then.
 */
export async function reserveAiBudget(
  orgId: string,
  estimate: number,
  limitUsd?: number,
): Promise<BudgetReservation> {
  const limit = limitUsd ?? (await monthlyBudgetOf(orgId));
  const month = budgetMonth();
  try {
    await db.entities.aiBudget
      .update({ orgId, month })
      .add({ usedUsd: estimate })
      .where(
        (a, op) =>
          `${op.notExists(a.usedUsd)} OR (${op.lt(a.usedUsd, limit)} AND ${op.lte(a.usedUsd, limit - estimate)})`,
      )
      .go();
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    metrics.addMetric('AiBudgetRefusals', MetricUnit.Count, 1);
    throw new AiBudgetExceeded(limit);
  }
  return { orgId, month, estimateUsd: estimate };
}

/**
 * Replaces a reservation by what the run cost (`actualUsd`, 0 when it failed before any answer) and adds
 * its tokens, then emits `AiBudgetUsedPercent` (no dimensions, for an alarm at 80 %).
 */
export async function settleAiBudget(
  reservation: BudgetReservation,
  actualUsd: number,
  usage?: TokenUsage,
): Promise<void> {
  const { orgId, month } = reservation;
  const delta = Math.round((actualUsd - reservation.estimateUsd) * 1e6) / 1e6;
  try {
    const { data } = await db.entities.aiBudget
      .update({ orgId, month })
      .add({ usedUsd: delta, usedTokens: usage?.totalTokens ?? 0 })
      .go({ response: 'all_new' });
    emitUsedPercent(data.usedUsd ?? 0);
  } catch (error) {
    // The reservation stays counted: the budget errs on the safe side.
    logger.warn('AI budget not settled', { orgId, month, error: error as Error });
  }
}

function emitUsedPercent(usedUsd: number): void {
  const single = metrics.singleMetric();
  single.clearDefaultDimensions();
  single.addMetric(METRIC_NAMES.aiBudgetUsedPercent, MetricUnit.Percent, usedPercent(usedUsd));
}

/** Share of the budget used, percent rounded to 0.1 (may pass 100 by the last run's difference). */
export function usedPercent(usedUsd: number, limitUsd = config().AI_MONTHLY_BUDGET_USD): number {
  return Math.round((Math.max(0, usedUsd) / limitUsd) * 1000) / 10;
}

/** The organization's AI spending this month, for the dashboard. */
export async function aiUsage(orgId: string) {
  const limitUsd = await monthlyBudgetOf(orgId);
  const month = budgetMonth();
  const { data } = await db.entities.aiBudget.get({ orgId, month }).go();
  const usedUsd = Math.max(0, Math.round((data?.usedUsd ?? 0) * 1e4) / 1e4);
  return {
    month,
    usedUsd,
    limitUsd,
    usedPercent: usedPercent(usedUsd, limitUsd),
    usedTokens: data?.usedTokens ?? 0,
    exceeded: usedUsd >= limitUsd,
  };
}

/**
 * Runs `run` under a reservation of `estimate` USD: settled with its cost when it succeeds; when it throws,
 * settled with what `costOfFailure` says the failed run spent (a failed model run's tokens are charged
 * too), else released.
 * @param limitUsd - the organization's monthly budget when the caller has read it (see {@link reserveAiBudget}).
 * @throws AiBudgetExceeded before `run` when the budget has no room; whatever `run` throws.
 */
export async function withAiBudget<T>(
  orgId: string,
  estimate: number,
  run: () => Promise<T>,
  costOf: (result: T) => { usd: number; usage: TokenUsage },
  costOfFailure?: (error: unknown) => { usd: number; usage: TokenUsage } | undefined,
  limitUsd?: number,
): Promise<T> {
  const reservation = await reserveAiBudget(orgId, estimate, limitUsd);
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const spent = costOfFailure?.(error);
    await settleAiBudget(reservation, spent?.usd ?? 0, spent?.usage);
    throw error;
  }
  const { usd, usage } = costOf(result);
  await settleAiBudget(reservation, usd, usage);
  return result;
}
