import type { Itinerario, TarifaItinerario } from '@/api/contract/itinerary-prices';
import { PENSOES, type Pensao } from '@/api/contract/search';
import { PENSAO_LABELS } from '@/features/search/utils/meal-plans';
import { daysBetween, parseIsoDay, parseWireDate } from '@/lib/dates';
import { escapeHtml } from '@/lib/escape-html';
import type { PriceQuery } from './query-message';

/**
 * Our answer to a Query: a Transaction message (developers.google.com/hotels/hotel-prices/
 * xml-reference/transaction-messages). One `<Result>` per hotel, check-in day and length of
 * stay asked:
 * - the stay's lowest total for the party (any room type, any meal plan): `<Baserate>` in BRL,
 *   `<Tax>` and `<OtherFees>` 0 (the site's prices are final: nothing is added at payment, which
 *   is what Google compares with the landing page's total);
 * - the customers' rate, where it is lower, as a `<Rate rate_rule_id="cadastrados">`: a price
 *   for logged-in customers only, never the public `<Baserate>`;
 * - whether the cheapest rate is refundable, and until how many days before check-in;
 * - for a one-itinerary query (a live search), each room type and meal plan as a
 *   `<RoomBundle>` (room and package named in a `<PropertyDataSet>`, in Portuguese);
 * - `<Unavailable><NoVacancy/>` when nothing is on sale (or the hotel has no public price).
 */

/** The rate rule of the customers' prices, to be defined in Hotel Center (docs/deploy.md). */
export const MEMBER_RATE_RULE = 'cadastrados';

/** What one asked itinerary came to: its rates, or none on sale. */
export interface PricedItinerary {
  property: string;
  checkin: string;
  nights: number;
  itinerary: Itinerario | null;
}

const money = (reais: number) =>
  `<Baserate currency="BRL">${reais.toFixed(2)}</Baserate><Tax currency="BRL">0.00</Tax><OtherFees currency="BRL">0.00</OtherFees>`;

const cheapest = (values: Record<Pensao, number>) => Math.min(...PENSOES.map((p) => values[p]));

function refundable(rate: TarifaItinerario, checkin: string): string {
  const policy = rate.politica_cancelamento;
  const until = policy.gratis_ate ? parseWireDate(policy.gratis_ate) : null;
  const day = parseIsoDay(checkin);
  if (policy.tipo !== 'flexivel' || !until || !day) return '<Refundable available="0"/>';
  const days = Math.max(0, daysBetween(until, day));
  return `<Refundable available="1" refundable_until_days="${days}" refundable_until_time="23:59:59"/>`;
}

function occupancy(query: PriceQuery): string {
  const guests = query.adults + query.childAges.length;
  if (query.childAges.length === 0) return `<Occupancy>${guests}</Occupancy>`;
  const children = query.childAges.map((age) => `<Child age="${age}"/>`).join('');
  return `<Occupancy>${guests}</Occupancy><OccupancyDetails><NumAdults>${query.adults}</NumAdults><Children>${children}</Children></OccupancyDetails>`;
}

function memberRate(publicTotal: number, memberTotal: number | null): string {
  if (memberTotal === null || memberTotal >= publicTotal) return '';
  return `<Rates><Rate rate_rule_id="${MEMBER_RATE_RULE}">${money(memberTotal)}</Rate></Rates>`;
}

function bundles(rates: TarifaItinerario[], query: PriceQuery, checkin: string): string {
  return rates
    .flatMap((rate) =>
      PENSOES.map((pensao) => {
        const member = rate.valores_cadastrados?.[pensao] ?? null;
        return [
          '<RoomBundle>',
          `<RoomID>${rate.id_uh}</RoomID><PackageID>${pensao}</PackageID>`,
          money(rate.valores[pensao]),
          occupancy(query),
          refundable(rate, checkin),
          memberRate(rate.valores[pensao], member),
          '</RoomBundle>',
        ].join('');
      }),
    )
    .join('\n    ');
}

function result(item: PricedItinerary, query: PriceQuery): string {
  const head = `<Property>${escapeHtml(item.property)}</Property><Checkin>${item.checkin}</Checkin><Nights>${item.nights}</Nights>`;
  const rates = item.itinerary?.tarifas ?? [];
  if (rates.length === 0) {
    return `  <Result>${head}<Unavailable><NoVacancy/></Unavailable></Result>`;
  }
  let best = rates[0]!;
  for (const rate of rates) if (cheapest(rate.valores) < cheapest(best.valores)) best = rate;
  const total = cheapest(best.valores);
  const memberTotal = Math.min(...rates.map((r) => cheapest(r.valores_cadastrados ?? r.valores)));
  return [
    `  <Result>${head}`,
    `    ${money(total)}${occupancy(query)}${refundable(best, item.checkin)}`,
    ...(query.single ? [`    ${bundles(rates, query, item.checkin)}`] : []),
    ...(memberTotal < total ? [`    ${memberRate(total, memberTotal)}`] : []),
    '  </Result>',
  ].join('\n');
}

const packageData = (pensao: Pensao) =>
  [
    '<PackageData>',
    `<PackageID>${pensao}</PackageID>`,
    `<Name><Text text="${escapeHtml(PENSAO_LABELS[pensao])}" language="pt"/></Name>`,
    `<BreakfastIncluded>${pensao === 'sem' ? 0 : 1}</BreakfastIncluded>`,
    '</PackageData>',
  ].join('');

/** The rooms and meal plans of a one-itinerary answer, named as the landing page names them. */
function propertyData(items: PricedItinerary[]): string[] {
  return items
    .filter((item) => (item.itinerary?.tarifas.length ?? 0) > 0)
    .map((item) => {
      const rooms = item.itinerary!.tarifas.map(
        (rate) =>
          `<RoomData><RoomID>${rate.id_uh}</RoomID><Name><Text text="${escapeHtml(rate.uh_nome)}" language="pt"/></Name><Capacity>${rate.capacidade}</Capacity></RoomData>`,
      );
      return [
        '  <PropertyDataSet>',
        `    <Property>${escapeHtml(item.property)}</Property>`,
        ...rooms.map((room) => `    ${room}`),
        ...PENSOES.map((pensao) => `    ${packageData(pensao)}`),
        '  </PropertyDataSet>',
      ].join('\n');
    });
}

export function transactionXml(
  items: PricedItinerary[],
  query: PriceQuery,
  meta: { id: string; timestamp: string },
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Transaction timestamp="${meta.timestamp}" id="${escapeHtml(meta.id)}">`,
    ...(query.single ? propertyData(items) : []),
    ...items.map((item) => result(item, query)),
    '</Transaction>',
    '',
  ].join('\n');
}
