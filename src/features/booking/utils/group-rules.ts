import { nightsBetween } from '@/lib/dates';
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

const cents = (value: number) => Math.round(value * 100) / 100;

/** Nights of a held room: the row's count, else the dates' difference (never below 1). */
export function roomNights(room: Pick<HeldRoom, 'escolha' | 'data_chegada' | 'data_partida'>) {
  const nights = room.escolha.qtd_noites || nightsBetween(room.data_chegada, room.data_partida);
  return Math.max(1, nights);
}

/** product-rules §9 daily average of one room: its stay total / nights, in reais (cents). */
export function dailyAverage(room: Pick<HeldRoom, 'escolha' | 'data_chegada' | 'data_partida'>) {
  return cents(room.escolha.valor_total / roomNights(room));
}

/** Sum of the rooms' totals, in reais. */
export function groupTotal(rooms: readonly { escolha: RoomChoice }[]): number {
  return cents(rooms.reduce((sum, room) => sum + room.escolha.valor_total, 0));
}

/** What the extras held with the group cost together, in reais. */
export function extrasTotal(extras: readonly { valor: number }[]): number {
  return cents(extras.reduce((sum, extra) => sum + extra.valor, 0));
}

/**
 * What the group pays, once: its rooms and the extras and park tickets held with them (issue
 * 29; the server refuses the rooms' total alone while any is held).
 */
export function orderTotal(held: {
  hold: { grupo: readonly { escolha: RoomChoice }[] };
  extras: readonly { valor: number }[];
  ingressos: readonly { valor_total: number }[];
}): number {
  return cents(
    groupTotal(held.hold.grupo) + extrasTotal(held.extras) + ticketsTotal(held.ingressos),
  );
}

/** What the park tickets held with the group cost together, in (whole) reais. */
export function ticketsTotal(ingressos: readonly { valor_total: number }[]): number {
  return ingressos.reduce((sum, day) => sum + day.valor_total, 0);
}

/** Sum of the rooms' discounts (original minus charged), in reais. */
export function groupDiscount(rooms: readonly { escolha: RoomChoice }[]): number {
  return cents(
    rooms.reduce(
      (sum, room) => sum + Math.max(0, room.escolha.valor_original - room.escolha.valor_total),
      0,
    ),
  );
}
