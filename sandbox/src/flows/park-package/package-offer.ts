import type { LinhaDisponibilidade } from '../../../../src/api/contract/search';
import type { Db } from '../../db/types';
import {
  packagePercent,
  packageTickets,
  type PackageTickets,
  toWirePackage,
} from '../../tickets/park-package';
import type { SearchQuery } from '../../booking/availability';
import { planCents } from '../../booking/place-hold';
import type { PacoteParque, Pensao } from '../../../../src/api/contract/search';
import { pixPercents } from '../../repositories/pix-discounts';
import { paymentTerms } from '../../shared/payment-terms';
import { pixPriceCents } from '../../shared/pix-price';

/**
 * The terms of the room with its park day, per meal plan (issue 52): the plan's total and the
 * tickets' as one price, each at the package's PIX percent, as the hold and the gateway charge
 * them (README "PIX price").
 */
function packageTerms(
  db: Db,
  row: LinhaDisponibilidade,
  pacote: PacoteParque,
): Pick<PacoteParque, 'parcelamento'> {
  const percent = pixPercents(db, row.id_hotel).pacotes;
  const ticketsCents = (pacote.valor_ingressos - pacote.desconto) * 100;
  const terms = (pensao: Pensao) => {
    const roomCents = planCents(row, pensao);
    return paymentTerms(
      roomCents + ticketsCents,
      pixPriceCents(roomCents, percent) + pixPriceCents(ticketsCents, percent),
    );
  };
  if (row.disponiveis <= 0) return {};
  return {
    parcelamento: {
      sem: terms('sem'),
      cafe: terms('cafe'),
      meia: terms('meia'),
      inteira: terms('inteira'),
    },
  };
}

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
    if (!party) return row;
    const pacote = toWirePackage(party, percent);
    return { ...row, pacote_parque: { ...pacote, ...packageTerms(db, row, pacote) } };
  });
}
