import { partsOf, toIso, type Day } from '../shared/calendar';
import type { Db } from '../db/types';

/**
 * The ticket sale's seeded exceptions (README "Tickets"), relative to the seed day:
 * - the first Saturday at least 14 days ahead is sold out (a school-trip group took it all);
 * - the Sunday after it has only 12 places left on the site (the rest sold at the box office).
 * Prices, places per kind of day and the categories come with migration 9.
 */
export function seedTickets(db: Db, from: Day): void {
  let saturday = from + 14;
  while (partsOf(saturday).weekday !== 6) saturday += 1;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO ticket_day_overrides (data, capacidade, reservados, fechado, motivo) VALUES (?, ?, ?, 0, NULL)',
  );
  insert.run(toIso(saturday), 500, 500);
  insert.run(toIso(saturday + 1), 600, 588);
}

/** Seeded when the sale has no exception yet (a database older than the ticket sale). */
export function isTicketsSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM ticket_day_overrides LIMIT 1').get() !== undefined;
}
