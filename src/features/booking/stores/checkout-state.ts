import { DEFAULT_PAYMENT_METHOD_ID } from '@/api/contract/booking';
import type { HospedeAdulto, HospedeCrianca } from '@/api/contract/booking';
import type {
  ConfirmarReservaGrupoResponse,
  PrecoClienteGrupoResponse,
  PreReservaResponse,
} from '@/api/contract/checkout';
import type { WireDate } from '@/api/contract/common';
import type { ExtraReservado } from '@/api/contract/extras';
import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { RoomChoice } from '@/lib/room-choice';
import { transition, type CheckoutStep } from '../utils/checkout-machine';

/**
 * The checkout of a group as a union by step (docs/architecture.md, "The checkout"): each step
 * holds what it has and nothing that is only 'set by then'. The transitions below are pure and
 * refuse (throw) a move the machine (utils/checkout-machine.ts) does not allow; the store
 * (checkout.ts) records their results.
 */

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

/** Guest records of one room: adults then children (docs/product-rules.md, "Rooms"). */
export interface RoomGuests {
  adultos: HospedeAdulto[];
  criancas: HospedeCrianca[];
}

/**
 * The group as the pre-reservation left it, frozen (docs/product-rules.md, "What is frozen at
 * the hold"): later edits of the search bar, a login or the contract drop-down never change it.
 */
export interface HeldGroup {
  /** Hotel id plus a generated token. */
  identificador: string;
  /** One entry per room, in the order of `preReserva`. */
  grupo: HeldRoom[];
  /** One pre-reservation line per room (with `expira_em`). */
  preReserva: PreReservaResponse[];
  /**
   * ISO end of the group's hold, as the server states it: the earliest `expira_em` at the hold,
   * moved by the server when a PIX or boleto extends it (deadlineMoved).
   */
  holdExpiresAt: string;
  /**
   * The server's clock minus this device's, in ms, measured at the hold (NTP-style, from the
   * first answer's `criacao`): the time left is `holdExpiresAt - (Date.now() + offset)`.
   */
  relogioOffsetMs: number;
  /**
   * The group's release key (the first answer's `chave_grupo`): lets this tab release the holds
   * and read the group's state without a user token. Never in a URL; null when the API gave none.
   */
  chaveGrupo: string | null;
  /** The coupon frozen at the hold: what the confirmation sends ('' = none). */
  cupomGrupo: string;
  /** The contract (contratos_id) frozen at the hold; null for a booking without one. */
  contratoGrupo: number | null;
  /**
   * The member price applied by the server after an account was made or a login happened with
   * the rooms held (issue 52 part 3): what it took off the rooms together, in reais (0: the
   * hotel has no member rate for them). Absent until then.
   */
  economiaCliente?: number;
}

/** What every step with rooms held carries. */
interface Held {
  hold: HeldGroup;
  /** CPF digits of the temporary user created for a visitor's booking; null when none. */
  usuarioTemporarioCpf: string | null;
  /**
   * The hotel's extras held with the group ('Complete sua estadia'), as the server answered
   * them: paid with the rooms, released with them. Added or removed only at the extras step.
   */
  extras: ExtraReservado[];
  /** The park tickets held with the group, a day each, as the server answered them. */
  ingressos: IngressosReservados[];
}

/**
 * No group held: the guest is on the results. What they choose there is kept beside the steps
 * (the store's `escolhas`), because a guest may also choose a new group while one is held:
 * Continuar then replaces it.
 */
export interface Choosing {
  step: 'choosing';
}

/** /checkOut/extras: rooms held, the hotel's extras offered ('Complete sua estadia'). */
export interface CompletingStay extends Held {
  step: 'extras';
}

/** /checkOut: rooms held, guests being entered. */
export interface EnteringGuests extends Held {
  step: 'guests';
}

