import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '@/components/ui/toaster';
import { useSessionRecheck } from '@/features/session/hooks/use-session-recheck';
import { useThemeColors } from '@/stores/catalogue';
import { GlobalStyle } from '@/theme/global-style';
import { buildTheme } from '@/theme/theme';
import { createRouter } from './router';
import { StartupGate } from './startup-gate';

function SessionRecheck() {
  useSessionRecheck();
  return null;
}

export function App() {
  // Created once: the router starts the first page's loaders at once, in parallel with start-up.
  const [router] = useState(createRouter);
  const colors = useThemeColors();
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <StartupGate>
        <SessionRecheck />
        <RouterProvider router={router} />
      </StartupGate>
      <Toaster />
    </ThemeProvider>
  );
}
