import type { IngressosReservados } from '../../../../src/api/contract/stay-tickets';
import type { Db } from '../../db/types';
import { type Day, toIso, toWire } from '../../shared/calendar';
import { DomainError, invalid } from '../../shared/domain-error';
import {
  packageDiscount,
  packagePercent,
  packageTickets,
  type Party,
} from '../../tickets/park-package';
import { saleDay } from '../../tickets/ticket-sale';
import { toWireHold } from '../../tickets/stay-tickets';
import {
  findStayTickets,
  insertStayTickets,
  type StayTicketRow,
} from '../../repositories/stay-tickets';
import { PACKAGE_NAME } from '../../shared/park-package-terms';
import type { ReservationRow } from '../../booking/reservations';

/**
 * A room held as 'Hospedagem + Parque' (issue 29 part 3; README "Packages"): its park tickets
 * are held in the room's own transaction, tied to it (`pacote_reserva_id`), paid with the group
 * and ended with the room. The whole package follows the stricter rule.
 */

/** Holds the package's tickets with the room just created (call inside the hold's transaction). */
export function holdPackageTickets(
  db: Db,
  room: ReservationRow,
  party: Party,
  {
    arrival,
    today,
    nowMs,
    contract,
  }: { arrival: Day; today: Day; nowMs: number; contract: boolean },
): IngressosReservados {
  const percent = packagePercent(db, room.id_hotel);
  if (contract) throw invalid(`O pacote ${PACKAGE_NAME} não vale para reservas com contrato.`);
  if (percent === null) throw invalid(`Este hotel não oferece o pacote ${PACKAGE_NAME}.`);
  const parkDay = saleDay(db, arrival + 1);
  if (parkDay.fechado) {
    throw new DomainError(
      'conflict',
      `O parque não abre em ${toWire(arrival + 1)}, o dia do pacote: escolha a hospedagem sem o parque.`,
    );
  }
  const tickets = packageTickets(db, arrival, party, today, nowMs);
  if (!tickets) {
    throw new DomainError(
      'conflict',
      `O parque não tem lugares para o pacote em ${toWire(arrival + 1)}: escolha a hospedagem sem o parque.`,
    );
  }
  const id = insertStayTickets(db, {
    identificador: room.identificador,
    data_visita: toIso(tickets.day),
    linhas: JSON.stringify(tickets.linhas),
    pessoas: tickets.pessoas,
    valor_total: tickets.fullReais - packageDiscount(tickets.fullReais, percent),
    criado_em: nowMs,
    pacote_reserva_id: room.id_reservas_front,
  });
  return toWireHold(findStayTickets(db, id) as StayTicketRow);
}
