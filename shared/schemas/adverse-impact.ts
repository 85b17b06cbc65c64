import * as z from 'zod';
import { IdSchema } from './common';

/** Dates of a report range: `YYYY-MM-DD`, UTC days, both ends included. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** Sample size under which a report carries a warning unless the caller names another (applicants). */
export const DEFAULT_MIN_SAMPLE = 50;

/**
 * Query of `GET /api/reports/adverse-impact`: one job position, optionally one interview template and a
 * range of submission days; `measure` picks human decisions (`selection`, advanced or not) or AI scores
 * (`scoring`, above the median or not); `minSample` is the sample size under which the report warns.
 */
export const AdverseImpactQuerySchema = z
  .object({
    jobPositionId: IdSchema,
    interviewId: IdSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    measure: z.enum(['selection', 'scoring']).default('selection'),
    minSample: z.coerce.number().int().min(1).max(100000).default(DEFAULT_MIN_SAMPLE),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type AdverseImpactQuery = z.infer<typeof AdverseImpactQuerySchema>;

/** The three kinds of category a report lists. */
export const CATEGORY_GROUPS = ['sex', 'raceEthnicity', 'intersection'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/**
 * One category of a report. `rate` is the share (0-1) selected or scoring above the median; `impactRatio`
 * that rate over the highest rate of its group. `suppressed`: fewer than 5 applicants, so count, rate and
 * ratio are withheld; `excluded`: under 2 % of the report's applicants, so no ratio.
 */
export const AdverseImpactCategorySchema = z.object({
  category: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  applicants: z.number().nullable(),
  rate: z.number().nullable(),
  impactRatio: z.number().nullable(),
  excluded: z.boolean(),
  suppressed: z.boolean(),
});
export type AdverseImpactCategory = z.infer<typeof AdverseImpactCategorySchema>;

/**
 * Answer of `GET /api/reports/adverse-impact`. `total`: applicants in the report (self-identified,
 * declined included); `unknown`: those who declined, per group; `median`: the median AI score (0-100)
 * of a `scoring` report; `warning` when `total` is under the chosen sample size.
 */
export const AdverseImpactReportSchema = z.object({
  measure: z.enum(['selection', 'scoring']),
  categories: z.array(AdverseImpactCategorySchema),
  total: z.number(),
  unknown: z.object({ sex: z.number(), raceEthnicity: z.number(), intersection: z.number() }),
  median: z.number().optional(),
  warning: z.string().optional(),
});
export type AdverseImpactReport = z.infer<typeof AdverseImpactReportSchema>;
