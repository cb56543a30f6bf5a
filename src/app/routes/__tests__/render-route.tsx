import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type LoaderFunction,
} from 'react-router-dom';
import type { RenderMode } from '@/testing/render';

interface RouteUnderTest {
  path: string;
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** Where a redirect lands: prints the path so a test can assert it. */
function Landing() {
  return <p>Página em {useLocation().pathname}</p>;
}

function LoadError() {
  return <p role="alert">Erro ao carregar</p>;
}

/** Renders one route module (page + loader) in a memory router, as the app's router does. */
export function renderRoute(
  route: RouteUnderTest,
  initialPath: string,
  { strictMode = true }: RenderMode = {},
) {
  const router = createMemoryRouter(
    [
      { ...route, errorElement: <LoadError />, HydrateFallback: () => null },
      { path: '*', Component: Landing },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <>
      <RouterProvider router={router} />
    </>,
    { reactStrictMode: strictMode },
  );
  return router;
}
