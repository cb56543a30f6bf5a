import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '@/components/ui/toaster';
import { subscribeSearchToSession } from '@/features/search/utils/subscribe-session';
import { useSessionRecheck } from '@/features/session/hooks/use-session-recheck';
import { redirectPartnerIfNeeded } from '@/features/session/utils/partner-redirect';
import { useThemeColors } from '@/stores/catalogue';
import { useSessionUser } from '@/stores/session';
import { GlobalStyle } from '@/theme/global-style';
import { buildTheme } from '@/theme/theme';
import type { Startup } from './bootstrap';
import type { AppRouter } from './router';
import { StartupGate } from './startup-gate';

/** Session duties that run for the whole visit, once start-up is done. */
function SessionWatch() {
  useSessionRecheck();
  // Search results are cleared when the user type changes or a login is submitted (SPEC §4).
  useEffect(() => subscribeSearchToSession(), []);
  const user = useSessionUser();
  // Users of other types leave, after load (at start-up or after a login), for the partner portal.
  useEffect(() => {
    redirectPartnerIfNeeded(user);
  }, [user]);
  return null;
}

interface AppProps {
  /** Start-up, begun before the first render (main.tsx). */
  startup: Startup;
  /** Created with the start-up: it starts the first page's loaders at once, in parallel. */
  router: AppRouter;
}

export function App({ startup, router }: AppProps) {
  const colors = useThemeColors();
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <StartupGate startup={startup}>
        <SessionWatch />
        <RouterProvider router={router} />
      </StartupGate>
      <Toaster />
    </ThemeProvider>
  );
}
