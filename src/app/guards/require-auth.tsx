import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn, useSessionActions } from '@/stores/session';

/**
 * Logged-in-only routes: a visitor goes to / with the login dialog open, and a login there
 * comes back to the page they asked for (the ticket sale, a voucher link).
 */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const { loginDialogOpened } = useSessionActions();
  const { pathname, search } = useLocation();
  const asked = pathname + search;
  useEffect(() => {
    if (!loggedIn) loginDialogOpened('login', asked);
    // Only on the way in: `asked` is the page being left once the redirect runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, loginDialogOpened]);
  return loggedIn ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
