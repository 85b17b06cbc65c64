import { adverseImpact, adverseImpactCsv, median, type ReportRow } from '../../shared/adverse-impact';

/** `n` applicants of one sex and race, the first `selected` of them advanced, scores as given. */
const rows = (
  n: number,
  sex: ReportRow['sex'],
  raceEthnicity: ReportRow['raceEthnicity'],
  selected: number,
  score?: (i: number) => number,
): ReportRow[] =>
  Array.from({ length: n }, (_, i) => ({
    sex,
    raceEthnicity,
    selected: i < selected,
    ...(score ? { score: score(i) } : {}),
  }));

const find = (report: ReturnType<typeof adverseImpact>, category: string) =>
  report.categories.find((c) => c.category === category)!;

describe('adverse impact', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([70, 10, 40])).toBe(40);
    expect(median([10, 20, 30, 90])).toBe(25);
    expect(median([])).toBeUndefined();
  });

  it('excludes a category under 2 % of the data from ratios, yet shows its rate when it passes the threshold', () => {
    // 300 applicants: 5 Asian women are 1.67 % (excluded, not suppressed), none advanced; 295 white women.
    const data = [
      ...rows(295, 'female', 'white', 59),
      ...rows(5, 'female', 'asian', 0),
      ...rows(5, 'male', 'asian', 0),
    ];
    const report = adverseImpact('selection', data, 50);
    expect(find(report, 'female:asian')).toMatchObject({ applicants: 5, impactRatio: null, excluded: true });
    expect(find(report, 'white')).toMatchObject({
      applicants: 295,
      rate: 0.2,
      impactRatio: 1,
      excluded: false,
    });
    expect(report.warning).toBeUndefined();
  });

  it('withholds count, rate and ratio of a cell under 5, and no withheld rate sets the highest', () => {
    const data = [
      ...rows(10, 'male', 'white', 5),
      ...rows(4, 'female', 'white', 4),
      ...rows(20, 'female', 'asian', 10),
      ...rows(20, 'male', 'asian', 5),
    ];
    const report = adverseImpact('selection', data, 10);
    expect(find(report, 'female:white')).toMatchObject({
      applicants: null,
      rate: null,
      impactRatio: null,
      suppressed: true,
    });
    // The highest shown rate of each group is the denominator; a withheld rate is none of them.
    for (const group of ['sex', 'raceEthnicity', 'intersection'] as const) {
      const shown = report.categories.filter((c) => c.group === group && c.rate !== null && !c.excluded);
      const highest = Math.max(...shown.map((c) => c.rate!));
      for (const c of shown) expect(c.impactRatio, c.category).toBeCloseTo(c.rate! / highest, 10);
    }
    // female = female:white + female:asian, white = male:white + female:white: neither gives it back.
    const shown = (k: string) => find(report, k).applicants !== null;
    expect(shown('female') && shown('female:asian')).toBe(false);
    expect(shown('white') && shown('male:white')).toBe(false);
    expect(find(report, 'asian')).toMatchObject({ applicants: 40, rate: 0.375 });
  });

  it('gives no ratio when no one in the group was selected, and warns under the sample size', () => {
    const report = adverseImpact(
      'selection',
      [...rows(6, 'male', 'asian', 0), ...rows(6, 'female', 'asian', 0)],
      50,
    );
    // No one advanced: 0 people is under the threshold, so no rate (a 0 % would say it of everyone).
    expect(find(report, 'male')).toMatchObject({ applicants: 6, rate: null, impactRatio: null });
    expect(report.warning).toMatch(/Only 12 applicants/);
  });

  it('scores against the median of scored applicants only, counting those strictly above it', () => {
    // Scores 0, 5, …, 95 for men, 50 for every woman: median of 40 values = 50; above 50: men 55-95.
    const data = [
      ...rows(20, 'male', 'white', 0, (i) => i * 5),
      ...rows(20, 'female', 'white', 0, () => 50),
      ...rows(3, 'female', 'white', 3),
    ];
    const report = adverseImpact('scoring', data, 1);
    expect(report.median).toBe(50);
    expect(report.total).toBe(40);
    expect(find(report, 'male')).toMatchObject({ applicants: 20, rate: 0.45, impactRatio: 1 });
    // No woman scored above the median: 0 is under the threshold, so her group's rate is withheld.
    expect(find(report, 'female')).toMatchObject({ applicants: 20, rate: null, impactRatio: null });
  });

  it('writes one CSV line per category with four decimals and empty withheld values', () => {
    const report = adverseImpact(
      'selection',
      [
        ...rows(15, 'male', 'asian', 5),
        ...rows(12, 'female', 'asian', 6),
        ...rows(5, 'declined', 'asian', 0),
      ],
      1,
    );
    const lines = adverseImpactCsv(report).split('\r\n');
    expect(lines).toContain('selection,sex,male,15,0.3333,0.6667,false,false');
    expect(lines).toContain('selection,sex,female,12,0.5000,1.0000,false,false');
    expect(lines).toContain('selection,intersection,male:white,,,,false,true');
    expect(lines).toContain('selection,unknown,sex,5,,,,');
    expect(lines).toContain('selection,unknown,raceEthnicity,,,,,');
    expect(lines).toContain('selection,all,all,32,,,,');
  });
});

