import type { StatusReserva } from '../../../src/api/contract/account';

/** The reservation statuses' names, as the main API lists them and the reservations show them. */

/** Ids follow STATUS_RESERVA of the contract. */
export const RESERVATION_STATUSES: readonly StatusReserva[] = [
  { id: 1, descricao: 'Pré-reserva' },
  { id: 2, descricao: 'Confirmada' },
  { id: 3, descricao: 'Cancelada' },
  { id: 4, descricao: 'Check-in' },
  { id: 5, descricao: 'Check-out' },
  { id: 6, descricao: 'Expirada' },
  { id: 7, descricao: 'No-show' },
];

export function statusLabel(id: number): string {
  return RESERVATION_STATUSES.find((s) => s.id === id)?.descricao ?? 'Desconhecido';
}
