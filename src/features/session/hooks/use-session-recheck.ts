import { useEffect } from 'react';
import { onMainApiUnauthorized } from '@/lib/http/clients';
import { useIsLoggedIn } from '@/stores/session';
import { expireSession } from '../utils/expire-session';
import { recheckSession, SESSION_RECHECK_INTERVAL_MS } from '../utils/recheck-session';

/**
 * Keeps the session honest while the site is open (mounted once by the app shell):
 * - while logged in, re-verifies the token every 50 s; the timer stops on logout and unmount;
 * - any 401 from the main API to a request that carried a token ends the session at once.
 */
export function useSessionRecheck(): void {
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setInterval(() => void recheckSession(), SESSION_RECHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loggedIn]);

  useEffect(() => onMainApiUnauthorized(expireSession), []);
}
