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

  it('excludes a category under 2 % of the data from ratios, yet shows its rate when it has 5 or more', () => {
    // 300 applicants: 5 Asian women are 1.67 % (excluded, not suppressed); 295 white women.
    const data = [...rows(295, 'female', 'white', 59), ...rows(5, 'female', 'asian', 5)];
    const report = adverseImpact('selection', data, 50);
    expect(find(report, 'asian')).toMatchObject({
      applicants: 5,
      rate: 1,
      impactRatio: null,
      excluded: true,
    });
    // The excluded category's 100 % does not set the highest rate: white (59 / 295 = 0.2) is the highest.
    expect(find(report, 'white')).toMatchObject({
      applicants: 295,
      rate: 0.2,
      impactRatio: 1,
      excluded: false,
    });
    expect(report.warning).toBeUndefined();
  });

  it('withholds count, rate and ratio of a cell under 5, and no suppressed rate sets the highest', () => {
    const data = [
      ...rows(10, 'male', 'white', 2),
      ...rows(4, 'female', 'white', 4),
      ...rows(10, 'female', 'asian', 4),
    ];
    const report = adverseImpact('selection', data, 10);
    expect(find(report, 'female:white')).toMatchObject({
      applicants: null,
      rate: null,
      impactRatio: null,
      suppressed: true,
    });
    // female:asian 4 / 10 = 0.4 is the highest shown; male:white 2 / 10 = 0.2 → 0.5.
    expect(find(report, 'female:asian').impactRatio).toBe(1);
    expect(find(report, 'male:white').impactRatio).toBe(0.5);
  });

  it('gives no ratio when no one in the group was selected, and warns under the sample size', () => {
    const report = adverseImpact(
      'selection',
      [...rows(6, 'male', 'asian', 0), ...rows(6, 'female', 'asian', 0)],
      50,
    );
    expect(find(report, 'male')).toMatchObject({ rate: 0, impactRatio: null });
    expect(report.warning).toMatch(/Only 12 applicants/);
  });

  it('scores against the median of scored applicants only, counting those strictly above it', () => {
    // Scores 0, 10, …, 90 for men, 50 for every woman: median of 20 values = 50; above 50: men 60-90.
    const data = [
      ...rows(10, 'male', 'white', 0, (i) => i * 10),
      ...rows(10, 'female', 'white', 0, () => 50),
      ...rows(3, 'female', 'white', 3),
    ];
    const report = adverseImpact('scoring', data, 1);
    expect(report.median).toBe(50);
    expect(report.total).toBe(20);
    expect(find(report, 'male')).toMatchObject({ applicants: 10, rate: 0.4, impactRatio: 1 });
    expect(find(report, 'female')).toMatchObject({ applicants: 10, rate: 0, impactRatio: 0 });
  });

  it('writes one CSV line per category with four decimals and empty withheld values', () => {
    const report = adverseImpact(
      'selection',
      [...rows(6, 'male', 'asian', 2), ...rows(3, 'declined', 'asian', 1)],
      1,
    );
    const lines = adverseImpactCsv(report).split('\r\n');
    expect(lines).toContain('selection,sex,male,6,0.3333,1.0000,false,false');
    expect(lines).toContain('selection,sex,female,,,,true,true');
    expect(lines).toContain('selection,unknown,sex,3,,,,');
    expect(lines).toContain('selection,all,all,9,,,,');
  });
});
