import { today } from '../shared/calendar';
import type { Db } from '../db/types';
import { isAccountsSeeded, seedAccounts } from './accounts';
import { isClubSeeded, seedClub } from './club';
import { seedContentGroups } from './content-groups';
import { isExtrasSeeded, seedExtras } from './extras';
import { seedHotels, seedParkPackages } from './hotels';
import { seedLegal } from './legal';
import { seedMissingPages, seedPages } from './pages';
import { seedPark } from './park';
import { isPixDiscountsSeeded, seedPixDiscounts } from './pix-discounts';
import {
  extendInventory,
  isMemberRatesSeeded,
  isRoomFeaturesSeeded,
  isSearchSeeded,
  seedMemberRates,
  seedRoomFeatures,
  seedSearch,
} from './search';
import { isReviewsSeeded, seedReviews } from './reviews';
import { isTicketsSeeded, seedTickets } from './tickets';
import { seedUsers } from './users';

/** Seeded means the catalogue exists; user data added later is never re-seeded over. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM hotels LIMIT 1').get() !== undefined;
}

/** Where seeded e-mails link to when the caller does not say (the development site). */
export const DEFAULT_SEED_SITE_URL = 'http://localhost:5173';

/**
 * Inserts the whole deterministic seed in one transaction: all of it or nothing. `siteUrl` is
 * where the seeded e-mails' links point.
 */
export function seed(db: Db, siteUrl = DEFAULT_SEED_SITE_URL): void {
  db.transaction(() => {
    seedHotels(db);
    seedPark(db);
    seedPages(db);
    seedContentGroups(db);
    seedLegal(db);
    seedUsers(db);
    seedSearch(db, today());
    seedRoomFeatures(db);
    seedMemberRates(db);
    seedAccounts(db, today(), siteUrl);
    seedTickets(db, today());
    seedClub(db, today());
    seedExtras(db);
    seedParkPackages(db);
    seedPixDiscounts(db);
    seedReviews(db, today());
    markSeededBookingsOffered(db);
  })();
}

/**
 * The seeded bookings predate the pre-arrival offer (README "Adding to a booking"): a new
 * sandbox does not e-mail their demo guests at start-up (migration 20 does the same for the
 * bookings of a database that existed before it).
 */
function markSeededBookingsOffered(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO arrival_offers (identificador, token_hash, oferta, enviado_em, valido_ate)
     SELECT DISTINCT identificador, NULL, 0, 0, 0 FROM reservations`,
  ).run();
}

/**
 * Brings an existing database up to date: the search data for a catalogue seeded before it
 * existed, nightly inventory up to INVENTORY_DAYS from today (cheap when already there), the
 * room types' beds and accessibility (migration 14), the member rates (15), the extras (16), and the CMS pages added to the seed since
 * (the privacy policy, page 11).
 */
export function topUp(db: Db, siteUrl = DEFAULT_SEED_SITE_URL): void {
  seedMissingPages(db);
  if (!isSearchSeeded(db)) seedSearch(db, today());
  else extendInventory(db, today());
  if (!isRoomFeaturesSeeded(db)) seedRoomFeatures(db);
  if (!isMemberRatesSeeded(db)) seedMemberRates(db);
  if (!isAccountsSeeded(db)) seedAccounts(db, today(), siteUrl);
  if (!isTicketsSeeded(db)) seedTickets(db, today());
  if (!isClubSeeded(db)) seedClub(db, today());
  if (!isExtrasSeeded(db)) seedExtras(db);
  // A database made before migration 30 gets the PIX prices once.
  if (!isPixDiscountsSeeded(db)) seedPixDiscounts(db);
  // A database made before migration 33 gets the seeded reviews once, all or none (their stays
  // are past: no pre-arrival offer ever picks them).
  if (!isReviewsSeeded(db)) db.transaction(() => seedReviews(db, today()))();
}
