import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { resetReservationsDb } from '@/testing/handlers/account';
import AccountReservationsRoute from '../account-reservations';
import { renderRoute } from './render-route';

describe('/minhaConta/reservas', () => {
  it("shows the logged-in customer's reservations under its own title", async () => {
    resetReservationsDb();
    tokenStorage.write('jwt-cliente-maria');
    renderRoute(
      { path: paths.accountReservations.path, Component: AccountReservationsRoute },
      paths.accountReservations.getHref(),
    );
    expect(await screen.findByRole('heading', { name: 'Minhas reservas', level: 1 })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Reserva AUR-1001' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Minhas reservas | Aurora Hotéis'));
  });
});
