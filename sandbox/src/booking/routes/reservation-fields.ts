import Type from 'typebox';
import { id } from '../../shared/request-fields';

/** The fields that name a reservation in the account's and the cancellation's requests. */

/** `numero_reserva`: present, not blank, at most 40 characters. */
export const reservationNumber = Type.String({
  pattern: '\\S',
  maxLength: 40,
  erro: { maxLength: 'Número da reserva inválido.', invalido: 'Informe o número da reserva.' },
});

/** `id_reservas_front`: a positive integer. */
export const reservationId = id('Informe a reserva (id_reservas_front).');
