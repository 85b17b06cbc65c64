import Link from '@cloudscape-design/components/link';
import { useRuntimeConfig } from '../../config/runtime-config';
import { LegalPage, LegalSection, P, POLICIES_UPDATED } from './legal-page';
import { PRODUCT_NAME } from './navigation';

/**
 * `/cookiePolicy`: the product stores only what it strictly needs in the browser (sign-in tokens in session
 * storage, the welcome-tour flag in local storage, docs/product.md#screen-welcome-tour) and no tracking.
 */
export default function CookiePolicyPage() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <LegalPage title="Cookie Policy" updated={POLICIES_UPDATED}>
      <P>
        {PRODUCT_NAME} keeps only what it strictly needs to work in your browser. We use no advertising,
        analytics or tracking cookies, and we do not share your browsing with anyone.
      </P>
      <LegalSection heading="What we store in your browser">
        <ul>
          <li>
            <b>Sign-in tokens</b>, in session storage: they keep you signed in while the tab is open, and are
            removed when you sign out or close the tab.
          </li>
          <li>
            <b>Whether you finished the welcome tour</b>, in local storage: so the tour of the dashboard does
            not start again every time you sign in.
          </li>
        </ul>
        <P>
          Both are strictly necessary for the service you asked for, so they need no consent banner. You can
          clear them at any time in your browser&apos;s settings; you will then need to sign in again and may
          see the tour once more.
        </P>
      </LegalSection>
      <LegalSection heading="Signing in with Google">
        <P>
          If you choose to sign in with Google, the Google and Amazon Cognito sign-in pages may set their own
          cookies to complete the sign-in, under their own policies.
        </P>
      </LegalSection>
      <LegalSection heading="Questions">
        <P>
          Write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
        </P>
      </LegalSection>
    </LegalPage>
  );
}
