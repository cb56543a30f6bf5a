import type { ConfirmarReservaGrupoResponse } from '@/api/contract/checkout';
import { isTransientFailure } from '@/lib/http/api-error';
import { registerPaymentChoice } from '../api/register-payment-choice';
import type { Reviewing } from '../stores/checkout';
import { confirmGroup } from './confirm-group';
import { confirmationPayload, paymentChoicePayload } from './confirmation-payload';

/** A room was refused, so the group was rolled back; `cause` is the API's error. */
export class ConfirmGroupError extends Error {
  constructor(override readonly cause: unknown) {
    super('Grupo não confirmado');
    this.name = 'ConfirmGroupError';
  }
}

interface ReviewEvents {
  roomConfirmed: (index: number, confirmation: ConfirmarReservaGrupoResponse) => void;
  confirmationsRolledBack: () => void;
  paymentChoiceRegistered: (index: number) => void;
}

/**
 * 'Confirmar e pagar': confirm every room (confirmGroup: skips rooms already confirmed, rolls
 * the group back when a room is refused), then register the payment choice of each reservation
 * not registered yet. The checkout remembers each step as it happens, so a retry after a partial
 * failure, or after a reload, repeats nothing. A transient failure (no answer, 5xx) is rethrown
 * as it is, with the group still held: the caller lets the visitor try again.
 */
export async function confirmGroupAndRegister(
  review: Reviewing,
  events: ReviewEvents,
  /** The cancellation policy of every room was accepted at review (issue 15 §4). */
  policyAccepted: true,
  /** A contract booking made for guests (guest certificates, issue 51). */
  { forGuests = false }: { forGuests?: boolean } = {},
): Promise<void> {
  // product-rules §10: the coupon and the contract are those frozen at the hold, not what the search
  // bar (or a login's contract preselection) says now.
  const { hold } = review;
  const contratoId = hold.contratoGrupo;
  const rooms = hold.grupo.map((room, i) => ({
    request: confirmationPayload({
      room,
      line: hold.preReserva[i]!,
      guests: review.hospedes[i] ?? { adultos: [], criancas: [] },
      identificador: hold.identificador,
      formaPagamentoId: review.forma_pagamento_id,
      cupom: hold.cupomGrupo,
      contratoId,
      politicaAceita: policyAccepted,
      certificadoHospede: forGuests,
    }),
    confirmed: review.confirmacoes[i] ?? null,
  }));
  let confirmations: ConfirmarReservaGrupoResponse[];
  try {
    confirmations = await confirmGroup(rooms, {
      credentials: { chaveGrupo: hold.chaveGrupo, contract: contratoId !== null },
      onConfirmed: events.roomConfirmed,
    });
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    events.confirmationsRolledBack();
    throw new ConfirmGroupError(error);
  }
  for (const [i, confirmation] of confirmations.entries()) {
    if (review.transacoes[i]) continue;
    await registerPaymentChoice(
      paymentChoicePayload(
        confirmation.reserva_id,
        hold.identificador,
        hold.grupo[i]!.escolha.valor_total,
        review.forma_pagamento_id,
      ),
    );
    events.paymentChoiceRegistered(i);
  }
}
