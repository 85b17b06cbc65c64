import Link from '@cloudscape-design/components/link';
import { useRuntimeConfig } from '../../config/runtime-config';
import { LegalPage, LegalSection, P, POLICIES_UPDATED } from './legal-page';
import { PRODUCT_NAME, useRouterFollow } from './navigation';

/**
 * `/privacyPolicy`: what personal data the product keeps about managers, applicants and visitors, why, for
 * how long, who processes it (the AI provider) and how to have it deleted. The retention periods match the
 * code: applicants until a manager deletes them, contact messages and early-access requests 12 months
 * (their table TTL), flood-limit counters one hour.
 */
export default function PrivacyPolicyPage() {
  const { supportEmail } = useRuntimeConfig();
  const follow = useRouterFollow();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <LegalPage title="Privacy Policy" updated={POLICIES_UPDATED}>
      <P>
        {PRODUCT_NAME} helps hiring organizations interview applicants. This page explains what personal data
        we keep, why, for how long and how you can have it deleted. For data about applicants, the hiring
        organization that invited the applicant decides what is collected; we process it on their behalf.
      </P>
      <LegalSection heading="Data about hiring managers">
        <P>
          Your name, e-mail address, your organization and your role in it. Passwords are handled by our
          sign-in service (Amazon Cognito) and are never stored by us in readable form. If you sign in with
          Google, we receive your name and e-mail address from Google.
        </P>
      </LegalSection>
      <LegalSection heading="Data about applicants">
        <P>A hiring manager enters an applicant&apos;s profile, which can include:</P>
        <ul>
          <li>first and last name, job title, e-mail address and phone number;</li>
          <li>salary expectation and a link to a résumé;</li>
          <li>bio, education, work experience, certifications and languages;</li>
          <li>technical and soft skills, and the job position applied for.</li>
        </ul>
        <P>
          When the applicant takes an interview we keep the questions, every saved version of each answer, and
          the result: a score for each answer, an overall score, feedback and suggestions. The access code of
          an interview is stored only in a one-way hashed form.
        </P>
      </LegalSection>
      <LegalSection heading="Data from the contact and early-access forms">
        <P>
          What you type into the forms: your name, e-mail address, and optionally phone, company, job title,
          industry, how you heard about us and your message. We e-mail it to our team so we can reply.
        </P>
      </LegalSection>
      <LegalSection heading="Why we keep it">
        <ul>
          <li>to let hiring managers run interviews and review the results;</li>
          <li>to generate interview questions and to score answers;</li>
          <li>to answer your messages and early-access requests;</li>
          <li>
            to protect the service: to stop floods of form submissions we count requests per network address
            for one hour, keyed by a one-way hash so the address itself is not stored.
          </li>
        </ul>
      </LegalSection>
      <LegalSection heading="How long we keep it">
        <ul>
          <li>
            Interview sessions with their answers, scores, reviews, decisions and history: for the period the
            hiring organization set (365 days unless it chose between 30 and 3,650) after the session ends,
            that is after it is submitted or, if it never is, after its deadline. Then they are deleted
            automatically. The notice an applicant accepts before starting states that period.
          </li>
          <li>
            Applicant profiles: until the hiring manager deletes the applicant, which deletes their sessions
            too. A manager can also export everything stored about an applicant on request.
          </li>
          <li>
            The organization&apos;s audit log (who viewed, reviewed, decided, exported or deleted what): it
            holds ids and actions, never answers, and is kept at least six months.
          </li>
          <li>Manager accounts: until the account is closed.</li>
          <li>Contact messages and early-access requests: 12 months, then they are deleted automatically.</li>
          <li>Flood-protection counters: one hour.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="AI processing">
        <P>
          To write interview questions and to score answers, the relevant text (the role, profile or job
          position details, the questions and key points, and the applicant&apos;s answers) is sent to an AI
          model on Amazon Bedrock, run by Amazon Web Services. Amazon Bedrock does not use this text to train
          its models. Scores and feedback support the hiring manager&apos;s judgement; people at the hiring
          organization make the hiring decisions.
        </P>
      </LegalSection>
      <LegalSection heading="Where the data is kept">
        <P>
          On Amazon Web Services infrastructure, encrypted at rest and in transit. Each organization&apos;s
          data is visible only to that organization&apos;s managers.
        </P>
      </LegalSection>
      <LegalSection heading="Having your data corrected or deleted">
        <P>
          Applicants: ask the hiring organization that invited you; they can correct or delete your profile
          and interviews at any time. You can also write to {mail} and we will help, passing your request to
          that organization where it decides.
        </P>
        <P>Managers and visitors who used our forms: write to {mail} and we will delete your data.</P>
      </LegalSection>
      <LegalSection heading="Cookies">
        <P>
          We use no tracking. See the{' '}
          <Link href="/cookiePolicy" onFollow={follow}>
            Cookie Policy
          </Link>{' '}
          for the little we keep in your browser.
        </P>
      </LegalSection>
    </LegalPage>
  );
}
