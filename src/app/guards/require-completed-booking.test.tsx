import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAID_GROUP } from '@/testing/fixtures/checkout';
import { RequireCompletedBooking } from './require-completed-booking';
import { checkoutActions } from '@/features/booking/testing/checkout-store';
import type { CompletedBooking } from '@/features/booking/stores/checkout';

const booking: CompletedBooking = {
  numero_reserva: '2026000123',
  id_reservas_front: 88,
  hotel: 'Thermas Aurora',
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  total: 1280.5,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Início</h1> },
      {
        element: <RequireCompletedBooking />,
        children: [{ path: '/reserva-concluida', element: <h1>Reservas concluídas</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireCompletedBooking', () => {
  beforeEach(() => checkoutActions().completedBookingsCleared());

  it('shows /reserva-concluida while a completed booking is held', () => {
    checkoutActions().bookingsCompleted([booking], PAID_GROUP);
    const router = renderAt('/reserva-concluida');
    expect(screen.getByRole('heading', { name: 'Reservas concluídas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reserva-concluida');
  });

  it('sends the visitor to / when no completed booking is held', () => {
    const router = renderAt('/reserva-concluida');
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Replaced, not pushed: Back does not return to a page that does not exist.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the page once the completed bookings are cleared', () => {
    checkoutActions().bookingsCompleted([booking], PAID_GROUP);
    const router = renderAt('/reserva-concluida');
    act(() => checkoutActions().completedBookingsCleared());
    expect(router.state.location.pathname).toBe('/');
  });
});
