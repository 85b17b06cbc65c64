import Alert from '@cloudscape-design/components/alert';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { RouterLink } from '../../components/router-link';
import { useNotify } from '../../components/notifications';
import { AccountLayout } from './components/account-layout';
import { CodeStep } from './components/code-step';
import type { ConfirmAccountState } from './components/confirm-state';
import { OrganizationStep } from './components/organization-step';
import { PasswordStep } from './components/password-step';

/**
 * /confirmAccount (docs/product.md#screen-confirm-account): the e-mailed code, then (signed in) joining or
 * naming an organization. Signed-in users land straight on the organization step; a visitor with neither
 * a session nor an e-mail gets a link to /login.
 */
export default function ConfirmAccountPage() {
  const { isSignedIn, signIn } = useAuth();
  const notify = useNotify();
  const [search] = useSearchParams();
  const state = (useLocation().state ?? {}) as ConfirmAccountState;
  const email = search.get('email') ?? '';
  const [confirmed, setConfirmed] = useState(false);
  const [askPassword, setAskPassword] = useState(false);

  const afterConfirm = async () => {
    setConfirmed(true);
    if (!state.password) {
      setAskPassword(true);
      return;
    }
    try {
      await signIn(email, state.password);
    } catch (error) {
      // The password in memory no longer works (changed elsewhere): let the user type it.
      if (!(error instanceof ApiError) || error.status >= 500) notify.apiError(error);
      setAskPassword(true);
    }
  };

  let step;
  if (isSignedIn) step = <OrganizationStep />;
  else if (!email) {
    step = (
      <Alert type="info" header="Nothing to confirm here">
        Open the link from your e-mail again, or <RouterLink to="/login">sign in</RouterLink>.
      </Alert>
    );
  } else if (askPassword) step = <PasswordStep email={email} />;
  else if (!confirmed) {
    step = (
      <CodeStep
        email={email}
        destination={state.destination ?? email}
        onConfirmed={() => void afterConfirm()}
      />
    );
  } else step = null;

  return <AccountLayout>{step}</AccountLayout>;
}
