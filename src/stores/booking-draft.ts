import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_PAYMENT_METHOD_ID,
  type Apartamento,
  type HospedeAdulto,
  type HospedeCrianca,
} from '@/api/contract/booking';
import type { ConfirmarReservaGrupoResponse, PreReservaResponse } from '@/api/contract/checkout';
import type { WireDate } from '@/api/contract/common';
import type { LinhaDisponibilidade, Pensao, TarifaNoite } from '@/api/contract/search';
import {
  addChild,
  addRoom,
  applyRate,
  clearRate,
  draftAmounts,
  guestTotals,
  removeChild,
  removeLastRoom,
  roomTotals,
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
  /** One line per room once pre-reserved (SPEC §3 pre-reservation line, plus `expira_em`). */
  preReserva: PreReservaResponse[];
  /** Commission percentage of the user (partners); 0 otherwise. */
  perc_comissao: number;

  // --- The booking flow (features/booking; SPEC §4 Booking flow) ---------------------------
  /**
   * The rate chosen on the results for each requested room (index = room), null until chosen.
   * Set by roomRateChosen; dropped when that room's guests change (its price no longer applies)
   * and when a new search's results arrive (choicesCleared).
   */
  escolhas: (RoomChoice | null)[];
  /** Where the checkout is: see features/booking/utils/checkout-machine.ts. */
  step: CheckoutStep;
  /**
   * The group being booked, frozen at pre-reservation (one entry per room, same order as
   * preReserva), so later edits of the search bar or the results never change what is held.
   */
  grupo: HeldRoom[];
  /**
   * ISO end of the group's hold, as the server states it: the earliest `expira_em` at the hold,
   * moved by the server when a PIX or boleto extends it (deadlineMoved); null when none.
   */
  holdExpiresAt: string | null;
  /**
   * The server's clock minus this device's, in ms, measured once at the hold (NTP-style, from
   * the first answer's `criacao`): the time left is `holdExpiresAt - (Date.now() + offset)`, so
   * a device clock that is wrong by minutes still counts down the server's deadline.
   */
  relogioOffsetMs: number;
  /**
   * The group's release key (the first pre-reservation answer's `chave_grupo`): lets this tab
   * release the holds and read the group's state without a user token. Never in a URL; null
   * when the API gave none (then the user's token must own the rooms).
   */
  chaveGrupo: string | null;
  /** The coupon frozen at the hold (NOTES.md): what the confirmation sends, whatever is typed since. */
  cupomGrupo: string;
  /** The contract (contratos_id) frozen at the hold; null for a booking without one. */
  contratoGrupo: number | null;
  /** A PIX or boleto of the group is payable: the group is never cancelled meanwhile. */
  pagamentoPendente: boolean;
  /** SPEC 'reloaded-page flag': the draft came back from sessionStorage in the middle of a flow. */
  reloaded: boolean;
  /** Guest records per held room (SPEC §3 adult and child records); null until entered. */
  hospedes: (RoomGuests | null)[];
  /** Answer of /reserva (or /reserva-drvc) per held room; null until that room is confirmed. */
  confirmacoes: (ConfirmarReservaGrupoResponse | null)[];
  /** Whether /transacao/reserva (payment choice) was registered, per held room. */
  transacoes: boolean[];
  /** CPF digits of the temporary user created for a visitor's booking; null when none. */
  usuarioTemporarioCpf: string | null;
  /** SPEC 'success flag': the group was paid. */
  success: boolean;
}

/** The steps of the checkout, one route each (features/booking/utils/checkout-machine.ts). */
export type CheckoutStep = 'choosing' | 'guests' | 'review' | 'payment' | 'completed';

/** The search row chosen for one requested room, with what the pre-reservation needs. */
export interface RoomChoice {
  id_hotel: number;
  hotel_nome: string;
  id_uh: number;
  uh_nome: string;
  id_allotx_tipo_uh: number;
  tarifa: string;
  array_tarifa: TarifaNoite[];
  /** Meal plan code: 'sem' | 'cafe' | 'meia' | 'inteira'. */
  cod_pensao: Pensao;
  qtd_noites: number;
  /** Original stay total of the plan, in reais. */
  valor_original: number;
  /** Stay total charged (promotional total of the plan), in reais. */
  valor_total: number;
}

