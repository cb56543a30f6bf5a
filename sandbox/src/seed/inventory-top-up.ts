import type { Db } from '../db/types';
import { type Day, today } from '../shared/calendar';
import { extendInventory } from './search';

/**
 * Tops the nightly inventory up when the date has turned since the last request, so a
 * long-running sandbox keeps its year of nights ahead. The server runs it before every main API request
 * (server.ts), so the routes that read the inventory (the search, the calendar's prices, the
 * alternatives, Google's prices) only ask for today.
 */
export function inventoryTopUp(db: Db): () => void {
  let lastDay: Day | null = null;
  return () => {
    const day = today();
    if (day === lastDay) return;
    extendInventory(db, day);
    lastDay = day;
  };
}
