import { getGroupState } from '../api/get-group-state';
import type { HeldStep } from '../stores/checkout';
import { clockOffset } from './place-hold';
import { HOLD_EXPIRED_REASON } from './group-rules';
import {
  groupStateRequest,
  type ReleaseOutcome,
  releaseGroup,
  releaseMessage,
} from './release-hold';

/** What the end of the countdown turned out to be, as the server tells it. */
export type ExpiryOutcome =
  /** The hold is over; `release` says what became of the rooms. */
  | { kind: 'expired'; release: ReleaseOutcome }
  /** The server's deadline is later (a PIX or boleto moved it, or this device ran ahead). */
  | { kind: 'extended'; expiresAt: string; relogioOffsetMs: number }
  /** The group was paid (a PIX paid at the last moment). */
  | { kind: 'paid' };

const LIVE = new Set(['reservado', 'confirmado', 'aguardando_pagamento']);

/**
 * The countdown reached zero on this device. The server owns the deadline, so it is asked:
 * a group still live runs on to the server's deadline (with the clock offset measured again),
 * a paid group completes, and an ended one is over: the server has released its rooms (its
 * sweep runs before it answers). Only when the server cannot be asked does the site release
 * the rooms itself, and then it says only what is true.
 */
export async function settleExpiry(held: HeldStep): Promise<ExpiryOutcome> {
  const sentAt = Date.now();
  try {
    const state = await getGroupState(groupStateRequest(held.hold));
    if (state.estado === 'pago') return { kind: 'paid' };
    if (
      LIVE.has(state.estado) &&
      state.expira_em &&
      Date.parse(state.expira_em) > Date.parse(state.agora)
    ) {
      return {
        kind: 'extended',
        expiresAt: state.expira_em,
        relogioOffsetMs: clockOffset(state.agora, sentAt, Date.now()),
      };
    }
    return { kind: 'expired', release: { released: true, pendingPayment: false, freesAt: null } };
  } catch {
    return { kind: 'expired', release: await releaseGroup(held, HOLD_EXPIRED_REASON) };
  }
}

export const HOLD_EXPIRED_MESSAGE =
  'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.';

/** The warning shown on the search page when the hold is over. */
export function expiredMessage(release: ReleaseOutcome): string {
  if (release.released) return HOLD_EXPIRED_MESSAGE;
  return `O tempo para concluir a reserva expirou. ${releaseMessage(release)} Faça uma nova busca.`;
}
