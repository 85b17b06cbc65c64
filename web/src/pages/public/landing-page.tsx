import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LANDING_SECTIONS, scrollToSection } from './navigation';
import { PageColumn, PublicLayout } from './public-layout';
import { PricingSection } from './pricing-section';

/** The contact form (Cloudscape form fields, the shared schema, the API client): a chunk of its own. */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** How close to the viewport the contact section must come for its form to load. */
const FORM_LOAD_MARGIN = '300px 0px';

/**
 * The contact form, loaded once its place comes near the viewport: it sits at the bottom of the page, so
 * the first paint never waits for it (docs/decisions/0072-public-pages-without-the-manager-app.md). The
 * place keeps the form's height meanwhile, so nothing moves when it arrives.
 */
function ContactFormWhenNear() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: FORM_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className="public-form-placeholder" data-testid="contact-form-place">
      {near && (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      )}
    </div>
  );
}

function ContactSection() {
  return (
    <section id={LANDING_SECTIONS.contact} aria-label="Contact us" className="public-section">
      <div className="public-section-header">
        <h1>Contact us</h1>
        <p>Questions about the product, pricing or a demo? We answer by e-mail.</p>
      </div>
      <ContactFormWhenNear />
    </section>
  );
}

/**
 * `/landing`, the public landing page (docs/product.md#screen-landing): top bar, hero, Key Features with a
 * Get Started call to action, pricing, the contact form and the footer; the early-access dialog opens from
 * the top bar and the hero. A `#section` in the URL (from another public page's top bar) scrolls to that
 * section. Plain HTML and CSS down to the contact form, which loads as it comes into view.
 */
export default function LandingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <PublicLayout>
      <div className="public-hero public-dark">
        <PageColumn>
          <HeroSection />
        </PageColumn>
      </div>
      <PageColumn>
        <div className="public-sections">
          <FeaturesSection id={LANDING_SECTIONS.features} />
          <PricingSection id={LANDING_SECTIONS.pricing} />
          <ContactSection />
        </div>
      </PageColumn>
    </PublicLayout>
  );
}
