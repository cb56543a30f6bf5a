import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_PAYMENT_METHOD_ID,
  type Apartamento,
  type PreReservaLinha,
} from '@/api/contract/booking';
import type { WireDate } from '@/api/contract/common';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import {
  addChild,
  addRoom,
  applyRate,
  draftAmounts,
  guestTotals,
  removeChild,
  removeLastRoom,
  setAdults,
  setChildAge,
  updateRoom,
} from './booking-draft-rules';

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

    // Search bar (SPEC §4). Out-of-range changes are ignored (rules in booking-draft-rules).
    /** Arrival picked (departure null until the second pick), dd/MM/yyyy. */
    datesPicked: (arrival: WireDate, departure: WireDate | null) => void;
    /** The X of the calendar: no dates. */
    datesCleared: () => void;
    /** Hotel option of the search (0 = all hotels). */
    hotelChosen: (id: number) => void;
    couponEdited: (code: string) => void;
    /** A type-14 user's contract (contratos_id), or null for none. */
    contractSelected: (contratosId: number | null) => void;
    /** Appends a default room when there are 0 to 4. */
    roomAdded: () => void;
    /** Drops the last room. */
    roomRemoved: () => void;
    /** 1 to 10 adults. */
    adultsChanged: (roomIndex: number, count: number) => void;
    /** Up to 4 children per room. */
    childAdded: (roomIndex: number) => void;
    /** Removes the room's last child. */
    childRemoved: (roomIndex: number) => void;
    /** Age 0 to 13; re-counts paying (11+) and non-paying children. */
    childAgeChanged: (roomIndex: number, childIndex: number, age: number) => void;

    /** A search link was opened: its stay and rooms replace the draft's (NOTES.md). */
    searchLinkOpened: (search: {
      data_chegada: WireDate;
      data_partida: WireDate;
      id_hotel: number;
      apartamentos: Apartamento[];
    }) => void;

    // Results page.
    /**
     * A rate of a search row was chosen for room `quarto` (0-based) with a meal plan: the room
     * takes the row's tariff and that plan's totals; the draft takes the row's hotel, room type
     * and plan, and its amounts are recomputed over every room.
     */
    roomRateChosen: (quarto: number, row: LinhaDisponibilidade, pensao: Pensao) => void;
  };
}

/** The draft with new rooms: guest totals and amounts follow. */
function withRooms(draft: BookingDraft, apartamentos: Apartamento[]): BookingDraft {
  if (apartamentos === draft.apartamentos) return draft;
  return { ...draft, apartamentos, ...guestTotals(apartamentos), ...draftAmounts(apartamentos) };
}

/** sessionStorage key of the persisted draft. */
export const BOOKING_DRAFT_STORAGE_KEY = 'reserva';

const useBookingDraftStore = create<BookingDraftState>()(
  persist(
    (set) => {
      /** Applies `change` to the draft; no update (no re-render) when it returns the same draft. */
      const edit = (change: (draft: BookingDraft) => BookingDraft) =>
        set((state) => {
          const draft = change(state.draft);
          return draft === state.draft ? state : { draft };
        });
      const editRooms = (change: (rooms: Apartamento[]) => Apartamento[]) =>
        edit((draft) => withRooms(draft, change(draft.apartamentos)));

      return {
        draft: emptyBookingDraft(),
        completedBookings: [],
        actions: {
          draftReset: () => set({ draft: emptyBookingDraft() }),
          bookingsCompleted: (bookings) => set({ completedBookings: bookings }),
          completedBookingsCleared: () => set({ completedBookings: [] }),

          datesPicked: (arrival, departure) =>
            edit((draft) => ({ ...draft, data_chegada: arrival, data_partida: departure })),
          datesCleared: () =>
            edit((draft) => ({ ...draft, data_chegada: null, data_partida: null })),
          hotelChosen: (id) => edit((draft) => ({ ...draft, id_hotel: id })),
          couponEdited: (code) => edit((draft) => ({ ...draft, cupom: code })),
          contractSelected: (contratosId) =>
            edit((draft) => ({ ...draft, contratoSelecionado: contratosId })),
          roomAdded: () => editRooms(addRoom),
          roomRemoved: () => editRooms(removeLastRoom),
          adultsChanged: (roomIndex, count) =>
            editRooms((rooms) => updateRoom(rooms, roomIndex, (room) => setAdults(room, count))),
          childAdded: (roomIndex) => editRooms((rooms) => updateRoom(rooms, roomIndex, addChild)),
          childRemoved: (roomIndex) =>
            editRooms((rooms) => updateRoom(rooms, roomIndex, removeChild)),
          childAgeChanged: (roomIndex, childIndex, age) =>
            editRooms((rooms) =>
              updateRoom(rooms, roomIndex, (room) => setChildAge(room, childIndex, age)),
            ),

          searchLinkOpened: ({ data_chegada, data_partida, id_hotel, apartamentos }) =>
            edit((draft) => ({
              ...withRooms(draft, apartamentos),
              data_chegada,
              data_partida,
              id_hotel,
            })),

          roomRateChosen: (quarto, row, pensao) =>
            edit((draft) => {
              if (!draft.apartamentos[quarto]) return draft;
              const rooms = updateRoom(draft.apartamentos, quarto, (room) =>
                applyRate(room, row, pensao),
              );
              // id_hotel stays the search bar's hotel filter: overwriting it would narrow the
              // next search to the hotel of the last choice.
              return {
                ...withRooms(draft, rooms),
                hotelNome: row.hotel_nome,
                uh: row.uh_nome,
                pensao,
                id_allotx_tipo_uh: row.id_allotx_tipo_uh,
              };
            }),
        },
      };
    },
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
