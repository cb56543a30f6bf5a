import type { PayableKind } from './payable-kind';

/**
 * The one seam where a payment settles what it pays (docs/architecture.md, "A payment"): the
 * gateway (pay.ts) and the arrival of PIX or boleto money (arrivals.ts) ask the kind of a
 * `transacao_referencia` the same questions, whatever it pays. The kinds pay for other domains'
 * things (rooms, tickets, extras, a club instalment), so they live above the domains
 * (flows/settlement/payable-kinds.ts) and the payments API hands them down.
 */
export type PayableKindOf = (referencia: string) => PayableKind;

export type { Due, PayableKind, Settle } from './payable-kind';
