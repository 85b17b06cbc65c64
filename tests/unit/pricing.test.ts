import {
  formatPrice,
  maxYearlySavingPercent,
  planPrice,
  PLANS,
  yearlySavingPercent,
} from '../../shared/pricing';

// What the pricing page shows is tested through the page (tests/web/pricing-page.test.tsx); these are the
// price rules it uses.
describe('pricing rules (docs/product.md#rule-pricing)', () => {
  it('saves the most on the plan whose yearly price is the smallest share of twelve months', () => {
    const plans = [
      { ...PLANS[0]!, monthly: 10, yearly: 120 },
      { ...PLANS[1]!, monthly: 10, yearly: 60 },
    ];
    expect(plans.map(yearlySavingPercent)).toEqual([0, 50]);
    expect(maxYearlySavingPercent(plans)).toBe(50);
    expect(planPrice(plans[1]!, 'yearly')).toBe(60);
    expect(planPrice(plans[1]!, 'monthly')).toBe(10);
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
