import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <p>Página: {location.pathname + location.search}</p>;
}

function renderLinks(onClick?: (event: React.MouseEvent) => void) {
  const page = (
    <>
      <Where />
      <Link to="/hoteis?ordem=preco" onClick={onClick}>
        Hotéis
      </Link>
      <Link to="/parque" target="_blank">
        Parque
      </Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/hoteis', element: page },
      { path: '/parque', element: page },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it("is a link to the page's address, which the router opens in place", async () => {
    const router = renderLinks();
    const link = screen.getByRole('link', { name: 'Hotéis' });
    expect(link).toHaveAttribute('href', '/hoteis?ordem=preco');
    await userEvent.click(link);
    expect(screen.getByText('Página: /hoteis?ordem=preco')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it leads to the page already shown', async () => {
    const router = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Hotéis' }));
    await userEvent.click(screen.getByRole('link', { name: 'Hotéis' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key or a target to the browser (a new tab)', () => {
    renderLinks();
    const withCtrl = fireEvent.click(screen.getByRole('link', { name: 'Hotéis' }), {
      ctrlKey: true,
    });
    const withTarget = fireEvent.click(screen.getByRole('link', { name: 'Parque' }));
    // Not prevented: the browser opens it; the app stays where it is.
    expect(withCtrl).toBe(true);
    expect(withTarget).toBe(true);
    expect(screen.getByText('Página: /')).toBeInTheDocument();
  });

  it("runs the page's own click handler first, which may keep the router out", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderLinks(onClick);
    await userEvent.click(screen.getByRole('link', { name: 'Hotéis' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('Página: /')).toBeInTheDocument();
  });
});
