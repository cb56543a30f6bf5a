import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/stores/session';
import { RequireAuth } from '../guards/require-auth';
import { BareLayout } from './bare-layout';
import { RootLayout } from './root-layout';

afterEach(() => {
  sessionActions().loggedOut();
  sessionActions().loginDialogClosed();
});

describe('RootLayout', () => {
  it('keeps what a visitor typed in the login dialog while a private page sends them to /', async () => {
    // The home page's code arrives only when the test lets it: meanwhile the visitor types.
    let arrive: () => void = () => {};
    const homeLoaded = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [
        {
          Component: RootLayout,
          children: [
            {
              // Another layout than the private page's, as the header layout is for /.
              element: (
                <div data-testid="outra-moldura">
                  <Outlet />
                </div>
              ),
              children: [
                {
                  path: '/',
                  lazy: async () => {
                    await homeLoaded;
                    return { Component: () => <h1>Início</h1> };
                  },
                },
              ],
            },
            {
              element: <BareLayout />,
              children: [
                {
                  element: <RequireAuth />,
                  children: [{ path: '/ingressos', element: <h1>Ingressos</h1> }],
                },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/ingressos'] },
    );
    render(
      <>
        <RouterProvider router={router} />
      </>,
    );
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Entrar' });
    // 'Carregando…' shows until the dialog's code is there, then the dialog with its form.
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByTestId('outra-moldura')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Entrar' })).getByLabelText('CPF'),
    ).toHaveValue('529.982.247-25');
  });
});
