import type { DiaExtra, Extra, ExtraReservado, RegraPrecoExtra } from '@/api/contract/extras';
import type { WireDate } from '@/api/contract/common';
import { parseWireDate } from '@/lib/dates';

/**
 * What the extras step says of an extra and what it lets the guest choose (README, "Complete sua
 * estadia"). The server prices and checks every hold; these words and limits only spare the
 * guest a refusal. (No money formatting here: this folder is the booking-logic chunk, and
 * lib/format.ts would follow it there, onto the home page; scripts/vite/chunk-groups.mjs.)
 */

/** The most places one hold may take (the API's limit). */
export const MAX_EXTRA_QUANTITY = 20;

/** What the quantity counts: persons, sessions, or units. */
export function quantityLabel(regra: RegraPrecoExtra): string {
  if (regra === 'por_pessoa') return 'Pessoas';
  if (regra === 'por_horario') return 'Sessões';
  return 'Quantidade';
}

/** What one place costs for this stay: a per-night extra's every night, else its unit. */
export const placePrice = (extra: Extra): number =>
  extra.regra_preco === 'por_noite' ? extra.valor_estadia : extra.valor_unitario;

/**
 * The cancellation rule of an extra, in the guest's words. The 7 days of withdrawal (CDC art.
 * 49) come before any rule, until the extra is used (sandbox README "Cancelling extras and
 * tickets").
 */
export function extraCancellationRule(hours: number | null): string {
  if (hours === null) {
    return 'Não reembolsável depois de 7 dias da compra (direito de arrependimento), nem depois do uso.';
  }
  if (hours === 0) return 'Cancelamento grátis até o dia do uso.';
  return `Cancelamento grátis até ${hours} horas antes do dia do uso.`;
}

/** A per-night extra is held on every night: the guest chooses no day. */
export const everyNight = (extra: Extra) => extra.regra_preco === 'por_noite';

/** Places left on a day (at a time, for an extra booked at a time); null: not limited. */
export function placesLeft(day: DiaExtra, hora: string | null): number | null {
  if (day.horarios.length === 0) return day.restantes;
  return day.horarios.find((h) => h.hora === hora)?.restantes ?? 0;
}

/** The days the guest may choose: with a place left (at some time, for a timed extra). */
export function choosableDays(extra: Extra): DiaExtra[] {
  return extra.dias.filter((day) =>
    day.horarios.length > 0
      ? day.horarios.some((h) => h.restantes > 0)
      : day.restantes === null || day.restantes > 0,
  );
}

/** The times of a day with a place left. */
export const choosableTimes = (day: DiaExtra | undefined) =>
  (day?.horarios ?? []).filter((h) => h.restantes > 0).map((h) => h.hora);

/**
 * The most places the guest may ask for: the API's limit, and the fewest left on the days it
 * would take (every night for a per-night extra).
 */
export function maxQuantity(extra: Extra, day: DiaExtra | undefined, hora: string | null): number {
  const days = everyNight(extra) ? extra.dias : day ? [day] : [];
  const left = days.map((d) => placesLeft(d, hora)).filter((n): n is number => n !== null);
  return Math.max(0, Math.min(MAX_EXTRA_QUANTITY, ...left));
}

/** The quantity first offered: the whole party for a per-person extra, else one. */
export function defaultQuantity(extra: Extra, partySize: number, max: number): number {
  return Math.max(1, Math.min(extra.regra_preco === 'por_pessoa' ? partySize : 1, max));
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

/** 'sex., 12/03' for a day of the stay. */
export function dayLabel(day: WireDate): string {
  const date = parseWireDate(day);
  return date ? dayFormat.format(date) : day;
}

/** When a held extra is used: 'sex., 12/03 às 09:00', or 'Todas as noites (12/03 a 14/03)'. */
export function heldWhen(extra: Pick<ExtraReservado, 'dias' | 'hora'>): string {
  if (extra.dias.length > 1) {
    const first = extra.dias[0]!.slice(0, 5);
    const last = extra.dias[extra.dias.length - 1]!.slice(0, 5);
    return `Todas as noites (${first} a ${last})`;
  }
  const day = extra.dias[0] ? dayLabel(extra.dias[0]) : '';
  return extra.hora ? `${day} às ${extra.hora}` : day;
}
