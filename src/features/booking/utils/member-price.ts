import { sumCentavos } from '@/lib/money';
import type { EnteringGuests, HeldGroup, Reviewing } from '../stores/checkout';

/**
 * What the member rate would take off the held rooms, in centavos: the results' figures for a
 * visitor, kept in each choice until the server applies the member price (then 0).
 */
export function memberSavingCentavos(hold: HeldGroup): number {
  return sumCentavos(hold.grupo.map((room) => room.escolha.economia_cliente ?? 0));
}

/** Whether any room of the group is confirmed already (then its price no longer moves). */
export function anyConfirmed(checkout: EnteringGuests | Reviewing): boolean {
  return checkout.step === 'review' && checkout.confirmacoes.some((c) => c !== null);
}

/** The member price could not be applied: its message is the one to show. */
export class MemberPriceError extends Error {}
