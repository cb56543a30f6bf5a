import type { Db } from '../../db/types';
import { extendInventory } from '../../db/seed/search';
import { type Day, today } from '../../shared/calendar';

/**
 * Today for the routes that read the inventory (the search, the calendar's prices), topping the
 * inventory up when the date has turned since their last call, so a long-running sandbox keeps
 * its year of nights ahead.
 */
export function inventoryDay(db: Db): () => Day {
  let lastDay: Day | null = null;
  return () => {
    const day = today();
    if (day !== lastDay) {
      extendInventory(db, day);
      lastDay = day;
    }
    return day;
  };
}
