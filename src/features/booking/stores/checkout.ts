import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type {
  ConfirmarReservaGrupoResponse,
  PrecoClienteGrupoResponse,
} from '@/api/contract/checkout';
import type { WireDate } from '@/api/contract/common';
import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { RoomChoice } from '@/lib/room-choice';
import { onRoomsChanged, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { transition } from '../utils/checkout-machine';
import {
  emptyCheckout,
  extrasDone,
  extrasEdited,
  groupConfirmed,
  guestsSubmitted,
  holdPlaced,
  withChoice,
  withDeadline,
  withAddOns,
  withMemberPrice,
  type Checkout,
  type CheckoutStep,
  type HeldGroup,
  type RoomGuests,
} from './checkout-state';

export type {
  Checkout,
  CheckoutStep,
  CompletingStay,
  EnteringGuests,
  HeldGroup,
  HeldRoom,
  HeldStep,
  Paying,
  Reviewing,
  RoomGuests,
} from './checkout-state';
export { heldGroup, isContractGroup } from './checkout-state';

/** The completed group (/reserva-concluida): how to read its state and whether it is paid. */
export interface CompletedGroup {
  identificador: string;
  chaveGrupo: string | null;
  hotel: string;
  /** A PIX or boleto still to be paid: the page says until when and how. */
  aguardandoPagamento: boolean;
  /** The method chosen (1 card, 9 PIX, boleto otherwise). */
  formaPagamentoId: number;
  /** The extras paid with the rooms (absent from a list kept before there were extras). */
  extras?: ExtraReservado[];
  /** The park tickets paid with the rooms (likewise). */
  ingressos?: IngressosReservados[];
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

/** What /reserva-concluida lists: it outlives the checkout's reset, not the session. */
interface CompletedState {
  bookings: CompletedBooking[];
  group: CompletedGroup;
}

interface CheckoutStoreState {
  /**
   * The rate chosen on the results for each requested room (index = room), null until chosen:
   * the next group, which Continuar holds. Dropped for a room whose guests change and when new
   * results arrive (choicesCleared).
   */
  escolhas: (RoomChoice | null)[];
  checkout: Checkout;
  completed: CompletedState | null;
  /** The checkout came back from sessionStorage in the middle of a flow (a reload). */
  reloaded: boolean;
  actions: {
    /** Back to choosing, nothing chosen, no group held (expiry, abandon, rollback, logout, completion). */
    checkoutReset: () => void;
    /** A rate of a search row was chosen for room `quarto` (0-based). */
    roomRateChosen: (quarto: number, escolha: RoomChoice) => void;
    /** The group moves to hotel `idHotel` (a group is one hotel): other hotels' choices go. */
    groupMovedToHotel: (idHotel: number) => void;
    /** A new search's results are on screen: no room has a choice yet. */
    choicesCleared: () => void;
    /**
     * Every room is held: the group, its lines and when the hold ends. The extras step comes
     * next unless `offerExtras` is false (then the guests).
     */
    holdPlaced: (hold: HeldGroup, options: { offerExtras: boolean }) => void;
    /** An extra was held with the group (the server's answer). */
    extraHeld: (extra: ExtraReservado) => void;
    /** A held extra was let go (its id). */
    extraReleased: (id: number) => void;
    /** A day's park tickets were held with the group (the server's answer). */
    ticketsHeld: (tickets: IngressosReservados) => void;
    /** A day's held tickets were let go (their id). */
    ticketsReleased: (id: number) => void;
    /** The extras step is over: on to the guests. */
    extrasDone: () => void;
    /** Back from the guests to the extras. */
    extrasEdited: () => void;
    /** A temporary user was created for a visitor (CPF digits). */
    temporaryUserCreated: (cpf: string) => void;
    /** The server priced the held rooms at the member rate (an account made or a login). */
    memberPriceApplied: (answer: PrecoClienteGrupoResponse) => void;
    /** The guests of every held room were entered: on to the review. */
    guestsSubmitted: (hospedes: RoomGuests[]) => void;
    /** Payment method chosen on the review (1 card, 9 PIX, or boleto for users who have it). */
    paymentMethodChosen: (formaPagamentoId: number) => void;
    /** Room `index` of the group was confirmed by /reserva. */
    roomConfirmed: (index: number, confirmation: ConfirmarReservaGrupoResponse) => void;
    /** The group was rolled back: no room counts as confirmed any more. */
    confirmationsRolledBack: () => void;
    /** /transacao/reserva answered for room `index`. */
    paymentChoiceRegistered: (index: number) => void;
    /** Every room confirmed and registered: on to the payment. */
    groupConfirmed: () => void;
    /** The server stated another deadline for the group, with the clock offset when measured. */
    deadlineMoved: (expiresAt: string, relogioOffsetMs?: number) => void;
    /**
     * A PIX or boleto of the group is payable until `expiresAt` (null when the answer did not
     * say, and the deadline is read from the server instead).
     */
    paymentPending: (expiresAt: string | null) => void;
    /**
     * At the payment, the buyer took another method after a refused card (issue 52): the
     * method the group is paid with (already registered again on the server).
     */
    paymentMethodChanged: (formaPagamentoId: number) => void;
    /** The group was paid (or awaits its PIX or boleto): what /reserva-concluida lists. */
    bookingsCompleted: (bookings: CompletedBooking[], group: CompletedGroup) => void;
    /** The confirmation page was left or the user logged out. */
    completedBookingsCleared: () => void;
    /** The user saw that the flow was restored after a reload. */
    reloadNoticed: () => void;
  };
}

/** sessionStorage key of the persisted checkout. */
export const CHECKOUT_STORAGE_KEY = 'reserva';

const useCheckoutStore = create<CheckoutStoreState>()(
  persist(
    (set) => {
      /** Applies `change`; no update (no re-render) when it returns the same checkout. */
      const edit = (change: (checkout: Checkout) => Checkout) =>
        set((state) => {
          const checkout = change(state.checkout);
          return checkout === state.checkout ? state : { checkout };
        });
      const chooseAll = (change: (escolhas: (RoomChoice | null)[]) => (RoomChoice | null)[]) =>
        set((state) => {
          const escolhas = change(state.escolhas);
          return escolhas === state.escolhas ? state : { escolhas };
        });
      /** Applies `change` to the review step only. */
      const editReview = (change: (review: Extract<Checkout, { step: 'review' }>) => Checkout) =>
        edit((c) => (c.step === 'review' ? change(c) : c));

      return {
        escolhas: [],
        checkout: emptyCheckout(),
        completed: null,
        reloaded: false,
        actions: {
          checkoutReset: () => set({ escolhas: [], checkout: emptyCheckout(), reloaded: false }),
          roomRateChosen: (quarto, escolha) =>
            chooseAll((escolhas) => withChoice(escolhas, quarto, escolha)),
          groupMovedToHotel: (idHotel) =>
            chooseAll((escolhas) =>
              escolhas.every((e) => !e || e.id_hotel === idHotel)
                ? escolhas
                : escolhas.map((e) => (e?.id_hotel === idHotel ? e : null)),
            ),
          choicesCleared: () =>
            chooseAll((escolhas) =>
              escolhas.every((e) => e === null) ? escolhas : escolhas.map(() => null),
            ),
          holdPlaced: (hold, options) =>
            set({ checkout: holdPlaced(hold, options), reloaded: false }),
          extraHeld: (extra) =>
            edit((c) => ('extras' in c ? withAddOns(c, { extras: [...c.extras, extra] }) : c)),
          extraReleased: (id) =>
            edit((c) =>
              'extras' in c && c.extras.some((e) => e.id === id)
                ? withAddOns(c, { extras: c.extras.filter((e) => e.id !== id) })
                : c,
            ),
          ticketsHeld: (tickets) =>
            edit((c) =>
              'ingressos' in c ? withAddOns(c, { ingressos: [...c.ingressos, tickets] }) : c,
            ),
          ticketsReleased: (id) =>
            edit((c) =>
              'ingressos' in c && c.ingressos.some((t) => t.id === id)
                ? withAddOns(c, { ingressos: c.ingressos.filter((t) => t.id !== id) })
                : c,
            ),
          extrasDone: () =>
            set((state) => ({ checkout: extrasDone(state.checkout), reloaded: false })),
          extrasEdited: () =>
            set((state) => ({ checkout: extrasEdited(state.checkout), reloaded: false })),
          temporaryUserCreated: (cpf) =>
            edit((c) => ('hold' in c ? { ...c, usuarioTemporarioCpf: cpf } : c)),
          memberPriceApplied: (answer) => edit((c) => withMemberPrice(c, answer)),
          guestsSubmitted: (hospedes) =>
            set((state) => ({
              checkout: guestsSubmitted(state.checkout, hospedes),
              reloaded: false,
            })),
          paymentMethodChosen: (id) =>
            editReview((review) => ({ ...review, forma_pagamento_id: id })),
          roomConfirmed: (index, confirmation) =>
            editReview((review) => ({
              ...review,
              confirmacoes: review.hold.grupo.map((_, i) =>
                i === index ? confirmation : (review.confirmacoes[i] ?? null),
              ),
            })),
          confirmationsRolledBack: () =>
            editReview((review) => ({
              ...review,
              confirmacoes: review.hold.grupo.map(() => null),
              transacoes: review.hold.grupo.map(() => false),
            })),
          paymentChoiceRegistered: (index) =>
            editReview((review) => ({
              ...review,
              transacoes: review.hold.grupo.map(
                (_, i) => i === index || (review.transacoes[i] ?? false),
              ),
            })),
          groupConfirmed: () =>
            set((state) => ({ checkout: groupConfirmed(state.checkout), reloaded: false })),
          deadlineMoved: (expiresAt, relogioOffsetMs) =>
            edit((c) => withDeadline(c, expiresAt, relogioOffsetMs)),
          paymentPending: (expiresAt) =>
            edit((c) => {
              if (c.step !== 'payment') return c;
              const paying = { ...c, pagamentoPendente: true };
              return expiresAt ? withDeadline(paying, expiresAt) : paying;
            }),
          paymentMethodChanged: (id) =>
            edit((c) => (c.step === 'payment' ? { ...c, forma_pagamento_id: id } : c)),
          bookingsCompleted: (bookings, group) =>
            set((state) => ({
              checkout:
                state.checkout.step === 'payment'
                  ? { step: transition('payment', 'paid') as 'completed' }
                  : state.checkout,
              completed: { bookings, group },
              reloaded: false,
            })),
          completedBookingsCleared: () => set({ completed: null }),
          reloadNoticed: () => set((state) => (state.reloaded ? { reloaded: false } : state)),
        },
      };
    },
    {
      name: CHECKOUT_STORAGE_KEY,
      version: 3,
      storage: createJSONStorage(() => sessionStorage),
      // Only data is persisted; card data never reaches this store (the payment feature keeps
      // it in its form only).
      partialize: ({ escolhas, checkout, completed }) => ({ escolhas, checkout, completed }),
      // Version 2 had no extras nor tickets: a flow in progress then holds none (the guest keeps the rooms
      // held across the release). A draft of version 1 is not a checkout: it starts afresh.
      migrate: (persisted, version) => {
        if (version === 2 && persisted && typeof persisted === 'object') {
          const stored = persisted as { checkout?: Checkout };
          const checkout = stored.checkout;
          return {
            ...stored,
            checkout:
              checkout && 'hold' in checkout
                ? { ...checkout, extras: [], ingressos: [] }
                : checkout,
          };
        }
        return { escolhas: [], checkout: emptyCheckout(), completed: null };
      },
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<
          Pick<CheckoutStoreState, 'escolhas' | 'checkout' | 'completed'>
        >;
        const checkout = stored.checkout ?? current.checkout;
        return {
          ...current,
          escolhas: stored.escolhas ?? current.escolhas,
          checkout,
          completed: stored.completed ?? current.completed,
          // Only a flow in progress counts as reloaded.
          reloaded: 'hold' in checkout,
        };
      },
    },
  ),
);

// A room whose guests changed (or that was removed) loses its choice: its price was for others.
onRoomsChanged((changed) =>
  useCheckoutStore.setState((state) => {
    let escolhas = state.escolhas;
    for (const quarto of changed) escolhas = withChoice(escolhas, quarto, null);
    const rooms = searchCriteriaSnapshot().apartamentos.length;
    if (escolhas.length > rooms) escolhas = escolhas.slice(0, rooms);
    return escolhas === state.escolhas ? state : { escolhas };
  }),
);

export const useCheckout = () => useCheckoutStore((s) => s.checkout);
/**
 * The checkout when it is at one of `steps`, else null: for a step's own page, which its guard
 * (CheckoutPage) shows only at those steps; null for the render in which the step has moved on.
 */
export function useCheckoutAt<S extends CheckoutStep>(
  ...steps: S[]
): Extract<Checkout, { step: S }> | null {
  const checkout = useCheckout();
  return (steps as CheckoutStep[]).includes(checkout.step)
    ? (checkout as Extract<Checkout, { step: S }>)
    : null;
}
/** The rate chosen for each requested room, alone: the results re-render when a choice
 * changes, not when the coupon or the dates are typed. */
export const useRoomChoices = () => useCheckoutStore((s) => s.escolhas);
export const useReloaded = () => useCheckoutStore((s) => s.reloaded);
export const useCompletedBookings = () => useCheckoutStore((s) => s.completed?.bookings ?? NONE);
export const useCompletedGroup = () => useCheckoutStore((s) => s.completed?.group ?? null);
export const useCheckoutActions = () => useCheckoutStore((s) => s.actions);

const NONE: CompletedBooking[] = [];

/** For code outside React (logout, loaders, the flow's async steps). */
export const checkoutActions = () => useCheckoutStore.getState().actions;
export const checkoutSnapshot = () => useCheckoutStore.getState().checkout;
export const choicesSnapshot = () => useCheckoutStore.getState().escolhas;
export const completedSnapshot = () => useCheckoutStore.getState().completed;
/** Whether the flow came back from a reload and no page has said so yet. */
export const reloadedSnapshot = () => useCheckoutStore.getState().reloaded;
