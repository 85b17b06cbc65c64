import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import PricingPage from '../../web/src/pages/public/pricing-page';

vi.mock('../../web/src/api/client', () => ({ apiCall: vi.fn(), ApiError: class extends Error {} }));
vi.mock('../../web/src/components/notifications', () => ({
  useNotify: () => ({ success: vi.fn(), error: vi.fn(), apiError: vi.fn() }),
}));
vi.mock('../../web/src/config/runtime-config', () => ({
  useRuntimeConfig: () => ({ supportEmail: 'help@example.com' }),
}));

/** What the spec (section "Pricing", docs/product.md#rule-pricing) says each plan card shows. */
const SPEC = [
  {
    name: 'Basic',
    monthly: '$15.00',
    yearly: '$135.00',
    button: 'Try Free',
    features: ['Limited pre-built templates', 'Up to 5 applicants per month'],
  },
  {
    name: 'Professional',
    monthly: '$30.00',
    yearly: '$270.00',
    button: 'Buy Now',
    features: ['Up to 50 applicants per month', 'Multilingual support'],
  },
  {
    name: 'Enterprise',
    monthly: '$50.00',
    yearly: '$450.00',
    button: 'Contact Us',
    features: ['Priority feature requests'],
  },
];

/** The card of a plan as a visitor finds it: by its heading. */
function card(name: string) {
  return within(screen.getByRole('heading', { level: 2, name }).closest('.public-card') as HTMLElement);
}

describe('the pricing page shows the plans of the spec', () => {
  it('shows three plans in order, per user and month, each with its features and a disabled button', () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <PricingPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      SPEC.map((plan) => plan.name),
    );
    expect(screen.getByText('Save up to 25%')).toBeInTheDocument();
    for (const plan of SPEC) {
      const shown = card(plan.name);
      expect(shown.getByText(plan.monthly)).toBeInTheDocument();
      expect(shown.getByText('per user / month')).toBeInTheDocument();
      for (const feature of plan.features) expect(shown.getByText(feature)).toBeInTheDocument();
      const button = shown.getByRole('button', { name: `${plan.button}: ${plan.name}` });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Coming soon');
    }
  });

  it('shows the yearly price, nine months of the monthly one, after switching to Yearly', () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <PricingPage />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Yearly' }).click());
    for (const plan of SPEC) {
      const shown = card(plan.name);
      expect(shown.getByText(plan.yearly)).toBeInTheDocument();
      expect(shown.getByText('per user / year')).toBeInTheDocument();
      expect(shown.queryByText(plan.monthly)).not.toBeInTheDocument();
    }
  });
});