/** /checkOut/revisao: guests entered; rooms confirmed one by one on 'Confirmar e pagar'. */
export interface Reviewing extends Held {
  step: 'review';
  hospedes: RoomGuests[];
  /** Payment method: 1 card (default), 9 PIX, or boleto for users who have it. */
  forma_pagamento_id: number;
  /** Answer of /reserva (or /reserva-drvc) per room; null until that room is confirmed. */
  confirmacoes: (ConfirmarReservaGrupoResponse | null)[];
  /** Whether /transacao/reserva (payment choice) was registered, per room. */
  transacoes: boolean[];
}

/** /pagamento or /check-out-drvc: every room confirmed, the group to be paid. */
export interface Paying extends Held {
  step: 'payment';
  hospedes: RoomGuests[];
  forma_pagamento_id: number;
  confirmacoes: ConfirmarReservaGrupoResponse[];
  /** A PIX or boleto of the group is payable: the group is never cancelled meanwhile. */
  pagamentoPendente: boolean;
}

/** Paid (or left to its PIX or boleto): /reserva-concluida lists it, then the checkout resets. */
export interface Completed {
  step: 'completed';
}

export type Checkout = Choosing | CompletingStay | EnteringGuests | Reviewing | Paying | Completed;
export type { CheckoutStep };
/** A step with rooms held on the server (the countdown runs). */
export type HeldStep = CompletingStay | EnteringGuests | Reviewing | Paying;

export const emptyCheckout = (): Choosing => ({ step: 'choosing' });

/** The held group of `checkout`, or null when no rooms are held. */
export function heldGroup(checkout: Checkout): HeldGroup | null {
  return 'hold' in checkout ? checkout.hold : null;
}

/** Whether the contract group's steps apply (it pays at /check-out-drvc). */
export const isContractGroup = (checkout: Checkout) =>
  (heldGroup(checkout)?.contratoGrupo ?? null) !== null;

// --- Transitions ---------------------------------------------------------------------------------

/** The checkout when it is at one of `steps`; any other step is a programming error. */
function atStep<S extends CheckoutStep>(
  checkout: Checkout,
  ...steps: S[]
): Extract<Checkout, { step: S }> {
  if (!(steps as CheckoutStep[]).includes(checkout.step)) {
    throw new Error(`Passo inesperado: ${checkout.step} (esperado: ${steps.join(' ou ')})`);
  }
  return checkout as Extract<Checkout, { step: S }>;
}

/** `escolhas` with room `quarto`'s choice replaced (the same array when nothing changes). */
export function withChoice(
  escolhas: readonly (RoomChoice | null)[],
  quarto: number,
  escolha: RoomChoice | null,
): (RoomChoice | null)[] {
  if ((escolhas[quarto] ?? null) === escolha) return escolhas as (RoomChoice | null)[];
  const next = [...escolhas];
  while (next.length <= quarto) next.push(null);
  next[quarto] = escolha;
  return next;
}

/**
 * Every room is held: the checkout offers the hotel's extras, or goes straight to the guests
 * when it does not (`offerExtras` false: a contract group, a booking resumed from an e-mail).
 */
export function holdPlaced(
  hold: HeldGroup,
  { offerExtras }: { offerExtras: boolean },
): CompletingStay | EnteringGuests {
  // Continuar while a group is held replaces it: the caller released that group first, so
  // the move is from choosing whatever the step was.
  const extrasStep = transition('choosing', 'holdPlaced') as 'extras';
  // A 'Hospedagem + Parque' room's tickets were held with it: they are in the cart from the start.
  const ingressos = hold.preReserva.flatMap((line) =>
    line.pacote_parque ? [line.pacote_parque] : [],
  );
  const held = { hold, usuarioTemporarioCpf: null, extras: [], ingressos };
  if (offerExtras) return { step: extrasStep, ...held };
  return { step: transition(extrasStep, 'extrasDone') as 'guests', ...held };
}

/** The extras step is over (extras held or not): on to the guests. */
export function extrasDone(checkout: Checkout): EnteringGuests {
  const current = atStep(checkout, 'extras');
  return { ...current, step: transition('extras', 'extrasDone') as 'guests' };
}

