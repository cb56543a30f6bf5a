import type { FormaPagamento } from '../../../src/api/contract/user';
import type { UserRow } from '../repositories/users';
import type { Db } from '../db/types';
import { type ReservationRow, STATUS } from './reservations';
import { confirmationUser } from '../repositories/reservations';

/** The booking flow's refusals (sandbox README, "Booking and payment"). */
export const BOOKING_MESSAGES = {
  soldOut: 'Este quarto acabou de esgotar para estas datas. Escolha outro quarto.',
  expired: 'O tempo para concluir esta reserva expirou.',
  confirmFailed: 'Não foi possível confirmar a reserva.',
  notFound: 'Reserva não encontrada.',
  clubOnly: 'A reserva com contrato é exclusiva para associados do Aurora VIP Club.',
  contract: 'Contrato não encontrado entre os contratos ativos do usuário.',
  oneHotel:
    'Um grupo de quartos é de um só hotel: escolha todos os quartos no mesmo hotel ou faça uma reserva para cada hotel.',
  groupTaken: 'Identificador de grupo já utilizado por outra reserva.',
  policyNotAccepted:
    'Para confirmar a reserva, é preciso aceitar a política de cancelamento (politica_aceita).',
} as const;

/** Test-only trigger: a guest named exactly this makes the confirmation fail with 422. */
export const FAILING_GUEST_NAME = 'FALHA CONFIRMACAO';

/** User type of a club member (product-rules §1). */
export const CLUB_USER_TYPE = 14;
export const PAYMENT_METHODS = { cartao: 1, boleto: 3, pix: 9 } as const;

/** Card and PIX for everyone; boleto only for users whose forma_pagamento lists it. */
export function paymentMethodAllowed(user: UserRow, id: number | null): boolean {
  if (id === PAYMENT_METHODS.cartao || id === PAYMENT_METHODS.pix) return true;
  if (id !== PAYMENT_METHODS.boleto) return false;
  const formas = JSON.parse(user.forma_pagamento) as FormaPagamento[];
  return formas.some((f) => f.forma_pagamento_id === PAYMENT_METHODS.boleto);
}

/** A pre-reservation whose hold has not ended. */
export function isHeld(row: ReservationRow, nowSeconds: number): boolean {
  return (
    row.status_id === STATUS.preReserva && (row.expira_em === null || row.expira_em > nowSeconds)
  );
}

/** Who confirmed the reservation, if anyone. */
export function confirmationOf(db: Db, id: number): { user_id: number } | undefined {
  return confirmationUser(db, id);
}
