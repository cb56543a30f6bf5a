import type { UpsellOferta } from '../../../src/api/contract/search';
import type { Db } from '../db/types';
import { type Day, holidayName, isHighSeason, partsOf } from '../shared/calendar';
import { upsellOfferRows } from '../repositories/upsell-offers';

/** Extras offered with a stay; which ones (and the park price) depend on the dates. */

/** Park ticket price in high season or on holidays (the seed holds the regular price). */
export const PARK_PEAK_PRICE = 109.9;

/** The park opens every day except Mondays outside high season (and holidays). */
export function isParkOpen(day: Day): boolean {
  return partsOf(day).weekday !== 1 || isHighSeason(day) || holidayName(day) !== undefined;
}

export function upsellOffers(db: Db): (checkin: Day, checkout: Day) => UpsellOferta[] {
  return (checkin, checkout) => {
    const nights: Day[] = [];
    for (let day = checkin; day < checkout; day++) nights.push(day);
    const out = partsOf(checkout);
    const offers: UpsellOferta[] = [];
    for (const { regra, ...offer } of upsellOfferRows(db)) {
      switch (regra) {
        case 'parque': {
          if (!nights.some(isParkOpen)) continue;
          const peak = nights.some((d) => isHighSeason(d) || holidayName(d) !== undefined);
          offers.push(peak ? { ...offer, valor: PARK_PEAK_PRICE } : offer);
          continue;
        }
        case 'late-checkout':
          // Weekends and holidays are full: no late check-out then.
          if (out.weekday === 0 || out.weekday === 6 || holidayName(checkout)) continue;
          break;
        case 'romantico':
          if (nights.length < 2) continue;
          break;
        case 'reveillon':
          if (!nights.some((d) => partsOf(d).month === 12 && partsOf(d).date === 31)) continue;
          break;
        case 'transfer':
        case 'cafe-colonial':
          break;
      }
      offers.push(offer);
    }
    return offers;
  };
}
