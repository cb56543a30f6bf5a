import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_DRAFT_STORAGE_KEY,
  bookingDraftActions,
  bookingDraftSnapshot,
  emptyBookingDraft,
  type CompletedBooking,
} from './booking-draft';

const completed: CompletedBooking[] = [
  {
    numero_reserva: '2026000123',
    id_reservas_front: 88,
    hotel: 'Thermas Aurora',
    data_chegada: '10/07/2026',
    data_partida: '12/07/2026',
    total: 1280.5,
  },
];

describe('booking draft store', () => {
  afterEach(() => {
    bookingDraftActions().draftReset();
    bookingDraftActions().completedBookingsCleared();
  });

  it('starts empty: payment method 1, zero totals, no dates, no rooms, no coupon', () => {
    const { draft, completedBookings } = bookingDraftSnapshot();
    expect(draft).toMatchObject({
      forma_pagamento_id: 1,
      valorTotal: 0,
      valorOriginal: 0,
      valorDesconto: 0,
      valor_hospedagem: 0,
      data_chegada: null,
      data_partida: null,
      apartamentos: [],
      cupom: '',
      contratoSelecionado: null,
      preReserva: [],
    });
    expect(completedBookings).toEqual([]);
  });

  it('holds and clears the completed bookings', () => {
    bookingDraftActions().bookingsCompleted(completed);
    expect(bookingDraftSnapshot().completedBookings).toEqual(completed);
    bookingDraftActions().completedBookingsCleared();
    expect(bookingDraftSnapshot().completedBookings).toEqual([]);
  });

  it('keeps its data in sessionStorage (this tab only), never in localStorage', () => {
    bookingDraftActions().bookingsCompleted(completed);
    const stored = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ draft: emptyBookingDraft(), completedBookings: completed });
    expect(localStorage.getItem(BOOKING_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('survives a page reload', async () => {
    bookingDraftActions().bookingsCompleted(completed);
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().completedBookings).toEqual(completed);
  });

  it('draftReset brings back the empty defaults', async () => {
    sessionStorage.setItem(
      BOOKING_DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: {
          draft: {
            ...emptyBookingDraft(),
            cupom: 'VERAO10',
            forma_pagamento_id: 9,
            valorTotal: 50,
          },
          completedBookings: [],
        },
        version: 1,
      }),
    );
    vi.resetModules();
    const reloaded = await import('./booking-draft');
    expect(reloaded.bookingDraftSnapshot().draft.cupom).toBe('VERAO10');
    reloaded.bookingDraftActions().draftReset();
    expect(reloaded.bookingDraftSnapshot().draft).toEqual(emptyBookingDraft());
  });
});
