import {
  formatPrice,
  maxYearlySavingPercent,
  planPrice,
  PLANS,
  YEARLY_BILLED_MONTHS,
  yearlySavingPercent,
} from '../../shared/pricing';

describe('pricing (docs/product.md#rule-pricing)', () => {
  it('has the three plans with their monthly and yearly prices per user', () => {
    expect(PLANS.map((p) => [p.name, p.monthly, p.yearly])).toEqual([
      ['Basic', 15, 135],
      ['Professional', 30, 270],
      ['Enterprise', 50, 450],
    ]);
  });

  it('prices a year as nine months of the monthly price', () => {
    expect(YEARLY_BILLED_MONTHS).toBe(9);
    for (const plan of PLANS) {
      expect(plan.yearly).toBe(plan.monthly * 9);
      expect(planPrice(plan, 'monthly')).toBe(plan.monthly);
      expect(planPrice(plan, 'yearly')).toBe(plan.yearly);
    }
  });

  it('saves 25% yearly on every plan, so the banner says "Save up to 25%"', () => {
    for (const plan of PLANS) expect(yearlySavingPercent(plan)).toBe(25);
    expect(maxYearlySavingPercent()).toBe(25);
  });

  it('lists each plan’s features and a disabled button label as the spec does', () => {
    const [basic, professional, enterprise] = PLANS;
    expect(basic!.features).toEqual(['Limited pre-built templates', 'Up to 5 applicants per month']);
    expect(professional!.features).toContain('Up to 50 applicants per month');
    expect(professional!.features).toContain('Multilingual support');
    expect(enterprise!.features).toContain('Priority feature requests');
    expect(PLANS.map((p) => p.buttonLabel)).toEqual(['Try Free', 'Buy Now', 'Contact Us']);
    for (const plan of PLANS) expect(plan.disabledReason).toBe('Coming soon');
  });

  it('formats prices as en-US dollars with cents', () => {
    expect(formatPrice(15)).toBe('$15.00');
    expect(formatPrice(135)).toBe('$135.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1_000_000)).toBe('$1,000,000.00');
  });

  it('gives an empty string for empty, zero or missing values', () => {
    expect(formatPrice('')).toBe('');
    expect(formatPrice(0)).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
