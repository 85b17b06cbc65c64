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

/**
 * Shown once the interview is finished, also when the link is opened again
 * (docs/product.md#rule-session-page-display): thanks for a submitted interview, or that the company closed
 * it (`closedByCompany`) before the applicant did.
 */
export function ThankYouScreen({
  organizationName,
  closedByCompany,
  text,
}: {
  organizationName: string;
  closedByCompany: boolean;
  text: SessionText;
}) {
  return (
    <Container
      header={<Header variant="h1">{closedByCompany ? text.closedHeader : text.thankYouHeader}</Header>}
      data-testid={closedByCompany ? 'session-closed-by-company' : 'session-thank-you'}
    >
      <Box variant="p">
        {closedByCompany ? text.closedByCompany(organizationName) : text.thankYou(organizationName)}
      </Box>
    </Container>
  );
}
