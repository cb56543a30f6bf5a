import type { LinhaDisponibilidade } from '../../../src/api/contract/search';
import type { IngressosReservados } from '../../../src/api/contract/stay-tickets';
import type { Db } from '../db/types';
import type { Day } from '../shared/calendar';
import type { SearchQuery } from './availability';
import type { ReservationRow } from './reservations';

/**
 * 'Hospedagem + Parque' as the booking sees it (README "Packages"). The package's tickets are
 * the park's (tickets/), and the booking never imports the park: the layer above the domains
 * hands it these (flows/park-package/, wired in apis/main-api.ts).
 */
export interface ParkPackage {
  /** Holds the package's tickets with the room just created (inside the hold's transaction). */
  holdTickets(
    db: Db,
    room: ReservationRow,
    party: { adults: number; childAges: readonly number[] },
    when: { arrival: Day; today: Day; nowMs: number; contract: boolean },
  ): IngressosReservados;
  /** The search's rows, each with the package offered where its hotel sells one. */
  withOffers(
    db: Db,
    query: SearchQuery,
    rows: LinhaDisponibilidade[],
    nowMs: number,
  ): LinhaDisponibilidade[];
}
