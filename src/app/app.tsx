import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { subscribeSearchToSession } from '@/features/search/utils/subscribe-session';
import { useSessionRecheck } from '@/features/session/hooks/use-session-recheck';
import { redirectPartnerIfNeeded } from '@/features/session/utils/partner-redirect';
import { useThemeColors } from '@/stores/catalogue';
import { useSessionUser } from '@/stores/session';
import { applyColors } from '@/theme/css-variables';
import type { Startup } from './bootstrap';
import { StartupGate } from './startup-gate';

/** Session duties that run for the whole visit, once start-up is done. */
function SessionWatch() {
  useSessionRecheck();
  // Search results are cleared when the user type changes or a login is submitted (product-rules §4).
  useEffect(() => subscribeSearchToSession(), []);
  const user = useSessionUser();
  // Users of other types leave, after load (at start-up or after a login), for the partner portal.
  useEffect(() => {
    redirectPartnerIfNeeded(user);
  }, [user]);
  return null;
}

interface AppProps {
  /** Start-up, begun before the first render (main.tsx); always ready in the server render. */
  startup: Startup;
  /**
   * The router: RouterProvider in the browser, StaticRouterProvider in the server render. Both
   * sit at the same place in the same tree, which hydration needs (useId counts the branches).
   */
  children: ReactNode;
}

/**
 * The admin's colours on <html>, over the defaults of src/theme/global.css (a prerendered page's
 * stylesheet has them already), and the toaster, the start-up screens included.
 */
function AppFrame({ children }: { children: ReactNode }) {
  const colors = useThemeColors();
  useLayoutEffect(() => applyColors(document.documentElement, colors), [colors]);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

export function App({ startup, children }: AppProps) {
  return (
    <AppFrame>
      <StartupGate startup={startup}>
        <SessionWatch />
        {children}
      </StartupGate>
    </AppFrame>
  );
}

/** The start-up of a page whose catalogue came with it (server render, hydration). */
export const READY: Startup = { phase: () => 'ready', subscribe: () => () => {} };
