import { suppress, type Relation, type Suppression, type TableCell } from './disclosure-control';
import {
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  type SelfIdentification,
} from './schemas/self-identification';
import { DECLINED } from './self-identification-categories';
import type { AdverseImpactCategory, AdverseImpactReport, CategoryGroup } from './schemas/adverse-impact';

/**
 * The threshold of disclosure control (docs/compliance.md#disclosure-control): no count, and no rate's
 * numerator or complement, under this many people is shown or can be worked out from what is shown; a
 * report of fewer applicants is refused.
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

const SEXES = [...SEX_CATEGORIES, DECLINED] as const;
const RACES = [...RACE_ETHNICITY_CATEGORIES, DECLINED] as const;
const key = (group: CategoryGroup | 'unknown' | 'grid', category: string) => `${group}|${category}`;

/**
 * The table the report publishes, as cells and the relations a reader knows between them: the sex,
 * race/ethnicity and intersection counts each add up to the report's applicants; each sex's count is the
 * sum of its row of the sex × race grid (declined included), each race's the sum of its column; the
 * intersection's `unknown` is the sum of the grid's cells with a declined answer, which are never shown.
 */
function tableOf(measure: 'selection' | 'scoring', rows: readonly ReportRow[]) {
  const sample = measure === 'scoring' ? rows.filter((r) => r.score !== undefined) : rows;
  const mid = measure === 'scoring' ? median(sample.map((r) => r.score!)) : undefined;
  const positive = (r: ReportRow) => (measure === 'selection' ? r.selected : r.score! > mid!);
  const cells = new Map<string, TableCell>();
  const add = (k: string, members: ReportRow[], counted: boolean, rated: boolean) =>
    cells.set(k, { n: members.length, s: members.filter(positive).length, counted, rated });
  const sexKey = (sex: string) => (sex === DECLINED ? key('unknown', 'sex') : key('sex', sex));
  const raceKey = (race: string) =>
    race === DECLINED ? key('unknown', 'raceEthnicity') : key('raceEthnicity', race);
  for (const sex of SEXES)
    add(
      sexKey(sex),
      sample.filter((r) => r.sex === sex),
      true,
      sex !== DECLINED,
    );
  for (const race of RACES)
    add(
      raceKey(race),
      sample.filter((r) => r.raceEthnicity === race),
      true,
      race !== DECLINED,
    );
  for (const sex of SEXES)
    for (const race of RACES) {
      const declined = sex === DECLINED || race === DECLINED;
      const members = sample.filter((r) => r.sex === sex && r.raceEthnicity === race);
      add(key(declined ? 'grid' : 'intersection', `${sex}:${race}`), members, !declined, !declined);
    }
  const anyDeclined = sample.filter((r) => r.sex === DECLINED || r.raceEthnicity === DECLINED);
  add(key('unknown', 'intersection'), anyDeclined, true, false);
  const gridKey = (sex: string, race: string) =>
    key(sex === DECLINED || race === DECLINED ? 'grid' : 'intersection', `${sex}:${race}`);
  const declinedGrid = SEXES.flatMap((sex) =>
    RACES.filter((race) => sex === DECLINED || race === DECLINED).map((race) => gridKey(sex, race)),
  );
  const relations: Relation[] = [
    { total: null, parts: SEXES.map(sexKey) },
    { total: null, parts: RACES.map(raceKey) },
    {
      total: null,
      parts: [
        ...SEX_CATEGORIES.flatMap((sex) => RACE_ETHNICITY_CATEGORIES.map((race) => gridKey(sex, race))),
        key('unknown', 'intersection'),
      ],
    },
    { total: key('unknown', 'intersection'), parts: declinedGrid },
    ...SEXES.map((sex) => ({ total: sexKey(sex), parts: RACES.map((race) => gridKey(sex, race)) })),
    ...RACES.map((race) => ({ total: raceKey(race), parts: SEXES.map((sex) => gridKey(sex, race)) })),
  ];
  return { sample, mid, cells, relations };
}

/**
 * The cells a report withholds ({@link suppress}, threshold {@link MIN_CELL_SIZE}); `initial` adds those a
 * linked table withholds (the rest of a job position when the report is filtered to one interview).
 */
export function withheldCells(
  measure: 'selection' | 'scoring',
  rows: readonly ReportRow[],
  initial?: Suppression,
): Suppression {
  const { cells, relations } = tableOf(measure, rows);
  return suppress(cells, relations, MIN_CELL_SIZE, initial);
}

/**
 * The adverse-impact figures of NYC Local Law 144 (6 RCNY § 5-301): per sex, race/ethnicity and their
 * intersection, the rate (selection: share advanced by a person; scoring: share whose AI score is above
 * the median of all scored applicants) and the impact ratio (the rate over the highest shown rate of the
 * same group), under disclosure control (docs/compliance.md#disclosure-control): a count is shown only
 * when it and its complements pass {@link MIN_CELL_SIZE}, a rate only when its count, numerator and
 * `n − numerator` do ({@link withheldCells}); the declined counts (`unknown`) likewise. A category under
 * {@link EXCLUSION_SHARE} of the report's applicants is excluded from ratios; neither a withheld nor an
 * excluded rate sets the highest rate. The caller refuses a report of fewer than {@link MIN_CELL_SIZE}.
 * @param rows - every applicant in the report's period (for `scoring`, unscored ones are left out here).
 * @param minSample - sample size (applicants) under which the report carries a warning.
 * @param withheld - what to withhold; by default {@link withheldCells} of `rows`.
 */
export function adverseImpact(
  measure: 'selection' | 'scoring',
  rows: readonly ReportRow[],
  minSample: number,
  withheld: Suppression = withheldCells(measure, rows),
): AdverseImpactReport {
  const { sample, mid, cells } = tableOf(measure, rows);
  const total = sample.length;
  const categories: AdverseImpactCategory[] = [];
  const groups = [
    ['sex', SEX_CATEGORIES],
    ['raceEthnicity', RACE_ETHNICITY_CATEGORIES],
    ['intersection', SEX_CATEGORIES.flatMap((sex) => RACE_ETHNICITY_CATEGORIES.map((r) => `${sex}:${r}`))],
  ] as const;
  for (const [group, names] of groups)
    for (const category of names) {
      const k = key(group, category);
      const c = cells.get(k)!;
      const suppressed = withheld.count.has(k);
      categories.push({
        category,
        group,
        applicants: suppressed ? null : c.n,
        rate: withheld.rate.has(k) ? null : c.s / c.n,
        impactRatio: null,
        excluded: !suppressed && total > 0 && c.n / total < EXCLUSION_SHARE,
        suppressed,
      });
    }
  for (const [group] of groups) {
    const rated = categories.filter((c) => c.group === group && c.rate !== null && !c.excluded);
    const highest = Math.max(0, ...rated.map((c) => c.rate!));
    for (const c of rated) c.impactRatio = highest > 0 ? c.rate! / highest : null;
  }
  const unknown = (category: string) => {
    const k = key('unknown', category);
    return withheld.count.has(k) ? null : cells.get(k)!.n;
  };
  return {
    measure,
    categories,
    total,
    unknown: {
      sex: unknown('sex'),
      raceEthnicity: unknown('raceEthnicity'),
      intersection: unknown('intersection'),
    },
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
