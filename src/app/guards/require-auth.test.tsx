import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TYPE_GENERIC } from '@/api/contract/user';
import {
  GENERIC_USER,
  sessionActions,
  sessionSnapshot,
  useLoginDialogMode,
  useLoginReturnTo,
} from '@/stores/session';
import { RequireAuth } from './require-auth';

function DialogProbe() {
  return (
    <>
      <p>dialog: {useLoginDialogMode()}</p>
      <p>return to: {useLoginReturnTo() ?? 'nowhere'}</p>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <DialogProbe /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/privada', element: <h1>Área do cliente</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  sessionActions().loggedOut();
  sessionActions().loginDialogClosed();
});

describe('RequireAuth', () => {
  it('shows the page to a logged-in user', async () => {
    sessionActions().authenticated({
      ...GENERIC_USER,
      id: 7,
      nome: 'Maria',
      usuario_tipo_id: USER_TYPE_GENERIC,
    });
    renderAt('/privada');
    expect(await screen.findByRole('heading', { name: 'Área do cliente' })).toBeInTheDocument();
  });

  it('sends a visitor to / with the login dialog open', async () => {
    expect(sessionSnapshot().status).toBe('anonymous');
    const router = renderAt('/privada');
    expect(await screen.findByText('dialog: login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Área do cliente' })).not.toBeInTheDocument();
  });

  it('remembers the page asked for, so the login comes back to it', async () => {
    renderAt('/privada?voucher=12');
    expect(await screen.findByText('return to: /privada?voucher=12')).toBeInTheDocument();
    // Closing the dialog without logging in forgets it.
    sessionActions().loginDialogClosed();
    expect(await screen.findByText('return to: nowhere')).toBeInTheDocument();
  });
});