/** From the guests, back to the extras (nothing is confirmed before the review). */
export function extrasEdited(checkout: Checkout): CompletingStay {
  const current = atStep(checkout, 'guests');
  return { ...current, step: transition('guests', 'extrasEdited') as 'extras' };
}

/** The extras and tickets held at the extras step, as the server answered them. */
export function withAddOns(
  checkout: Checkout,
  change: Partial<Pick<CompletingStay, 'extras' | 'ingressos'>>,
): Checkout {
  return checkout.step === 'extras' ? { ...checkout, ...change } : checkout;
}

/** The guests of every room were entered (first time, or edited from the review). */
export function guestsSubmitted(checkout: Checkout, hospedes: RoomGuests[]): Reviewing {
  const current = atStep(checkout, 'guests', 'review');
  const from = current.step === 'review' ? transition('review', 'guestsEdited') : current.step;
  const step = transition(from, 'guestsSubmitted') as 'review';
  if (current.step === 'review') return { ...current, step, hospedes };
  const rooms = current.hold.grupo;
  return {
    ...current,
    step,
    hospedes,
    forma_pagamento_id: DEFAULT_PAYMENT_METHOD_ID,
    confirmacoes: rooms.map(() => null),
    transacoes: rooms.map(() => false),
  };
}

/** Every room is confirmed and its payment choice registered: on to the payment. */
export function groupConfirmed(checkout: Checkout): Paying {
  const review = atStep(checkout, 'review');
  const confirmacoes = review.confirmacoes.flatMap((c) => (c ? [c] : []));
  if (confirmacoes.length !== review.hold.grupo.length) {
    throw new Error('Grupo confirmado com quartos por confirmar');
  }
  return {
    step: transition('review', 'groupConfirmed') as 'payment',
    hold: review.hold,
    usuarioTemporarioCpf: review.usuarioTemporarioCpf,
    extras: review.extras,
    ingressos: review.ingressos,
    hospedes: review.hospedes,
    forma_pagamento_id: review.forma_pagamento_id,
    confirmacoes,
    pagamentoPendente: false,
  };
}

/** The held group's deadline as the server states it (and the clock offset, when measured). */
export function withDeadline(
  checkout: Checkout,
  expiresAt: string,
  relogioOffsetMs?: number,
): Checkout {
  if (!('hold' in checkout)) return checkout;
  return {
    ...checkout,
    hold: {
      ...checkout.hold,
      holdExpiresAt: expiresAt,
      relogioOffsetMs: relogioOffsetMs ?? checkout.hold.relogioOffsetMs,
    },
  };
}

/**
 * The held rooms at the member price, as the server answered (`/reserva/grupo/preco-cliente`):
 * each room's total, nights, rate and policy become the server's, so every figure shown from here
 * on is the one charged. Before any room is confirmed only (the server refuses after).
 */
export function withMemberPrice(checkout: Checkout, answer: PrecoClienteGrupoResponse): Checkout {
  if (checkout.step !== 'extras' && checkout.step !== 'guests' && checkout.step !== 'review') {
    return checkout;
  }
  const { hold } = checkout;
  const byId = new Map(answer.quartos.map((q) => [q.id_reservas_front, q]));
  const priced = hold.preReserva.map((line) => byId.get(line.id_reservas_front));
  return {
    ...checkout,
    hold: {
      ...hold,
      grupo: hold.grupo.map((room, i) => {
        const q = priced[i];
        if (!q) return room;
        const { economia_cliente: _offer, ...escolha } = room.escolha;
        return {
          ...room,
          escolha: {
            ...escolha,
            valor_total: q.valor_total,
            tarifa: q.tarifa,
            array_tarifa: q.array_tarifa ?? room.escolha.array_tarifa,
          },
        };
      }),
      preReserva: hold.preReserva.map((line, i) => {
        const q = priced[i];
        return q
          ? {
              ...line,
              valor_diaria_media: q.valor_diaria_media,
              array_tarifa: q.array_tarifa ?? line.array_tarifa,
              politica_cancelamento: q.politica_cancelamento,
            }
          : line;
      }),
      economiaCliente: answer.economia,
    },
  };
}
