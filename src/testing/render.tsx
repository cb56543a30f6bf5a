import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** How a test renders: in StrictMode (the default, as in development) or as in production. */
export interface RenderMode {
  /**
   * False for a test that counts the requests a production build makes, or fails one request
   * on purpose: StrictMode's rehearsal (development only) asks once more, and the page
   * rightly ignores the first answer.
   */
  strictMode?: boolean;
}

/**
 * Renders `ui` inside the app's providers: the default theme and a memory data router
 * (so `Link`, `useNavigate` and friends work). Every path renders `ui`; use the returned
 * `router.state.location` to check where a link went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', strictMode = true }: { route?: string } & RenderMode = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <>
      <RouterProvider router={router} />
    </>,
    { reactStrictMode: strictMode },
  );
  return { ...result, router };
}