/** One room of the group held at pre-reservation. */
export interface HeldRoom {
  escolha: RoomChoice;
  /** dd/MM/yyyy */
  data_chegada: WireDate;
  /** dd/MM/yyyy */
  data_partida: WireDate;
  qtd_adultos: number;
  qtd_criancas_pagantes: number;
  qtd_criancas_nao_pagantes: number;
  /** Ages of the room's children, as strings, in the search's order. */
  idades_criancas: string[];
}

/** Guest records of one room: adults then children (SPEC §3). */
export interface RoomGuests {
  adultos: HospedeAdulto[];
  criancas: HospedeCrianca[];
}

/** What the pre-reservation leaves in the draft (StartCheckoutButton). */
export interface HoldPlaced {
  /** The step after the hold, as the checkout machine decides ('guests'). */
  step: CheckoutStep;
  identificador: string;
  grupo: HeldRoom[];
  preReserva: PreReservaResponse[];
  holdExpiresAt: string;
  relogioOffsetMs: number;
  chaveGrupo: string | null;
  /** Coupon of a booking without contract ('' = none), frozen. */
  cupomGrupo: string;
  /** Contract of a club member's booking (/reserva-drvc), null otherwise; frozen. */
  contratoGrupo: number | null;
}

/** The completed group (/reserva-concluida): how to read its state and whether it is paid. */
export interface CompletedGroup {
  identificador: string;
  chaveGrupo: string | null;
  hotel: string;
  /** A PIX or boleto still to be paid: the page says until when and how. */
  aguardandoPagamento: boolean;
  /** The method chosen (1 card, 9 PIX, boleto otherwise). */
  formaPagamentoId: number;
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
  /** Room type name. */
  uh?: string;
  /** Guests' full names, the principal first. */
  hospedes?: string[];
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
    hotelNome: '',
    perc_comissao: 0,
    ...emptyCheckout(),
    escolhas: [],
  };
}

/** The flow fields of an empty draft (no hold, nothing confirmed). */
function emptyCheckout() {
  return {
    step: 'choosing' as CheckoutStep,
    identificador: '',
    preReserva: [] as PreReservaResponse[],
    grupo: [] as HeldRoom[],
    holdExpiresAt: null as string | null,
    relogioOffsetMs: 0,
    chaveGrupo: null as string | null,
    cupomGrupo: '',
    contratoGrupo: null as number | null,
    pagamentoPendente: false,
    reloaded: false,
    hospedes: [] as (RoomGuests | null)[],
    confirmacoes: [] as (ConfirmarReservaGrupoResponse | null)[],
    transacoes: [] as boolean[],
    usuarioTemporarioCpf: null,
    success: false,
  };
}

interface BookingDraftState {
  draft: BookingDraft;
  completedBookings: CompletedBooking[];
  completedGroup: CompletedGroup | null;
  actions: {
    /** Back to the empty draft (logout, expiry, completion). */
    draftReset: () => void;
    /** The group was paid (or awaits its PIX or boleto): what /reserva-concluida lists. */
    bookingsCompleted: (bookings: CompletedBooking[], group: CompletedGroup) => void;
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
    /**
     * The group moves to hotel `idHotel` (a group is one hotel): the rooms' choices in other
     * hotels are dropped, so that hotel's rates can be chosen.
     */
    groupMovedToHotel: (idHotel: number) => void;
    /** A new search's results are on screen: no room has a choice yet. */
    choicesCleared: () => void;

    // Checkout (features/booking). The step changes are decided by the pure machine in
    // features/booking/utils/checkout-machine.ts; the store only records them.
    /** Every room is held: the group, its pre-reservation lines and when the hold ends. */
    holdPlaced: (hold: HoldPlaced) => void;
    /** The flow moved to another step (machine-approved); clears the reloaded flag. */
    stepChanged: (step: CheckoutStep) => void;
    /**
     * The server stated another deadline for the group (read at expiry), with the device's
     * clock offset measured again when given.
     */
    deadlineMoved: (expiresAt: string, relogioOffsetMs?: number) => void;
    /**
     * A PIX or boleto of the group is payable until `expiresAt` (the server's one deadline;
     * null when the answer did not say, and the deadline is read from the server instead).
     */
    paymentPending: (expiresAt: string | null) => void;
    /** The guests of every held room were entered. */
    guestsEntered: (hospedes: RoomGuests[]) => void;
    /** A temporary user was created for a visitor (CPF digits). */
    temporaryUserCreated: (cpf: string) => void;
    /** Payment method chosen on the review (1 card, 9 pix, or boleto for users who have it). */
    paymentMethodChosen: (formaPagamentoId: number) => void;
    /** Room `index` of the group was confirmed by /reserva. */
    roomConfirmed: (index: number, confirmation: ConfirmarReservaGrupoResponse) => void;
    /** The group was rolled back: no room counts as confirmed any more. */
    confirmationsRolledBack: () => void;
    /** /transacao/reserva answered for room `index`. */
    paymentChoiceRegistered: (index: number) => void;
    /** The user saw that the flow was restored after a reload. */
    reloadNoticed: () => void;
  };
}

