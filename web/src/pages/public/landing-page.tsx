import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactForm } from './contact-form';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LANDING_SECTIONS, scrollToSection } from './navigation';
import { PageColumn, PublicLayout } from './public-layout';
import { PricingSection } from './pricing-section';

function ContactSection() {
  return (
    <section id={LANDING_SECTIONS.contact} aria-label="Contact us" style={{ scrollMarginTop: 64 }}>
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description="Questions about the product, pricing or a demo? We answer by e-mail."
        >
          Contact us
        </Header>
        <ContactForm />
      </SpaceBetween>
    </section>
  );
}

/**
 * `/landing`, the public landing page (docs/product.md#screen-landing): top bar, hero, Key Features with a
 * Get Started call to action, pricing, the contact form and the footer; the early-access dialog opens from
 * the top bar and the hero. A `#section` in the URL (from another public page's top bar) scrolls to that
 * section.
 */
export default function LandingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <PublicLayout>
      <ContentLayout
        headerVariant="high-contrast"
        header={
          <PageColumn>
            <HeroSection />
          </PageColumn>
        }
      >
        <PageColumn>
          <Box padding={{ top: 'xxxl' }}>
            <SpaceBetween size="xxl">
              <FeaturesSection id={LANDING_SECTIONS.features} />
              <PricingSection id={LANDING_SECTIONS.pricing} />
              <ContactSection />
            </SpaceBetween>
          </Box>
        </PageColumn>
      </ContentLayout>
    </PublicLayout>
  );
}
