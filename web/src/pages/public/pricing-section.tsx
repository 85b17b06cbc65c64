import { useId, useState } from 'react';
import {
  formatPrice,
  maxYearlySavingPercent,
  planPrice,
  PLANS,
  type BillingPeriod,
  type Plan,
} from '../../../../shared/pricing';
import { PublicIcon } from './public-icons';

const PERIOD_UNIT: Record<BillingPeriod, string> = { monthly: 'per user / month', yearly: 'per user / year' };

const PERIODS: { id: BillingPeriod; text: string }[] = [
  { id: 'monthly', text: 'Monthly' },
  { id: 'yearly', text: 'Yearly' },
];

/**
 * A plan's button, not available yet: announced as disabled, still focusable, with its reason ("Coming
 * soon") in a tooltip on hover and focus and as its description.
 */
function PlanButton({ plan }: { plan: Plan }) {
  const reasonId = useId();
  return (
    <div className="public-disabled-reason">
      <button
        type="button"
        className="public-button public-button-full"
        aria-disabled="true"
        aria-label={`${plan.buttonLabel}: ${plan.name}`}
        aria-describedby={reasonId}
      >
        {plan.buttonLabel}
      </button>
      <span className="public-tooltip" role="tooltip" id={reasonId}>
        {plan.disabledReason}
      </span>
    </div>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <div className="public-card" data-testid={`plan-${plan.id}`}>
      <div className="public-card-body">
        <h2>{plan.name}</h2>
        <div>
          <div className="public-price" data-testid={`price-${plan.id}`}>
            {formatPrice(planPrice(plan, period))}
          </div>
          <div className="public-secondary">{PERIOD_UNIT[period]}</div>
        </div>
        <ul className="public-plan-features">
          {plan.features.map((feature) => (
            <li key={feature}>
              <PublicIcon name="check" /> {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className="public-card-footer">
        <PlanButton plan={plan} />
      </div>
    </div>
  );
}

/**
 * The pricing section (docs/product.md#rule-pricing): a monthly/yearly switch, the "Save up to N%" badge
 * computed from the plans, and one card per plan with its price in US dollars per user, its features and its
 * button, disabled with the reason "Coming soon". Cards sit side by side from medium screens, stacked on
 * phones.
 * @param id - anchor id of the section (the top bar's "Pricing" link scrolls here).
 */
export function PricingSection({ id }: { id?: string }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <section id={id} aria-label="Pricing" className="public-section">
      <div className="public-section-header">
        <h1>Pricing</h1>
        <p>Simple per-user pricing. Pay yearly and get twelve months for the price of nine.</p>
      </div>
      <div className="public-period">
        <div
          className="public-segments"
          role="group"
          aria-label="Billing period"
          data-testid="billing-period"
        >
          {PERIODS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={period === option.id}
              onClick={() => setPeriod(option.id)}
            >
              {option.text}
            </button>
          ))}
        </div>
        <span className="public-badge">Save up to {maxYearlySavingPercent()}%</span>
      </div>
      <div className="public-grid public-grid-plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </div>
    </section>
  );
}
