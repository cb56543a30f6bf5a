import type { Db } from '../types';
import { seedContentGroups } from './content-groups';
import { seedHotels } from './hotels';
import { seedLegal } from './legal';
import { seedPages } from './pages';
import { seedPark } from './park';
import { seedUsers } from './users';

/** Seeded means the catalogue exists; user data added later is never re-seeded over. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM hotels LIMIT 1').get() !== undefined;
}

/** Inserts the whole deterministic seed in one transaction: all of it or nothing. */
export function seed(db: Db): void {
  db.transaction(() => {
    seedHotels(db);
    seedPark(db);
    seedPages(db);
    seedContentGroups(db);
    seedLegal(db);
    seedUsers(db);
  })();
}
