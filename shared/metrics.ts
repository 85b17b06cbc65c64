/**
 * The product's CloudWatch metrics namespace: the one source for the functions' Powertools `Metrics`
 * (`functions/observability/metrics.ts`), their `POWERTOOLS_METRICS_NAMESPACE` and the alarms and dashboard of
 * `infra/constructs/monitoring.ts`.
 */
export const METRICS_NAMESPACE = 'HiringPlatform';

/** Powertools `serviceName` of every function: metrics carry it as the `service` dimension. */
export const METRICS_SERVICE = 'hiring';

/** Names of the product's own metrics that alarms and the dashboard read. */
export const METRIC_NAMES = {
  /** Sessions whose scoring failed (count, `service` dimension). */
  scoringFailures: 'ScoringFailures',
  /** Sessions scored (count, `service` dimension). */
  sessionsScored: 'SessionsScored',
  /** Tokens used by scoring (count, `service` dimension). */
  scoringTokens: 'ScoringTokens',
  /** Templates generated (count, `service` dimension). */
  templatesGenerated: 'TemplatesGenerated',
  /** Tokens used by template generation (count, `service` dimension). */
  generationTokens: 'GenerationTokens',
  /** Answers flagged for review (count, `service` dimension). */
  answersNeedingReview: 'AnswersNeedingReview',
  /**
   * Highest share of an organization's monthly AI budget used so far, in percent (0-100+), emitted without
   * dimensions; the AI budget alarm fires at 80.
   */
  aiBudgetUsedPercent: 'AiBudgetUsedPercent',
} as const;
