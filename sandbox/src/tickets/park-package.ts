import type { PacoteParque } from '../../../src/api/contract/search';
import type { VoucherLine } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { type Day, startOfDayMs, toWire } from '../shared/calendar';
import { categoryRows, placesLeft, priceOf, saleDay } from './ticket-sale';
import { WITHDRAWAL_MS } from './ticket-vouchers';
import { PACKAGE_NAME, PACKAGE_RULE } from '../shared/park-package-terms';
import { hotelRow } from '../repositories/catalogue';

/**
 * 'Hospedagem + Parque' (issue 29 part 3; README "Packages"): a hotel's stay plus one park day
 * per guest, for less than the sum. The park day is the first after the arrival; the tickets are
 * the party's by the ticket sale's age bands at that day's prices, less the hotel's percentage
 * (whole reais, rounded down). One line the guest cannot split: its tickets are held, paid and
 * cancelled with its room, under the stricter of the two rules.
 */

/** The ticket sale's bands: free up to 3, child 4 to 11, adult from 12. */
const FREE_CHILD_MAX_AGE = 3;
const CHILD_MAX_AGE = 11;

/** The package's park day for a stay. */
export const packageParkDay = (arrival: Day): Day => arrival + 1;

export interface Party {
  adults: number;
  childAges: readonly number[];
}

export interface PackageTickets {
  day: Day;
  linhas: VoucherLine[];
  pessoas: number;
  /** At the day's prices, whole reais. */
  fullReais: number;
}

/** The hotel's package discount (percent of the tickets), or null when it offers none. */
export function packagePercent(db: Db, hotelId: number): number | null {
  return hotelRow(db, hotelId)?.pacote_parque_pct ?? null;
}

/**
 * The party's tickets for the package's park day, or null when that day is past, closed, or
 * has fewer places left than the party.
 */
export function packageTickets(
  db: Db,
  arrival: Day,
  party: Party,
  today: Day,
  nowMs: number,
): PackageTickets | null {
  const day = packageParkDay(arrival);
  if (day < today) return null;
  const sale = saleDay(db, day);
  if (sale.fechado) return null;
  const categories = categoryRows(db);
  const find = (grupo: string, preco: string) =>
    categories.find((c) => c.grupo === grupo && c.preco === preco)!;
  const counts = new Map<number, number>();
  const add = (cti: number, n = 1) => counts.set(cti, (counts.get(cti) ?? 0) + n);
  add(find('adulto', 'inteira').cti_id, party.adults);
  for (const age of party.childAges) {
    if (age <= FREE_CHILD_MAX_AGE) add(find('crianca', 'gratis').cti_id);
    else if (age <= CHILD_MAX_AGE) add(find('crianca', 'crianca').cti_id);
    else add(find('adulto', 'inteira').cti_id);
  }
  const linhas: VoucherLine[] = categories
    .filter((c) => (counts.get(c.cti_id) ?? 0) > 0)
    .map((c) => ({
      cti_id: c.cti_id,
      cti_nome: c.nome,
      qtd: counts.get(c.cti_id)!,
      valor_unitario: priceOf(c.preco, sale),
      observacao: c.observacao,
      grupo: c.grupo,
    }));
  const pessoas = linhas.reduce((sum, l) => sum + l.qtd, 0);
  if (pessoas > placesLeft(db, sale, nowMs)) return null;
  const fullReais = linhas.reduce((sum, l) => sum + l.qtd * l.valor_unitario, 0);
  return { day, linhas, pessoas, fullReais };
}

/** What the package saves: the hotel's percentage of the tickets, whole reais rounded down. */
export const packageDiscount = (fullReais: number, percent: number): number =>
  Math.floor((fullReais * percent) / 100);

/** The package on the wire, for a search row. */
export function toWirePackage(tickets: PackageTickets, percent: number): PacoteParque {
  return {
    nome: PACKAGE_NAME,
    data_parque: toWire(tickets.day),
    pessoas: tickets.pessoas,
    valor_ingressos: tickets.fullReais,
    desconto: packageDiscount(tickets.fullReais, percent),
    regra_cancelamento: PACKAGE_RULE,
  };
}

/**
 * Until when a paid package gives everything back: 7 days from the payment, and never once its
 * park day has begun (ms). After that, nothing.
 */
export const packageRefundableUntil = (paidMs: number, parkDay: Day): number =>
  Math.min(paidMs + WITHDRAWAL_MS, startOfDayMs(parkDay));
