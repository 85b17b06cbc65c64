import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';

/**
 * /logout (docs/product.md#screen-sign-in): signs out, then goes to /login. The redirect waits for the
 * sign-out, or the login page would still see the old session and bounce back into the dashboard.
 */
export default function LogoutPage() {
  const { signOut } = useAuth();
  const [done, setDone] = useState(false);
  useEffect(() => {
    signOut();
    setDone(true);
  }, [signOut]);
  return done ? <Navigate to="/login" replace /> : null;
}
