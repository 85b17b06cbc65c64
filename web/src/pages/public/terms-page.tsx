import Link from '@cloudscape-design/components/link';
import { useRuntimeConfig } from '../../config/runtime-config';
import { LegalPage, LegalSection, P, POLICIES_UPDATED } from './legal-page';
import { PRODUCT_NAME, useRouterFollow } from './navigation';

/** `/terms`: the terms of service for hiring organizations and their managers using the product. */
export default function TermsPage() {
  const { supportEmail } = useRuntimeConfig();
  const follow = useRouterFollow();
  return (
    <LegalPage title="Terms of Service" updated={POLICIES_UPDATED}>
      <P>
        These terms apply to organizations and hiring managers who use {PRODUCT_NAME} to interview applicants.
        By creating an account you accept them on behalf of your organization.
      </P>
      <LegalSection heading="The service">
        <P>
          {PRODUCT_NAME} lets you keep applicants and job positions, generate interview templates with AI,
          send applicants interview sessions protected by an access code, and receive AI-generated scores and
          feedback on their answers. The service is in early access: features may change, and paid plans are
          not yet on sale, so nothing is charged today.
        </P>
      </LegalSection>
      <LegalSection heading="Your account">
        <P>
          Keep your sign-in details to yourself and tell us at once if you think someone else has used them.
          You are responsible for what is done with your account within your organization.
        </P>
      </LegalSection>
      <LegalSection heading="Applicant data">
        <P>
          Your organization decides which applicant data it enters and is responsible for having a lawful
          reason to process it and for telling applicants how it is used. We process applicant data only to
          provide the service to you, as described in our{' '}
          <Link href="/privacyPolicy" onFollow={follow}>
            Privacy Policy
          </Link>
          . Delete an applicant when you no longer need their data.
        </P>
      </LegalSection>
      <LegalSection heading="AI-generated content">
        <P>
          Questions, scores, feedback and suggestions are produced by an AI model and can be incomplete or
          wrong. Use them as an aid, review them, and make hiring decisions yourself. Do not rely on a score
          alone to reject an applicant.
        </P>
      </LegalSection>
      <LegalSection heading="Acceptable use">
        <ul>
          <li>Do not use the service to discriminate against applicants or for any unlawful purpose.</li>
          <li>Do not try to access another organization&apos;s data or to disrupt the service.</li>
          <li>Do not send interview links to people who have not applied or agreed to be interviewed.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="Availability and liability">
        <P>
          We work to keep the service available and your data safe, but during early access it is provided as
          is, without guarantees of availability or fitness for a particular purpose. To the extent the law
          allows, we are not liable for indirect losses or for decisions made using AI-generated content.
        </P>
      </LegalSection>
      <LegalSection heading="Ending the service">
        <P>
          You can stop using the service and ask us to delete your organization&apos;s data at any time. We
          may suspend accounts that break these terms, and will tell you why.
        </P>
      </LegalSection>
      <LegalSection heading="Changes and contact">
        <P>
          We will announce changes to these terms on this page before they apply. Questions: write to{' '}
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
        </P>
      </LegalSection>
    </LegalPage>
  );
}
