import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { customerUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import LogoutRoute from '../logout';

describe('/logout', () => {
  beforeEach(() => sessionActions().loggedOut());

  it("shows 'Saindo...', logs out and replaces the page with /", async () => {
    const toastShown = vi.spyOn(toastActions(), 'toastShown');
    tokenStorage.write('jwt-cliente-maria');
    sessionActions().authenticated(customerUser);

    const { router } = renderWithProviders(<LogoutRoute />, { route: '/logout' });

    expect(screen.getByText('Saindo...')).toBeInTheDocument();
    // The logout resolves, then navigates: wait inside act for the router's update.
    await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/')));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionSnapshot().status).toBe('anonymous');
    expect(tokenStorage.read()).toBeNull();
    expect(toastShown).not.toHaveBeenCalled();
  });

  it('warns with the outcome message when there is one', async () => {
    const toastShown = vi.spyOn(toastActions(), 'toastShown');
    // The generic user, with a (temporary) token: the logout is refused.
    tokenStorage.write('jwt-temporario');

    const { router } = renderWithProviders(<LogoutRoute />, { route: '/logout' });

    await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/')));
    expect(toastShown).toHaveBeenCalledWith({
      message: 'Api generica não pode fazer Logout!',
      variant: 'warning',
    });
  });
});
