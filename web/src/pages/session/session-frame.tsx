import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadingLabel } from '../../components/global-loading';
import { PRODUCT_NAME } from '../../config/product';
import { formatSessionDate } from '../../i18n/session-i18n';

/**
 * The applicant's page frame: no dashboard, only the product and the organization's name in a simple
 * header, and one centred column (full width on a 375 px phone, at most 760 px on a desktop; it reflows
 * at 200 % zoom). The page's language and direction are set on `<html>` (useSessionLanguage).
 */
export function SessionFrame({
  organizationName,
  children,
}: {
  organizationName?: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  useLoadingLabel(i18n.exists('page.busy') ? t('page.busy') : undefined);
  return (
    <div style={{ minHeight: '100vh', background: 'var(--color-background-layout-main-5ml9pr, #f4f4f4)' }}>
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
 * Shown once the interview is submitted, also when the link is opened again
 * (docs/product.md#rule-session-page-display): thanks for a submitted interview, or that the company submitted
 * it for the applicant (`submittedByCompany`).
 */
export function ThankYouScreen({
  organizationName,
  submittedByCompany,
}: {
  organizationName: string;
  submittedByCompany: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Container
      header={
        <Header variant="h1">
          {t(submittedByCompany ? 'page.submittedByCompanyHeader' : 'page.thankYouHeader')}
        </Header>
      }
      data-testid={submittedByCompany ? 'session-submitted-by-company' : 'session-thank-you'}
    >
      <Box variant="p">
        {t(submittedByCompany ? 'page.submittedByCompany' : 'page.thankYou', { org: organizationName })}
      </Box>
    </Container>
  );
}

/**
 * Shown when the deadline has passed before the interview was submitted: when it was, that the saved
 * answers are kept, and whom to ask for more time.
 */
export function ExpiredScreen({ organizationName, dueAt }: { organizationName: string; dueAt: string }) {
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h1">{t('page.expiredHeader')}</Header>} data-testid="session-expired">
      <Box variant="p">
        {t('errors.SessionExpired', { date: formatSessionDate(dueAt), org: organizationName })}
      </Box>
    </Container>
  );
}
