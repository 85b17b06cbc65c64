import Box from '@cloudscape-design/components/box';
import { PageColumn, PublicLayout } from './public-layout';
import { PricingSection } from './pricing-section';

/** `/pricing`: the landing page's pricing section on its own page (docs/product.md#screen-landing). */
export default function PricingPage() {
  return (
    <PublicLayout>
      <PageColumn>
        <Box padding={{ vertical: 'xl' }}>
          <PricingSection />
        </Box>
      </PageColumn>
    </PublicLayout>
  );
}
