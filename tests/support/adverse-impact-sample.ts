import { expect } from 'vitest';

/**
 * The adverse-impact sample of tests/integration/adverse-impact.test.ts and what its reports must show
 * under disclosure control (docs/compliance.md#disclosure-control).
 */

/**
 * The applicants, by group: how many, how many a person advanced. Every advanced applicant has the AI
 * score 80, every other one 40. One Hispanic man alone was advanced: the first trick.
 */
export const GROUPS = [
  { sex: 'male', raceEthnicity: 'white', n: 12, advanced: 6 },
  { sex: 'male', raceEthnicity: 'asian', n: 10, advanced: 5 },
  { sex: 'female', raceEthnicity: 'white', n: 12, advanced: 6 },
  { sex: 'female', raceEthnicity: 'asian', n: 10, advanced: 5 },
  { sex: 'male', raceEthnicity: 'hispanicOrLatino', n: 1, advanced: 1 },
  { sex: 'declined', raceEthnicity: 'white', n: 6, advanced: 0 },
  { sex: 'female', raceEthnicity: 'declined', n: 5, advanced: 0 },
] as const;
/** The applicant of the custom interview (also of the position). */
export const CUSTOM = { sex: 'female', raceEthnicity: 'asian', advanced: true } as const;

export type Category = {
  category: string;
  group: 'sex' | 'raceEthnicity' | 'intersection';
  applicants: number | null;
  rate: number | null;
  impactRatio: number | null;
  excluded: boolean;
  suppressed: boolean;
};

/** The true count and number advanced of a category, from {@link GROUPS} and {@link CUSTOM}. */
export function truth(c: Category): { n: number; s: number } {
  const everyone = [...GROUPS, { ...CUSTOM, n: 1, advanced: 1 }];
  const [sex, race] = c.group === 'intersection' ? c.category.split(':') : [undefined, undefined];
  const members = everyone.filter((g) =>
    c.group === 'sex'
      ? g.sex === c.category
      : c.group === 'raceEthnicity'
        ? g.raceEthnicity === c.category
        : g.sex === sex && g.raceEthnicity === race,
  );
  return { n: members.reduce((a, g) => a + g.n, 0), s: members.reduce((a, g) => a + g.advanced, 0) };
}

/**
 * Every shown count and rate is the true one and passes the threshold (5 applicants; 5 advanced and 5
 * not for a rate); ratios are over the highest shown rate; subtraction within the sex and race groups
 * (total − shown − unknown) leaves 0 or at least 5 people over at least two withheld cells.
 */
export function expectDisclosureControlled(report: {
  total: number;
  unknown: Record<string, number | null>;
  categories: Category[];
}) {
  for (const c of report.categories) {
    const { n, s } = truth(c);
    if (c.applicants !== null) {
      expect(c.applicants, c.category).toBe(n);
      expect(n, c.category).toBeGreaterThanOrEqual(5);
    }
    if (c.rate !== null) {
      expect(c.applicants, c.category).not.toBeNull();
      expect(c.rate, c.category).toBeCloseTo(s / n, 10);
      expect(Math.min(s, n - s), c.category).toBeGreaterThanOrEqual(5);
    }
  }
  for (const group of ['sex', 'raceEthnicity'] as const) {
    const cats = report.categories.filter((c) => c.group === group);
    const rest =
      report.total - cats.reduce((a, c) => a + (c.applicants ?? 0), 0) - (report.unknown[group] ?? 0);
    const withheld =
      cats.filter((c) => c.applicants === null && truth(c).n > 0).length +
      (report.unknown[group] === null ? 1 : 0);
    if (rest > 0) {
      expect(rest, group).toBeGreaterThanOrEqual(5);
      expect(withheld, group).toBeGreaterThanOrEqual(2);
    }
  }
  for (const group of ['sex', 'raceEthnicity', 'intersection'] as const) {
    const shown = report.categories.filter((c) => c.group === group && c.rate !== null && !c.excluded);
    const highest = Math.max(...shown.map((c) => c.rate!));
    for (const c of shown) expect(c.impactRatio, c.category).toBeCloseTo(c.rate! / highest, 10);
  }
}
