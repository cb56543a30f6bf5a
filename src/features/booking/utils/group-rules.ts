import { nightsBetween } from '@/lib/dates';
import { centavosOf, reaisOf, sumCentavos } from '@/lib/money';
import { mixedHotelsMessage, type RoomChoice } from '@/lib/room-choice';
import type { HeldRoom } from '../stores/checkout';

/** product-rules §10: a group is one hotel; a mixed choice never reaches the hold. */
export const mixedHotels = mixedHotelsMessage;

/** product-rules §4/§8: the reason every room of a group is cancelled with when the group fails. */
export const GROUP_ROLLBACK_REASON = 'Uma ou mais reservas desse grupo não foram concluídas!';
/** Reason sent when the 30-minute hold ran out and the site releases the rooms. */
export const HOLD_EXPIRED_REASON = 'O tempo para concluir a reserva expirou.';
/** Reason sent when the guest gives up the booking ('Desistir da reserva'). */
export const HOLD_ABANDONED_REASON = 'Reserva abandonada pelo hóspede.';
/** Reason sent when the user logs out with rooms held. */
export const HOLD_LOGOUT_REASON = 'Reserva encerrada pelo logout do usuário.';
/** Reason sent when the visitor starts over with another choice while rooms are held. */
export const HOLD_REPLACED_REASON = 'Reserva substituída por uma nova escolha.';

/** product-rules §9: the booking countdown, 30 minutes. */
export const HOLD_SECONDS = 1800;

/** Nights of a held room: the row's count, else the dates' difference (never below 1). */
export function roomNights(room: Pick<HeldRoom, 'escolha' | 'data_chegada' | 'data_partida'>) {
  const nights = room.escolha.qtd_noites || nightsBetween(room.data_chegada, room.data_partida);
  return Math.max(1, nights);
}

/**
 * product-rules §9 daily average of one room: its stay total / nights, in reais rounded to the
 * centavo (a wire field of the hold and the confirmation, which take reais).
 */
export function dailyAverage(room: Pick<HeldRoom, 'escolha' | 'data_chegada' | 'data_partida'>) {
  return reaisOf(Math.round(centavosOf(room.escolha.valor_total) / roomNights(room)));
}

/** What the rooms cost together, in whole centavos (src/lib/money.ts). */
export function groupCentavos(rooms: readonly { escolha: RoomChoice }[]): number {
  return sumCentavos(rooms.map((room) => room.escolha.valor_total));
}

/** What the extras held with the group cost together, in whole centavos. */
export function extrasCentavos(extras: readonly { valor: number }[]): number {
  return sumCentavos(extras.map((extra) => extra.valor));
}

/** What the park tickets held with the group cost together, in whole centavos. */
export function ticketsCentavos(ingressos: readonly { valor_total: number }[]): number {
  return sumCentavos(ingressos.map((day) => day.valor_total));
}

/**
 * What the group pays, once, in whole centavos: its rooms and the extras and park tickets held
 * with them (issue 29; the server refuses the rooms' total alone while any is held).
 */
export function orderCentavos(held: {
  hold: { grupo: readonly { escolha: RoomChoice }[] };
  extras: readonly { valor: number }[];
  ingressos: readonly { valor_total: number }[];
}): number {
  return (
    groupCentavos(held.hold.grupo) + extrasCentavos(held.extras) + ticketsCentavos(held.ingressos)
  );
}

/** The rooms' discounts (original minus charged) together, in whole centavos. */
export function groupDiscountCentavos(rooms: readonly { escolha: RoomChoice }[]): number {
  return rooms.reduce(
    (sum, room) =>
      sum +
      Math.max(0, centavosOf(room.escolha.valor_original) - centavosOf(room.escolha.valor_total)),
    0,
  );
}
