import type { LinhaDisponibilidade } from '../../../../src/api/contract/search';
import type { Db } from '../../db/types';
import {
  packagePercent,
  packageTickets,
  type PackageTickets,
  toWirePackage,
} from '../../tickets/park-package';
import type { SearchQuery } from '../../booking/availability';

/**
 * The search's rows with 'Hospedagem + Parque' where the hotel offers it (issue 29 part 3;
 * README "Packages"): the tickets are priced once per requested room (the park day and the
 * party are the same for every hotel), the discount per hotel. Never on a contract search: the
 * club books in points.
 */
export function withParkPackages(
  db: Db,
  query: SearchQuery,
  rows: LinhaDisponibilidade[],
  nowMs: number,
): LinhaDisponibilidade[] {
  if (query.contract) return rows;
  const percents = new Map<number, number | null>();
  const tickets = new Map<number, PackageTickets | null>();
  return rows.map((row) => {
    if (!percents.has(row.id_hotel)) percents.set(row.id_hotel, packagePercent(db, row.id_hotel));
    const percent = percents.get(row.id_hotel);
    if (!percent) return row;
    if (!tickets.has(row.quarto)) {
      const room = query.rooms[row.quarto]!;
      tickets.set(
        row.quarto,
        packageTickets(
          db,
          query.arrival,
          { adults: room.adults, childAges: room.childAges },
          query.today,
          nowMs,
        ),
      );
    }
    const party = tickets.get(row.quarto);
    return party ? { ...row, pacote_parque: toWirePackage(party, percent) } : row;
  });
}
