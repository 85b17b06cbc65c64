import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRuntimeConfig } from '../../config/runtime-config';
import { LegalPage, LegalSection, P } from './legal-page';
import { PRODUCT_NAME, useRouterFollow } from './navigation';
import { useOpenEarlyAccess } from './public-layout';

function AboutActions() {
  const follow = useRouterFollow();
  const openEarlyAccess = useOpenEarlyAccess();
  return (
    <SpaceBetween direction="horizontal" size="s">
      <Button variant="primary" href="/register" onFollow={follow}>
        Get Started
      </Button>
      <Button onClick={openEarlyAccess}>Request early access</Button>
    </SpaceBetween>
  );
}

/** `/about`: what the product is for, how it works and what it stands for. */
export default function AboutPage() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <LegalPage title={`About ${PRODUCT_NAME}`}>
      <P>
        First-round interviews take hiring teams hours: writing questions, scheduling calls, taking notes and
        comparing candidates from memory. {PRODUCT_NAME} lets a team ask every applicant for a role the same
        well-prepared questions, at a time that suits the applicant, and review the answers side by side.
      </P>
      <LegalSection heading="How it works">
        <ol>
          <li>
            Describe a role, or pick an applicant or a job position, and let the AI write an interview
            template: the questions and the key points a good answer covers.
          </li>
          <li>
            Create a session for an applicant and share its link; the applicant signs in with an access code.
          </li>
          <li>
            The applicant answers in their own words and submits. Each answer is scored against its key
            points, and you get an overall score, feedback and suggestions.
          </li>
        </ol>
      </LegalSection>
      <LegalSection heading="What we care about">
        <ul>
          <li>
            <b>Fairness</b>: every applicant for a role gets the same questions and is scored on the same key
            points.
          </li>
          <li>
            <b>People decide</b>: scores explain themselves with feedback, and the hiring decision stays with
            your team.
          </li>
          <li>
            <b>Privacy</b>: we keep only what the interview needs, and your organization can delete it at any
            time.
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading="Get in touch">
        <P>
          We are in early access and would love to hear from you: write to{' '}
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>, or request early access.
        </P>
        <AboutActions />
      </LegalSection>
    </LegalPage>
  );
}
