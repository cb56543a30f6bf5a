import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { describe, expect, it } from 'vitest';
import { NavigationFocus } from './navigation-focus';

function Page({
  title,
  to,
  withDialog = false,
}: {
  title: string;
  to: string;
  withDialog?: boolean;
}) {
  return (
    <>
      <nav>
        <Link to={to}>Ir</Link>
        <Link to="?pagina=2">Mesma página</Link>
      </nav>
      <main id="conteudo" tabIndex={-1}>
        <h1>{title}</h1>
        {withDialog && (
          <div role="dialog" aria-modal="true" aria-label="Aviso">
            <button type="button">Ok</button>
          </div>
        )}
      </main>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        Component: NavigationFocus,
        children: [
          { path: '/', element: <Page title="Início" to="/hoteis" /> },
          { path: '/hoteis', element: <Page title="Hotéis" to="/aviso" /> },
          { path: '/aviso', element: <Page title="Aviso" to="/" withDialog /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a navigation (WCAG 2.4.3)', () => {
  it('leaves the focus alone on the first load', () => {
    renderRoutes();
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1, as a page load would start there", async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hotéis' });
    expect(heading).toHaveFocus();
    // Focusable from script only: not an extra Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not move it when only the query string changes', async () => {
    const user = userEvent.setup();
    const router = renderRoutes();
    const sameLink = screen.getByRole('link', { name: 'Mesma página' });
    await user.click(sameLink);
    expect(router.state.location.search).toBe('?pagina=2');
    expect(sameLink).toHaveFocus();
  });

  it('leaves the focus to a modal dialog the new page opens', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    await screen.findByRole('heading', { level: 1, name: 'Hotéis' });
    screen.getByRole('link', { name: 'Ir' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Aviso' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso' })).not.toHaveFocus();
  });
});