/** The draft with new rooms: guest totals and amounts follow. */
function withRooms(draft: BookingDraft, apartamentos: Apartamento[]): BookingDraft {
  if (apartamentos === draft.apartamentos) return draft;
  return {
    ...draft,
    apartamentos,
    ...guestTotals(apartamentos),
    ...draftAmounts(apartamentos),
    // A room whose rate was dropped (guests changed) or removed has no choice any more.
    escolhas: apartamentos.map((room, i) =>
      room.tarifa === '' ? null : (draft.escolhas[i] ?? null),
    ),
  };
}

/** The choice a search row makes for one room with a meal plan. */
function toRoomChoice(row: LinhaDisponibilidade, pensao: Pensao, room: Apartamento): RoomChoice {
  const { original, promo } = roomTotals(room);
  return {
    id_hotel: row.id_hotel,
    hotel_nome: row.hotel_nome,
    id_uh: row.id_uh,
    uh_nome: row.uh_nome,
    id_allotx_tipo_uh: row.id_allotx_tipo_uh,
    tarifa: row.tarifa,
    array_tarifa: row.array_tarifa,
    cod_pensao: pensao,
    qtd_noites: row.qtd_noites,
    valor_original: original,
    valor_total: promo,
  };
}

/** The draft with `row`'s rate chosen for room `quarto` with a meal plan. */
function chooseRate(
  draft: BookingDraft,
  quarto: number,
  row: LinhaDisponibilidade,
  pensao: Pensao,
): BookingDraft {
  if (!draft.apartamentos[quarto]) return draft;
  const rooms = updateRoom(draft.apartamentos, quarto, (room) => applyRate(room, row, pensao));
  // id_hotel stays the search bar's hotel filter: overwriting it would narrow the next search
  // to the hotel of the last choice.
  const priced = withRooms(draft, rooms);
  const escolhas = [...priced.escolhas];
  escolhas[quarto] = toRoomChoice(row, pensao, rooms[quarto]!);
  return {
    ...priced,
    escolhas,
    hotelNome: row.hotel_nome,
    uh: row.uh_nome,
    pensao,
    id_allotx_tipo_uh: row.id_allotx_tipo_uh,
  };
}

