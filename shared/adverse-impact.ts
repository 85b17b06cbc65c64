import {
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type SelfIdentification,
} from './schemas/self-identification';
import type { AdverseImpactCategory, AdverseImpactReport, CategoryGroup } from './schemas/adverse-impact';

/**
 * Cells with fewer applicants than this are suppressed (count, rate and ratio withheld) so no one is
 * re-identified from a report (docs/product.md#adverse-impact-report).
 */
export const MIN_CELL_SIZE = 5;

/**
 * A category under this share of the report's applicants is left out of the impact ratios, as NYC Local
 * Law 144 bias audits may do (6 RCNY § 5-301, note on categories under 2 % of the data).
 */
export const EXCLUSION_SHARE = 0.02;

/**
 * One applicant of a report: their self-identification and the outcome the measure reads. `selected`:
 * a person decided to advance them; `score`: the AI's 0-100 session score, absent when not scored.
 */
export interface ReportRow extends SelfIdentification {
  selected: boolean;
  score?: number;
}

/** The median of numbers (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const INTERSECTIONS = SEX_CATEGORIES.flatMap((sex) =>
  RACE_ETHNICITY_CATEGORIES.map((race) => ({ sex, race, name: `${sex}:${race}` })),
);

/**
 * The adverse-impact figures of NYC Local Law 144 (6 RCNY § 5-301): per sex, race/ethnicity and their
 * intersection, the rate (selection: share advanced by a person; scoring: share whose AI score is above
 * the median of all scored applicants) and the impact ratio (the rate over the highest rate of the same
 * group). Applicants who declined count in `total` and `unknown`, not in categories. A category with
 * fewer than {@link MIN_CELL_SIZE} applicants is suppressed; one under {@link EXCLUSION_SHARE} of the
 * report's applicants is excluded from ratios; neither sets the highest rate.
 * @param rows - every applicant in the report's range (for `scoring`, unscored ones are left out here).
 * @param minSample - sample size (applicants) under which the report carries a warning.
 */
export function adverseImpact(
  measure: 'selection' | 'scoring',
  rows: readonly ReportRow[],
  minSample: number,
): AdverseImpactReport {
  const sample = measure === 'scoring' ? rows.filter((r) => r.score !== undefined) : rows;
  const mid = measure === 'scoring' ? median(sample.map((r) => r.score!)) : undefined;
  const positive = (r: ReportRow) => (measure === 'selection' ? r.selected : r.score! > mid!);
  const total = sample.length;
  const cell = (group: CategoryGroup, category: string, members: ReportRow[]) => {
    const applicants = members.length;
    const suppressed = applicants < MIN_CELL_SIZE;
    return {
      category,
      group,
      applicants: suppressed ? null : applicants,
      rate: suppressed ? null : members.filter(positive).length / applicants,
      impactRatio: null as number | null,
      excluded: total > 0 && applicants / total < EXCLUSION_SHARE,
      suppressed,
    } satisfies AdverseImpactCategory;
  };
  const categories = [
    ...SEX_CATEGORIES.map((sex) =>
      cell(
        'sex',
        sex,
        sample.filter((r) => r.sex === sex),
      ),
    ),
    ...RACE_ETHNICITY_CATEGORIES.map((race) =>
      cell(
        'raceEthnicity',
        race,
        sample.filter((r) => r.raceEthnicity === race),
      ),
    ),
    ...INTERSECTIONS.map(({ sex, race, name }) =>
      cell(
        'intersection',
        name,
        sample.filter((r) => r.sex === sex && r.raceEthnicity === race),
      ),
    ),
  ];
  for (const group of ['sex', 'raceEthnicity', 'intersection'] as const) {
    const rated = categories.filter((c) => c.group === group && !c.suppressed && !c.excluded);
    const highest = Math.max(0, ...rated.map((c) => c.rate!));
    for (const c of rated) c.impactRatio = highest > 0 ? c.rate! / highest : null;
  }
  const unknown = {
    sex: sample.filter((r) => r.sex === 'declined').length,
    raceEthnicity: sample.filter((r) => r.raceEthnicity === 'declined').length,
    intersection: sample.filter((r) => r.sex === 'declined' || r.raceEthnicity === 'declined').length,
  };
  return {
    measure,
    categories,
    total,
    unknown,
    ...(mid !== undefined ? { median: mid } : {}),
    ...(total < minSample
      ? {
          warning: `Only ${total} applicants are in this report, fewer than the ${minSample} chosen as the smallest sample: its rates and ratios may say little.`,
        }
      : {}),
  };
}

/**
 * The report as CSV (RFC 4180: comma-separated, CRLF, one header row), one line per category, then one
 * line per group's declined count (`unknown`) and one with every applicant (`all`). Rates and ratios with
 * four decimals; withheld values are empty. The measure is on every line so files can be joined.
 */
export function adverseImpactCsv(report: AdverseImpactReport): string {
  const header = 'measure,group,category,applicants,rate,impactRatio,excluded,suppressed';
  const shown = (v: number | null) => (v === null ? '' : v.toFixed(4));
  const line = (
    group: string,
    category: string,
    applicants: number | null,
    rest: string[] = ['', '', '', ''],
  ) => [report.measure, group, category, applicants ?? '', ...rest].join(',');
  const lines = report.categories.map((c) =>
    line(c.group, c.category, c.applicants, [
      shown(c.rate),
      shown(c.impactRatio),
      String(c.excluded),
      String(c.suppressed),
    ]),
  );
  const unknown = (['sex', 'raceEthnicity', 'intersection'] as const).map((g) =>
    line('unknown', g, report.unknown[g]),
  );
  return [header, ...lines, ...unknown, line('all', 'all', report.total)].join('\r\n') + '\r\n';
}
