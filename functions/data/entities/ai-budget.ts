import { entity } from '../entity-options';

/**
 * What one organization spent on the AI in one calendar month (UTC), kept as atomic counters so every
 * generation and scoring run reserves its estimate with one conditional update
 * (`functions/ai/budget.ts`, docs/decisions/0052-monthly-ai-budget.md). Key: orgId, then the month.
 */
export const AiBudget = entity({
  model: { entity: 'aiBudget', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    /** `YYYY-MM`, UTC. */
    month: { type: 'string', required: true, readOnly: true },
    /** USD at the model's list price, reservations of runs in flight included. */
    usedUsd: { type: 'number' },
    /** Tokens of finished runs. */
    usedTokens: { type: 'number' },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: ['month'] } },
  },
});
