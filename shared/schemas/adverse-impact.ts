import * as z from 'zod';
import { IdSchema } from './common';

/**
 * A report's period: a whole calendar quarter, `YYYY-Qn` (UTC). Quarters only: a month beside its
 * quarter would be a linked table, and the quarter minus two of its months gives back the third's
 * withheld cells (docs/compliance.md#disclosure-control).
 */
export const ReportPeriodSchema = z
  .string()
  .regex(/^\d{4}-Q[1-4]$/, 'A calendar quarter as YYYY-Qn, e.g. 2026-Q3');

/** Sample size under which a report carries a warning unless the caller names another (applicants). */
export const DEFAULT_MIN_SAMPLE = 50;

const NO_DAYS = 'Reports cover a whole calendar quarter: name it as period=YYYY-Qn, not days';

/**
 * Query of `GET /api/reports/adverse-impact`: one job position and one calendar quarter that has ended,
 * optionally one interview template; `measure` picks human decisions (`selection`, advanced or not) or AI
 * scores (`scoring`, above the median or not); `minSample` is the sample size under which the report
 * warns. Day ranges (`from`, `to`) are refused (400): two ranges a day apart would show who was added.
 */
export const AdverseImpactQuerySchema = z
  .object({
    jobPositionId: IdSchema,
    interviewId: IdSchema.optional(),
    period: ReportPeriodSchema,
    /** Refused (400): reports cover a whole quarter, never days. */
    from: z.string().max(40).optional(),
    /** Refused (400): reports cover a whole quarter, never days. */
    to: z.string().max(40).optional(),
    measure: z.enum(['selection', 'scoring']).default('selection'),
    minSample: z.coerce.number().int().min(1).max(100000).default(DEFAULT_MIN_SAMPLE),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((q, ctx) => {
    for (const day of ['from', 'to'] as const)
      if (q[day] !== undefined) ctx.addIssue({ code: 'custom', path: [day], message: NO_DAYS });
  });
export type AdverseImpactQuery = z.infer<typeof AdverseImpactQuerySchema>;

/** The three kinds of category a report lists. */
export const CATEGORY_GROUPS = ['sex', 'raceEthnicity', 'intersection'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/**
 * One category of a report. `rate` is the share (0-1) selected or scoring above the median, null when
 * withheld (its numerator or the rest of its count is under 5, or a complement needs it); `impactRatio`
 * that rate over the highest shown rate of its group. `suppressed`: the count is withheld (under 5, or
 * withheld with one so no subtraction gives it back), and with it rate and ratio; `excluded`: under 2 %
 * of the report's applicants, so no ratio.
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
 * declined included; never under 5, or the report is refused); `unknown`: those who declined, per group,
 * null when withheld like a category's count; `median`: the median AI score (0-100) of a `scoring`
 * report; `warning` when `total` is under the chosen sample size.
 */
export const AdverseImpactReportSchema = z.object({
  measure: z.enum(['selection', 'scoring']),
  categories: z.array(AdverseImpactCategorySchema),
  total: z.number(),
  unknown: z.object({
    sex: z.number().nullable(),
    raceEthnicity: z.number().nullable(),
    intersection: z.number().nullable(),
  }),
  median: z.number().optional(),
  warning: z.string().optional(),
});
export type AdverseImpactReport = z.infer<typeof AdverseImpactReportSchema>;
