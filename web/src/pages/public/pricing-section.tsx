import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import {
  formatPrice,
  maxYearlySavingPercent,
  planPrice,
  PLANS,
  type BillingPeriod,
  type Plan,
} from '../../../../shared/pricing';

const PERIOD_UNIT: Record<BillingPeriod, string> = { monthly: 'per user / month', yearly: 'per user / year' };

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <Container
      fitHeight
      data-testid={`plan-${plan.id}`}
      header={
        // Looks like a card title; an h2 in the outline, right below the section's h1.
        <Header variant="h3" headingTagOverride="h2">
          {plan.name}
        </Header>
      }
      footer={
        <Button
          fullWidth
          disabled
          disabledReason={plan.disabledReason}
          ariaLabel={`${plan.buttonLabel}: ${plan.name}`}
        >
          {plan.buttonLabel}
        </Button>
      }
    >
      <SpaceBetween size="m">
        <div>
          <Box fontSize="display-l" fontWeight="bold" data-testid={`price-${plan.id}`}>
            {formatPrice(planPrice(plan, period))}
          </Box>
          <Box color="text-body-secondary">{PERIOD_UNIT[period]}</Box>
        </div>
        <SpaceBetween size="xs">
          {plan.features.map((feature) => (
            <Box key={feature}>
              <Icon name="check" variant="success" /> {feature}
            </Box>
          ))}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
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
    <section id={id} aria-label="Pricing" style={{ scrollMarginTop: 64 }}>
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description="Simple per-user pricing. Pay yearly and get twelve months for the price of nine."
        >
          Pricing
        </Header>
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <SegmentedControl
            label="Billing period"
            selectedId={period}
            onChange={({ detail }) => setPeriod(detail.selectedId as BillingPeriod)}
            options={[
              { id: 'monthly', text: 'Monthly' },
              { id: 'yearly', text: 'Yearly' },
            ]}
            data-testid="billing-period"
          />
          <Badge color="green">Save up to {maxYearlySavingPercent()}%</Badge>
        </SpaceBetween>
        <Grid gridDefinition={PLANS.map(() => ({ colspan: { default: 12, s: 4 } }))}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </Grid>
      </SpaceBetween>
    </section>
  );
}
