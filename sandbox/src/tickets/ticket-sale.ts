import type { TicketCategory, TicketDay } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { holidayName, isHighSeason, partsOf, toIso, type Day } from '../shared/calendar';
import {
  type CategoryRow,
  categoryRows,
  type PriceKind,
  parkPlacesTaken,
  ticketDayOverride,
  ticketPrice,
} from '../repositories/ticket-sale';

/**
 * The water park's sale by visit day (README "Tickets"): prices by kind of day, the weekday
 * promotion, meia-entrada at half the day's inteira, places per day, closed days.
 */

/** How far ahead the park sells: today plus this many days. */
export const SALE_DAYS_AHEAD = 365;

/**
 * Tuesday to Thursday outside high season and holidays, the inteira costs 20% less online. A
 * meia-entrada never follows it (Decreto 8.537/2015 art. 7 §1: not combined with promotions).
 */
export const WEEKDAY_PROMOTION = {
  nome: 'Promoção dia de semana',
  weekdays: [2, 3, 4],
  percent: 20,
};

/** One visit day, everything the sale needs to price it and count its places. */
export interface SaleDay {
  day: Day;
  tipo: TicketDay['tipo_dia'];
  feriado: string | null;
  /** The adult price without promotion (the base of every meia). */
  inteira: number;
  crianca: number;
  /** The promotion the inteira carries today, or null. */
  promocao: { nome: string; inteira: number } | null;
  capacidade: number;
  /** Places sold outside the site (groups, box office). */
  reservados: number;
  fechado: boolean;
  motivo: string | null;
}

export function kindOfDay(day: Day): TicketDay['tipo_dia'] {
  if (holidayName(day)) return 'feriado';
  const { weekday } = partsOf(day);
  return weekday === 0 || weekday === 6 ? 'fim_de_semana' : 'semana';
}

/** The park page: closed on Mondays outside high season (holidays open). */
function closedByRule(day: Day): string | null {
  const { weekday } = partsOf(day);
  if (weekday === 1 && !isHighSeason(day) && !holidayName(day)) {
    return 'O parque não abre às segundas-feiras fora da alta temporada.';
  }
  return null;
}

/**
 * The flat (reference) prices, for a caller that names no visit day: an ordinary weekday's
 * prices without promotion.
 */
export function referenceDay(db: Db, day: Day): SaleDay {
  const price = ticketPrice(db, 'semana');
  return {
    day,
    tipo: 'semana',
    feriado: null,
    inteira: price.inteira,
    crianca: price.crianca,
    promocao: null,
    capacidade: price.capacidade,
    reservados: 0,
    fechado: false,
    motivo: null,
  };
}

export function saleDay(db: Db, day: Day): SaleDay {
  const tipo = kindOfDay(day);
  const price = ticketPrice(db, tipo);
  const override = ticketDayOverride(db, toIso(day));
  const { weekday } = partsOf(day);
  const promoted =
    tipo === 'semana' && !isHighSeason(day) && WEEKDAY_PROMOTION.weekdays.includes(weekday);
  const rule = closedByRule(day);
  return {
    day,
    tipo,
    feriado: holidayName(day) ?? null,
    inteira: price.inteira,
    crianca: price.crianca,
    promocao: promoted
      ? {
          nome: WEEKDAY_PROMOTION.nome,
          inteira: Math.round((price.inteira * (100 - WEEKDAY_PROMOTION.percent)) / 100),
        }
      : null,
    capacidade: override?.capacidade ?? price.capacidade,
    reservados: override?.reservados ?? 0,
    fechado: override?.fechado === 1 || rule !== null,
    motivo: override?.fechado === 1 ? override.motivo : rule,
  };
}

/**
 * Meia-entrada: half the day's inteira, never the promotional one (Decreto 8.537/2015 art. 7
 * §1), computed here and nowhere typed in. The inteira is kept even, so the half is whole.
 */
export function meiaOf(inteiraSemPromocao: number): number {
  return inteiraSemPromocao / 2;
}

/** The price of a category on a day, in whole reais. */
export function priceOf(kind: PriceKind, day: SaleDay): number {
  switch (kind) {
    case 'inteira':
      return day.promocao?.inteira ?? day.inteira;
    case 'crianca':
      return day.crianca;
    case 'gratis':
      return 0;
    case 'meia':
      return meiaOf(day.inteira);
  }
}

export { categoryRows, type CategoryRow };

/** The wire category on a day. */
export function toCategory(row: CategoryRow, day: SaleDay): TicketCategory {
  const promocao =
    row.preco === 'inteira' && day.promocao
      ? { nome: day.promocao.nome, valor_sem_promocao: day.inteira }
      : null;
  return {
    cti_id: row.cti_id,
    cti_nome: row.nome,
    cti_valor: priceOf(row.preco, day),
    observacao: row.observacao,
    grupo: row.grupo,
    ...(row.preco === 'meia' ? { valor_inteira: day.inteira } : {}),
    promocao,
    max_por_compra: row.max_por_compra,
    acompanha_cti_id: row.acompanha_cti_id,
  };
}

/**
 * Places taken on a day by the site's live vouchers (paid, used, or pending and still held) and
 * by the tickets held with booking groups (stay_tickets; once paid they are vouchers).
 */
export function placesTaken(db: Db, day: Day, nowMs: number): number {
  return parkPlacesTaken(db, toIso(day), nowMs);
}

export function placesLeft(db: Db, day: SaleDay, nowMs: number): number {
  return Math.max(0, day.capacidade - day.reservados - placesTaken(db, day.day, nowMs));
}

export function toTicketDay(db: Db, day: SaleDay, nowMs: number): TicketDay {
  const restantes = day.fechado ? 0 : placesLeft(db, day, nowMs);
  return {
    data: toIso(day.day),
    tipo_dia: day.tipo,
    feriado: day.feriado,
    valor_inteira: day.fechado ? null : (day.promocao?.inteira ?? day.inteira),
    capacidade: day.capacidade,
    restantes,
    esgotado: !day.fechado && restantes === 0,
    fechado: day.fechado,
    motivo_fechado: day.motivo,
  };
}
