import { addOnOrderPayable } from './add-on-order';
import { clubInstallment } from './club-installment';
import { roomGroup } from './room-group';
import { ticketPurchase } from './ticket-purchase';
import type { PayableKind } from '../../payments/payable-kind';

/**
 * What a payment pays (docs/architecture.md, "A payment"). A `transacao_referencia` names one
 * payable thing: a group of rooms with its cart, an add-on order, a ticket purchase or a club
 * instalment. The payments domain asks its kind the same questions whatever it is
 * (payments/settlement.ts); marking one paid touches other domains (rooms, extras, tickets,
 * the ledger), so the kinds live here, above them. A new payable kind is one more entry in
 * PAYABLE_KINDS.
 */

/** Checked in order; the room group is last: any other reference is a group's identificador. */
const PAYABLE_KINDS: readonly PayableKind[] = [
  ticketPurchase,
  clubInstallment,
  addOnOrderPayable,
  roomGroup,
];

export function payableKindOf(referencia: string): PayableKind {
  return PAYABLE_KINDS.find((kind) => kind.matches(referencia)) ?? roomGroup;
}
