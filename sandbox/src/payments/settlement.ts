import { addOnOrderPayable } from './payables/add-on-order';
import { clubInstallment } from './payables/club-installment';
import { roomGroup } from './payables/room-group';
import { ticketPurchase } from './payables/ticket-purchase';
import type { PayableKind } from './payable-kind';

/**
 * The one seam where a payment settles what it pays (docs/architecture.md, "A payment"). A
 * `transacao_referencia` names one payable thing: a group of rooms, a ticket purchase or a
 * club instalment. The gateway (pay.ts) and the arrival of PIX or boleto money (arrivals.ts)
 * ask the same questions of it, in one way, whatever it is; a new payable kind (a cart) is one
 * more entry in PAYABLE_KINDS.
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

export type { Due, PayableKind, Settle } from './payable-kind';
