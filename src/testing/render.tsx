import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '@/theme/theme';

/**
 * Renders `ui` inside the app's providers: the default theme and a memory data router
 * (so `Link`, `useNavigate` and friends work). Every path renders `ui`; use the returned
 * `router.state.location` to check where a link went.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <ThemeProvider theme={buildTheme()}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...result, router };
}
