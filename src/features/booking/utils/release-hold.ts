import { formatDeadline } from '@/lib/dates';
import { getGroupState } from '../api/get-group-state';
import {
  checkoutActions,
  checkoutSnapshot,
  type HeldGroup,
  type HeldStep,
} from '../stores/checkout';
import { releaseRooms } from './release-rooms';

/** What letting go of a group achieved, so the screen says only what is true. */
export interface ReleaseOutcome {
  /** Every held room is free again (released now, or already expired or cancelled). */
  released: boolean;
  /** A PIX or boleto is payable: the group was left alone (it is never cancelled meanwhile). */
  pendingPayment: boolean;
  /** When the rooms free themselves on the server otherwise (ISO); null when unknown. */
  freesAt: string | null;
}

const RELEASED: ReleaseOutcome = { released: true, pendingPayment: false, freesAt: null };

/** How the group's state is asked for: its identificador, and its release key when given. */
export function groupStateRequest(hold: Pick<HeldGroup, 'identificador' | 'chaveGrupo'>) {
  return {
    identificador: hold.identificador,
    ...(hold.chaveGrupo ? { chave_grupo: hold.chaveGrupo } : {}),
  };
}

/** The group's state from the server, as a release outcome; null when it cannot be read. */
async function outcomeFromServer(hold: HeldGroup): Promise<ReleaseOutcome | null> {
  try {
    const state = await getGroupState(groupStateRequest(hold));
    if (state.estado === 'cancelado' || state.estado === 'expirado') return RELEASED;
    return {
      released: false,
      pendingPayment: state.estado === 'aguardando_pagamento',
      freesAt: state.expira_em,
    };
  } catch {
    return null;
  }
}

/**
 * Lets go of the group `held` on the server (the checkout itself is the caller's): its
 * rooms are cancelled with the release key. A group whose PIX or boleto is payable is left
 * alone: money may still arrive for it, and it frees itself at the payment's end. When some
 * cancel fails, the server's own state of the group decides what is true.
 */
export async function releaseGroup(held: HeldStep, reason: string): Promise<ReleaseOutcome> {
  const { hold } = held;
  if (hold.preReserva.length === 0) return RELEASED;
  if (held.step === 'payment' && held.pagamentoPendente) {
    return { released: false, pendingPayment: true, freesAt: hold.holdExpiresAt };
  }
  const credentials = { chaveGrupo: hold.chaveGrupo, contract: hold.contratoGrupo !== null };
  if (await releaseRooms(hold.preReserva, credentials, reason)) return RELEASED;
  return (
    (await outcomeFromServer(hold)) ?? {
      released: false,
      pendingPayment: false,
      freesAt: hold.holdExpiresAt,
    }
  );
}

/** The sentence that tells the guest what became of the rooms (never 'liberados' untrue). */
export function releaseMessage({ released, pendingPayment, freesAt }: ReleaseOutcome): string {
  if (released) return 'Os quartos foram liberados.';
  const when = freesAt ? ` em ${formatDeadline(freesAt)}` : ' ao fim do prazo da reserva';
  if (pendingPayment) {
    return `A reserva aguarda o pagamento do PIX ou boleto gerado; se ele não for pago, os quartos serão liberados automaticamente${when}.`;
  }
  return `Não foi possível liberar os quartos agora; eles serão liberados automaticamente${when}.`;
}

/** Releases the held group and resets the checkout; resolves with what became of the rooms. */
export async function releaseHold(reason: string): Promise<ReleaseOutcome> {
  const checkout = checkoutSnapshot();
  checkoutActions().checkoutReset();
  if (!('hold' in checkout)) return RELEASED;
  return releaseGroup(checkout, reason);
}
