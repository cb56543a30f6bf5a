import type { Db } from '../db/types';
import type { Day } from '../shared/calendar';
import { nightsLoaderOf } from './pricing/nights-window';
import { stayPricerOver, VISITOR_RATE } from './pricing/stay-prices';
import { type RoomRequest, roomPartyOf, seats } from './pricing/tariff-rules';

/**
 * Itinerary prices (issue 30, sandbox/README.md "Itinerary prices"): every room type of each
 * hotel that seats one room's guests, priced for many stays at once by the pricing engine
 * (pricing/README.md) over one window, so a stay's totals are the search row's `valor_*_promo`
 * to the cent.
 */

export interface ItineraryQuery {
  hotelIds: number[];
  firstArrival: Day;
  lastArrival: Day;
  nights: number[];
  room: RoomRequest;
}

export interface ItineraryRate {
  typeId: number;
  name: string;
  capacity: number;
  /** Stay totals per plan (sem, café, meia, inteira), in cents, for a visitor. */
  cents: number[];
  /** The same with the hotel's member rate, when it lowers some night; null otherwise. */
  memberCents: number[] | null;
  /** The visitor's tariff code, as the search's row has it (its cancellation policy). */
  tarifa: string;
}

export interface ItineraryResult {
  hotelId: number;
  arrival: Day;
  nights: number;
  rates: ItineraryRate[];
}

export function itineraryPricesEngine(db: Db): (query: ItineraryQuery) => ItineraryResult[] {
  const loader = nightsLoaderOf(db);

  return function itineraryPrices(query: ItineraryQuery): ItineraryResult[] {
    const room = roomPartyOf(query.room);
    const asked = new Set(query.hotelIds);
    const types = loader
      .roomTypes()
      .filter((t) => t.exclusivo_clube === 0 && asked.has(t.hotel_id) && seats(t, room));
    const end = query.lastArrival + Math.max(...query.nights);
    const pricer = stayPricerOver(loader.load(types, query.firstArrival, end));

    const results: ItineraryResult[] = [];
    for (const hotelId of query.hotelIds) {
      const list = pricer.window.types.filter((n) => n.type.hotel_id === hotelId);
      for (let arrival = query.firstArrival; arrival <= query.lastArrival; arrival++) {
        for (const nights of query.nights) {
          const departure = arrival + nights;
          const rates: ItineraryRate[] = [];
          for (const typeNights of list) {
            if (pricer.unitsLeft(typeNights, arrival, departure) < 1) continue;
            const { type } = typeNights;
            const visitor = pricer.planTotals(typeNights, room, arrival, departure, VISITOR_RATE);
            const lowered = pricer.memberNights(typeNights, arrival, departure) > 0;
            const member = lowered
              ? pricer.planTotals(typeNights, room, arrival, departure, {
                  contract: false,
                  memberPct: type.desconto_clientes_pct,
                })
              : null;
            rates.push({
              typeId: type.id,
              name: type.nome,
              capacity: type.capacidade,
              cents: visitor.discounted,
              memberCents: member?.discounted ?? null,
              tarifa: pricer.promoNights(typeNights, arrival, departure) > 0 ? 'PROMO' : 'BALCAO',
            });
          }
          results.push({ hotelId, arrival, nights, rates });
        }
      }
    }
    return results;
  };
}