/** Restores a stored draft over today's defaults (older drafts lack the flow fields). */
function mergeStoredDraft(stored: Partial<BookingDraft> | undefined): BookingDraft {
  const draft = { ...emptyBookingDraft(), ...stored };
  // SPEC 'reloaded-page flag': only a flow in progress counts as reloaded.
  return { ...draft, reloaded: draft.step !== 'choosing' && draft.step !== 'completed' };
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
        completedGroup: null,
        actions: {
          draftReset: () => set({ draft: emptyBookingDraft() }),
          bookingsCompleted: (bookings, group) =>
            set({ completedBookings: bookings, completedGroup: group }),
          completedBookingsCleared: () => set({ completedBookings: [], completedGroup: null }),

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
            edit((draft) => chooseRate(draft, quarto, row, pensao)),
          groupMovedToHotel: (idHotel) =>
            edit((draft) =>
              withRooms(
                draft,
                draft.apartamentos.map((room, i) => {
                  const escolha = draft.escolhas[i];
                  return escolha && escolha.id_hotel !== idHotel ? clearRate(room) : room;
                }),
              ),
            ),
          choicesCleared: () =>
            edit((draft) =>
              draft.escolhas.every((c) => c === null)
                ? draft
                : { ...draft, escolhas: draft.escolhas.map(() => null) },
            ),

          holdPlaced: (hold) =>
            edit((draft) => ({
              ...draft,
              ...emptyCheckout(),
              ...hold,
              hospedes: hold.grupo.map(() => null),
              confirmacoes: hold.grupo.map(() => null),
              transacoes: hold.grupo.map(() => false),
            })),
          stepChanged: (step) =>
            edit((draft) => ({
              ...draft,
              step,
              reloaded: false,
              success: draft.success || step === 'completed',
            })),
          deadlineMoved: (expiresAt, relogioOffsetMs) =>
            edit((draft) => ({
              ...draft,
              holdExpiresAt: expiresAt,
              relogioOffsetMs: relogioOffsetMs ?? draft.relogioOffsetMs,
            })),
          paymentPending: (expiresAt) =>
            edit((draft) => ({
              ...draft,
              holdExpiresAt: expiresAt ?? draft.holdExpiresAt,
              pagamentoPendente: true,
            })),
          guestsEntered: (hospedes) => edit((draft) => ({ ...draft, hospedes })),
          temporaryUserCreated: (cpf) => edit((draft) => ({ ...draft, usuarioTemporarioCpf: cpf })),
          paymentMethodChosen: (id) => edit((draft) => ({ ...draft, forma_pagamento_id: id })),
          roomConfirmed: (index, confirmation) =>
            edit((draft) => ({
              ...draft,
              confirmacoes: draft.grupo.map((_, i) =>
                i === index ? confirmation : (draft.confirmacoes[i] ?? null),
              ),
            })),
          confirmationsRolledBack: () =>
            edit((draft) => ({
              ...draft,
              confirmacoes: draft.grupo.map(() => null),
              transacoes: draft.grupo.map(() => false),
            })),
          paymentChoiceRegistered: (index) =>
            edit((draft) => ({
              ...draft,
              transacoes: draft.grupo.map((_, i) => i === index || (draft.transacoes[i] ?? false)),
            })),
          reloadNoticed: () =>
            edit((draft) => (draft.reloaded ? { ...draft, reloaded: false } : draft)),
        },
      };
    },
    {
      name: BOOKING_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Only data is persisted; the actions object is rebuilt by the store. Card data never
      // reaches the draft: the payment feature keeps it in its form only.
      partialize: ({ draft, completedBookings, completedGroup }) => ({
        draft,
        completedBookings,
        completedGroup,
      }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<
          Pick<BookingDraftState, 'draft' | 'completedBookings' | 'completedGroup'>
        >;
        return {
          ...current,
          draft: mergeStoredDraft(stored.draft),
          completedBookings: stored.completedBookings ?? current.completedBookings,
          completedGroup: stored.completedGroup ?? current.completedGroup,
        };
      },
    },
  ),
);

export const useBookingDraft = () => useBookingDraftStore((s) => s.draft);
/** The rate chosen for each requested room (the draft's escolhas), alone: the results page
 * re-renders when a choice changes, not when the coupon or the dates are typed. */
export const useRoomChoices = () => useBookingDraftStore((s) => s.draft.escolhas);
export const useCompletedBookings = () => useBookingDraftStore((s) => s.completedBookings);
export const useCompletedGroup = () => useBookingDraftStore((s) => s.completedGroup);
export const useBookingDraftActions = () => useBookingDraftStore((s) => s.actions);

/** For code outside React (logout, loaders). */
export const bookingDraftActions = () => useBookingDraftStore.getState().actions;
export const bookingDraftSnapshot = () => {
  const { draft, completedBookings, completedGroup } = useBookingDraftStore.getState();
  return { draft, completedBookings, completedGroup };
};
