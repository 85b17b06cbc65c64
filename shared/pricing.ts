/**
 * Plans, prices and the price format of the public pricing section (docs/product.md#rule-pricing).
 * Pure data and arithmetic, shared by the landing page, the /pricing page and their tests.
 */

/** How a plan is billed; the pricing section switches between the two (docs/product.md#screen-landing). */
export type BillingPeriod = 'monthly' | 'yearly';

/** A yearly subscription costs this many months of the monthly price (docs/product.md#rule-pricing). */
export const YEARLY_BILLED_MONTHS = 9;

/** One subscription plan. Prices are whole US dollars per user. */
export interface Plan {
  /** Stable key for React lists and tests. */
  id: 'basic' | 'professional' | 'enterprise';
  name: string;
  /** US dollars per user per month. */
  monthly: number;
  /** US dollars per user per year: {@link YEARLY_BILLED_MONTHS} × `monthly`. */
  yearly: number;
  /** What the plan includes, in the spec's order. */
  features: readonly string[];
  /** Label of the plan's button (docs/product.md#rule-pricing). */
  buttonLabel: string;
  /**
   * Why the button is disabled: buying is not available yet (docs/product.md#rule-pricing), shown as the
   * button's tooltip.
   */
  disabledReason: string;
}

const COMING_SOON = 'Coming soon';

function plan(p: Omit<Plan, 'yearly' | 'disabledReason'>): Plan {
  return { ...p, yearly: p.monthly * YEARLY_BILLED_MONTHS, disabledReason: COMING_SOON };
}

/**
 * The three plans (docs/product.md#rule-pricing): Basic 15/135, Professional 30/270, Enterprise 50/450 USD
 * per user.
 */
export const PLANS: readonly Plan[] = [
  plan({
    id: 'basic',
    name: 'Basic',
    monthly: 15,
    features: ['Limited pre-built templates', 'Up to 5 applicants per month'],
    buttonLabel: 'Try Free',
  }),
  plan({
    id: 'professional',
    name: 'Professional',
    monthly: 30,
    features: [
      'Unlimited pre-built and custom templates',
      'Up to 50 applicants per month',
      'Personalized interviews and evaluations',
      'Multilingual support',
    ],
    buttonLabel: 'Buy Now',
  }),
  plan({
    id: 'enterprise',
    name: 'Enterprise',
    monthly: 50,
    features: [
      'Unlimited everything',
      'Advanced personalization',
      'Dedicated support',
      'Security',
      'Priority feature requests',
    ],
    buttonLabel: 'Contact Us',
  }),
];

/** The price of a plan for a billing period, in US dollars per user. */
export function planPrice(p: Plan, period: BillingPeriod): number {
  return period === 'yearly' ? p.yearly : p.monthly;
}

/**
 * What paying yearly saves compared with twelve monthly payments, as a whole percentage
 * (25 for every plan: 12 − 9 = 3 months of 12).
 */
export function yearlySavingPercent(p: Plan): number {
  const twelveMonths = p.monthly * 12;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - p.yearly) / twelveMonths) * 100);
}

/**
 * The largest yearly saving over all plans, for the "Save up to N%" banner (docs/product.md#rule-pricing).
 */
export function maxYearlySavingPercent(plans: readonly Plan[] = PLANS): number {
  return Math.max(0, ...plans.map(yearlySavingPercent));
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A price as US dollars in en-US style with cents: `15` → `$15.00`, `1234.5` → `$1,234.50`
 * (docs/product.md#rule-price-format). Empty, zero or not-a-number values give `''`, so a plan without a
 * price shows nothing rather than "$0.00".
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n === 0) return '';
  return USD.format(n);
}
