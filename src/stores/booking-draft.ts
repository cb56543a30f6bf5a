import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_PAYMENT_METHOD_ID,
  type Apartamento,
  type PreReservaLinha,
} from '@/api/contract/booking';
import type { WireDate } from '@/api/contract/common';

/**
 * The reservation being searched and booked (SPEC §3 "reserva"). Wire field names are kept so
 * the draft maps one to one onto the payloads. It survives a reload (sessionStorage, one tab)
 * until the booking completes, expires or the user logs out.
 */
export interface BookingDraft {
  /** Arrival, dd/MM/yyyy; null until picked. */
  data_chegada: WireDate | null;
  /** Departure, dd/MM/yyyy; null until picked. */
  data_partida: WireDate | null;
  /** Hotel option of the search (0 = all hotels). */
  id_hotel: number;
  /** Room type (unidade habitacional) id; 0 = any. */
  id_uh: number;
  /** Coupon as typed ('' = none). Type-14 users book against a contract instead. */
  cupom: string;
  /** contratos_id of the contract chosen by a type-14 user; null when none. */
  contratoSelecionado: number | null;
  /** The rooms, with their guests and prices. */
  apartamentos: Apartamento[];
  total_adultos: number;
  total_criancas: number;
  /** Display name of the chosen room type ('' until chosen). */
  uh: string;
  /** Meal-plan code of the chosen tariff ('' until chosen). */
  pensao: string;
  /** Payment method: 1 card (default), 9 pix, or boleto for users who have it. */
  forma_pagamento_id: number;
  /** Amounts in reais. */
  valorDesconto: number;
  valorOriginal: number;
  valor_hospedagem: number;
  valorTotal: number;
  id_allotx_tipo_uh: number;
  /** Group identifier: hotel id plus a generated token, built at pre-reservation. */
  identificador: string;
  hotelNome: string;
  /** One line per room once pre-reserved. */
  preReserva: PreReservaLinha[];
  /** Commission percentage of the user (partners); 0 otherwise. */
  perc_comissao: number;
}

/** A finished reservation, listed on /reserva-concluida. */
export interface CompletedBooking {
  numero_reserva: string;
  id_reservas_front: number;
  /** Hotel display name. */
  hotel: string;
  /** dd/MM/yyyy */
  data_chegada: WireDate;
  /** dd/MM/yyyy */
  data_partida: WireDate;
  /** Total paid for this reservation, in reais. */
  total: number;
}

/** SPEC §2: payment method id 1, zero totals, no dates, no rooms, no coupon. */
export function emptyBookingDraft(): BookingDraft {
  return {
    data_chegada: null,
    data_partida: null,
    id_hotel: 0,
    id_uh: 0,
    cupom: '',
    contratoSelecionado: null,
    apartamentos: [],
    total_adultos: 0,
    total_criancas: 0,
    uh: '',
    pensao: '',
    forma_pagamento_id: DEFAULT_PAYMENT_METHOD_ID,
    valorDesconto: 0,
    valorOriginal: 0,
    valor_hospedagem: 0,
    valorTotal: 0,
    id_allotx_tipo_uh: 0,
    identificador: '',
    hotelNome: '',
    preReserva: [],
    perc_comissao: 0,
  };
}

interface BookingDraftState {
  draft: BookingDraft;
  completedBookings: CompletedBooking[];
  actions: {
    /** Back to the empty draft (logout, expiry, completion). */
    draftReset: () => void;
    /** The group was paid: these reservations are what /reserva-concluida lists. */
    bookingsCompleted: (bookings: CompletedBooking[]) => void;
    /** The confirmation page was left or the user logged out. */
    completedBookingsCleared: () => void;
  };
}

/** sessionStorage key of the persisted draft. */
export const BOOKING_DRAFT_STORAGE_KEY = 'reserva';

const useBookingDraftStore = create<BookingDraftState>()(
  persist(
    (set) => ({
      draft: emptyBookingDraft(),
      completedBookings: [],
      actions: {
        draftReset: () => set({ draft: emptyBookingDraft() }),
        bookingsCompleted: (bookings) => set({ completedBookings: bookings }),
        completedBookingsCleared: () => set({ completedBookings: [] }),
      },
    }),
    {
      name: BOOKING_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Only data is persisted; the actions object is rebuilt by the store.
      partialize: ({ draft, completedBookings }) => ({ draft, completedBookings }),
    },
  ),
);

export const useBookingDraft = () => useBookingDraftStore((s) => s.draft);
export const useCompletedBookings = () => useBookingDraftStore((s) => s.completedBookings);
export const useBookingDraftActions = () => useBookingDraftStore((s) => s.actions);

/** For code outside React (logout, loaders). */
export const bookingDraftActions = () => useBookingDraftStore.getState().actions;
export const bookingDraftSnapshot = () => {
  const { draft, completedBookings } = useBookingDraftStore.getState();
  return { draft, completedBookings };
};
