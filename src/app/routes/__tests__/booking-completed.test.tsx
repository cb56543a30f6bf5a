import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingDraftActions, type CompletedBooking } from '@/stores/booking-draft';
import BookingCompletedRoute from '../booking-completed';
import { renderRoute } from './render-route';

const bookings: CompletedBooking[] = [
  {
    numero_reserva: '20269001',
    id_reservas_front: 9001,
    hotel: 'Thermas Aurora',
    uh: 'Suíte Luxo',
    data_chegada: '10/07/2030',
    data_partida: '13/07/2030',
    total: 900,
    hospedes: ['Ana Lima', 'Bruno Lima'],
  },
  {
    numero_reserva: '20269002',
    id_reservas_front: 9002,
    hotel: 'Thermas Aurora',
    data_chegada: '10/07/2030',
    data_partida: '13/07/2030',
    total: 1200.5,
  },
];

afterEach(() => {
  cleanup();
  bookingDraftActions().completedBookingsCleared();
});

describe('/reserva-concluida', () => {
  it('announces success and lists every reservation of the group with a voucher', async () => {
    bookingDraftActions().bookingsCompleted(bookings);
    renderRoute(
      { path: '/reserva-concluida', Component: BookingCompletedRoute },
      '/reserva-concluida',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva concluída!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reserva concluída!');
    const first = screen.getByRole('region', { name: 'Reserva 20269001' });
    expect(first).toHaveTextContent('Thermas Aurora');
    expect(first).toHaveTextContent('10/07/2030 a 13/07/2030');
    expect(first).toHaveTextContent('Ana Lima, Bruno Lima');
    expect(first).toHaveTextContent('R$ 900,00');
    expect(screen.getByRole('region', { name: 'Reserva 20269002' })).toHaveTextContent(
      'R$ 1.200,50',
    );
    expect(screen.getByRole('button', { name: 'Voucher da reserva 20269002' })).toBeInTheDocument();
    expect(screen.getByText(/Total do grupo/)).toHaveTextContent('R$ 2.100,50');
  });
});
