import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { env } from '@/config/env';
import { holdGroup } from '@/features/booking/testing/held-group';
import { GROUP_KEY, resetCheckoutIds } from '@/testing/fixtures/checkout';
import { server } from '@/testing/server';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { customerUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import LogoutRoute from '../logout';
import { heldGroup } from '@/features/booking/stores/checkout';
import { emptySearchCriteria, searchCriteriaSnapshot } from '@/stores/search-criteria';
import {
  choicesSnapshot,
  checkoutActions,
  checkoutSnapshot,
  resetBooking,
} from '@/features/booking/testing/checkout-store';

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

  describe('with a booking in progress', () => {
    beforeEach(() => resetCheckoutIds());
    afterEach(() => {
      resetBooking();
      tokenStorage.clear();
    });

    function recordCancels() {
      const cancels: unknown[] = [];
      server.use(
        http.post(`${env.api.main}${CHECKOUT_PATHS.cancel}`, async ({ request }) => {
          cancels.push(await request.json());
          return HttpResponse.json({ mensagem: 'Reserva cancelada.' });
        }),
      );
      return cancels;
    }

    it('a visitor without any token: the product-rules refusal, and the booking and its hold are kept', async () => {
      const toastShown = vi.spyOn(toastActions(), 'toastShown');
      const cancels = recordCancels();
      holdGroup({ rooms: 1 });
      const { router } = renderWithProviders(<LogoutRoute />, { route: '/logout' });
      await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/')));
      expect(toastShown).toHaveBeenCalledWith({
        message: 'Api generica não pode fazer Logout!',
        variant: 'warning',
      });
      const checkout = checkoutSnapshot();
      expect(checkout.step).toBe('guests');
      expect(heldGroup(checkout)?.identificador).toBe('1-TESTTOKEN');
      expect(cancels).toEqual([]);
    });

    it('a logged-in user: the held rooms are released with the key, and the user told', async () => {
      const toastShown = vi.spyOn(toastActions(), 'toastShown');
      const cancels = recordCancels();
      tokenStorage.write('jwt-cliente-maria');
      sessionActions().authenticated(customerUser);
      holdGroup({ rooms: 2 });
      const { router } = renderWithProviders(<LogoutRoute />, { route: '/logout' });
      await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/')));
      const draftIds = [9001, 9002];
      expect(cancels).toEqual(
        draftIds.map((id) => ({
          id_reservas_front: id,
          observacoes: 'Reserva encerrada pelo logout do usuário.',
          chave_grupo: GROUP_KEY,
        })),
      );
      expect(toastShown).toHaveBeenCalledWith({
        message: 'A reserva em andamento foi encerrada. Os quartos foram liberados.',
        variant: 'warning',
      });
      // The checkout is back to its empty defaults (payment method 1 comes with the next
      // review), and the search too: no dates, no rooms, no coupon.
      expect(checkoutSnapshot()).toEqual({ step: 'choosing' });
      expect(choicesSnapshot()).toEqual([]);
      expect(searchCriteriaSnapshot()).toEqual(emptySearchCriteria());
      expect(sessionSnapshot().status).toBe('anonymous');
    });

    it('a group awaiting its PIX is left to it: nothing is cancelled', async () => {
      const toastShown = vi.spyOn(toastActions(), 'toastShown');
      const cancels = recordCancels();
      tokenStorage.write('jwt-cliente-maria');
      sessionActions().authenticated(customerUser);
      holdGroup({ rooms: 1, step: 'payment', guests: true });
      checkoutActions().paymentPending('2030-07-01T12:40:00.000Z');
      const { router } = renderWithProviders(<LogoutRoute />, { route: '/logout' });
      await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/')));
      expect(cancels).toEqual([]);
      expect(toastShown).toHaveBeenCalledWith({
        message: expect.stringContaining('aguarda o pagamento do PIX ou boleto gerado'),
        variant: 'warning',
      });
    });
  });
});