/** What a reader who knows the report's total and whom they advanced can work out of one group's counts. */
function hiddenByGroup(report: ReturnType<typeof adverseImpact>, group: 'sex' | 'raceEthnicity') {
  const shown = report.categories.filter((c) => c.group === group && c.applicants !== null);
  const sumShown = shown.reduce((a, c) => a + c.applicants!, 0) + (report.unknown[group] ?? 0);
  const withheld =
    report.categories.filter((c) => c.group === group && c.applicants === null).length +
    (report.unknown[group] === null ? 1 : 0);
  return { rest: report.total - sumShown, withheld };
}

describe('door: the adverse-impact report re-identifies no one (disclosure control)', () => {
  it('advancing one applicant shows no group with a rate above 0 (before: theirs did)', () => {
    const data = [
      ...rows(12, 'male', 'white', 0),
      ...rows(12, 'female', 'white', 0),
      ...rows(6, 'female', 'asian', 0),
      ...rows(1, 'male', 'hispanicOrLatino', 1),
    ];
    const report = adverseImpact('selection', data, 1);
    expect(report.categories.filter((c) => (c.rate ?? 0) > 0)).toEqual([]);
    // One advanced: its complement (the other 30) cannot be shown either, or 1 − 0 is theirs.
    expect(report.categories.every((c) => c.rate === null)).toBe(true);
  });

  it('shows a rate only when at least 5 were selected and 5 were not', () => {
    const data = [
      ...rows(10, 'male', 'white', 5),
      ...rows(10, 'female', 'white', 4),
      ...rows(10, 'male', 'asian', 6),
      ...rows(10, 'female', 'asian', 5),
    ];
    const report = adverseImpact('selection', data, 1);
    // 4 women advanced and 4 Asian men not: under 5, so neither rate is shown.
    expect(find(report, 'female:white')).toMatchObject({ applicants: 10, rate: null });
    expect(find(report, 'male:asian')).toMatchObject({ applicants: 10, rate: null });
    for (const c of report.categories.filter((c) => c.rate !== null)) {
      const selected = Math.round(c.rate! * c.applicants!);
      expect(selected, c.category).toBeGreaterThanOrEqual(5);
      expect(c.applicants! - selected, c.category).toBeGreaterThanOrEqual(5);
    }
    const larger = adverseImpact(
      'selection',
      [...rows(20, 'male', 'white', 10), ...rows(20, 'female', 'white', 10)],
      1,
    );
    expect(find(larger, 'male').rate).toBe(0.5);
    expect(find(larger, 'female:white').rate).toBe(0.5);
  });

  it('total − unknown − the other sex no longer gives a withheld group (before: it did)', () => {
    const data = [
      ...rows(20, 'male', 'white', 5),
      ...rows(3, 'female', 'white', 0),
      ...rows(7, 'declined', 'white', 0),
    ];
    const report = adverseImpact('selection', data, 1);
    expect(find(report, 'female').applicants).toBeNull();
    const { rest, withheld } = hiddenByGroup(report, 'sex');
    // What subtraction leaves is a sum of at least two withheld cells and of at least 5 people.
    expect(withheld).toBeGreaterThanOrEqual(2);
    expect(rest).toBeGreaterThanOrEqual(5);
  });

  it('withholds a small declined count with a partner, so subtraction cannot give it back', () => {
    const data = [
      ...rows(20, 'male', 'white', 5),
      ...rows(20, 'female', 'white', 5),
      ...rows(2, 'declined', 'white', 0),
    ];
    const report = adverseImpact('selection', data, 1);
    expect(report.unknown.sex).toBeNull();
    expect(hiddenByGroup(report, 'sex')).toMatchObject({ withheld: 2 });
    expect(hiddenByGroup(report, 'sex').rest).toBeGreaterThanOrEqual(5);
  });

  it('a row or a column of the intersections gives back no withheld cell', () => {
    const data = [
      ...rows(10, 'male', 'white', 5),
      ...rows(2, 'male', 'asian', 1),
      ...rows(10, 'female', 'white', 5),
      ...rows(8, 'female', 'asian', 4),
    ];
    const report = adverseImpact('selection', data, 1);
    expect(find(report, 'male:asian').applicants).toBeNull();
    // male = male:white + male:asian, asian = male:asian + female:asian: neither may be shown whole.
    const male = find(report, 'male').applicants;
    const asian = find(report, 'asian').applicants;
    const maleWhite = find(report, 'male:white').applicants;
    const femaleAsian = find(report, 'female:asian').applicants;
    expect(male === null || maleWhite === null).toBe(true);
    expect(asian === null || femaleAsian === null).toBe(true);
  });
});
