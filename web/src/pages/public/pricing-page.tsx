import { PageColumn, PublicLayout } from './public-layout';
import { PricingSection } from './pricing-section';

/** `/pricing`: the landing page's pricing section on its own page (docs/product.md#screen-landing). */
export default function PricingPage() {
  return (
    <PublicLayout>
      <PageColumn>
        <div className="public-sections">
          <PricingSection />
        </div>
      </PageColumn>
    </PublicLayout>
  );
}
