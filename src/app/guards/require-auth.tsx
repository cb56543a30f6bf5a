import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn, useSessionActions } from '@/stores/session';

/** Logged-in-only routes: a visitor goes to / with the login dialog open. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const { loginDialogOpened } = useSessionActions();
  useEffect(() => {
    if (!loggedIn) loginDialogOpened('login');
  }, [loggedIn, loginDialogOpened]);
  return loggedIn ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
