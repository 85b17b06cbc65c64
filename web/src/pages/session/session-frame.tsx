import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../config/product';
import type { SessionText } from '../../i18n/session-text';

/**
 * The applicant's page frame: no dashboard, only the product and the organization's name in a simple
 * header, and one centred column (full width on a 375 px phone, at most 760 px on a desktop).
 * @param lang - the interview language's tag, so assistive technology reads the texts in it.
 */
export function SessionFrame({
  organizationName,
  lang,
  children,
}: {
  organizationName?: string;
  lang: string;
  children: ReactNode;
}) {
  return (
    <div
      lang={lang}
      style={{ minHeight: '100vh', background: 'var(--color-background-layout-main-5ml9pr, #f4f4f4)' }}
    >
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '4px 12px',
          padding: '12px 16px',
          background: '#0f1b2a',
          color: '#fff',
        }}
      >
        <Box
          variant="span"
          fontWeight="bold"
          fontSize="heading-s"
          color="inherit"
          data-testid="session-product"
        >
          {PRODUCT_NAME}
        </Box>
        {organizationName && (
          <Box variant="span" color="inherit" data-testid="session-organization">
            {organizationName}
          </Box>
        )}
      </header>
      <main style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}>
        {children}
      </main>
    </div>
  );
}

/** Shown once the interview is submitted, also when the link is opened again (spec section 4). */
export function ThankYouScreen({ organizationName, text }: { organizationName: string; text: SessionText }) {
  return (
    <Container header={<Header variant="h1">{text.thankYouHeader}</Header>} data-testid="session-thank-you">
      <Box variant="p">{text.thankYou(organizationName)}</Box>
    </Container>
  );
}
