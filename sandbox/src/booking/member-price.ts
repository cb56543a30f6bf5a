import type { PrecoClienteGrupoResponse } from '../../../src/api/contract/checkout';
import type { Db } from '../db/types';
import { type Day, fromIso } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { toReais } from '../shared/money';
import { PACKAGE_POLICY } from '../shared/park-package-terms';
import { heldRoomsOfGroup } from '../repositories/booking-groups';
import { groupKeyMatches } from '../repositories/group-keys';
import { setMemberPrice } from '../repositories/reservations';
import { packageOfRoom } from '../repositories/stay-tickets';
import { findUserById } from '../repositories/users';
import type { AvailabilityEngine } from './availability';
import { BOOKING_MESSAGES, confirmationOf, isHeld } from './booking-rules';
import { describePolicy } from './cancellation-policy';
import { anonymousHolderId } from './holds';
import { planCents } from './place-hold';
import { CHILD_PAYING_AGE } from './pricing/tariff-rules';
import type { ReservationRow } from './reservations';

/** Why a group cannot take the member price now. */
export const MEMBER_PRICE_MESSAGES = {
  confirmed: 'Os quartos deste grupo já foram confirmados: o preço não muda mais.',
  contract: 'Reserva com contrato: o preço de cliente não se aplica.',
} as const;

/**
 * The member price in the booking (issue 52 part 3; README "An account made in the booking"). A
 * visitor who makes an account or logs in while their rooms are held gets the member rate on
 * them, as if they had searched logged in: each held room, not yet confirmed, is priced again by
 * the search's own engine for its customer (its own unit counted as free), and costs the lower of
 * that and what it was held at (a recovery e-mail's price may be lower). The rooms become the
 * customer's. In one immediate transaction; asked again, nothing more comes off, and the answer
 * says the same savings (kept per room).
 */
export function applyMemberPrice(
  db: Db,
  engine: AvailabilityEngine,
  {
    identificador,
    chave,
    userId,
    day,
    nowMs,
  }: { identificador: string; chave: string; userId: number; day: Day; nowMs: number },
): PrecoClienteGrupoResponse {
  return db
    .transaction((): PrecoClienteGrupoResponse => {
      if (!groupKeyMatches(db, identificador, chave)) {
        throw new DomainError('not_found', 'Grupo de reservas não encontrado.');
      }
      const nowSeconds = Math.floor(nowMs / 1000);
      const rows = heldRoomsOfGroup(db, identificador).filter((row) => isHeld(row, nowSeconds));
      if (rows.length === 0) throw new DomainError('gone', BOOKING_MESSAGES.expired);
      if (rows.some((row) => row.contrato_id !== null))
        throw invalid(MEMBER_PRICE_MESSAGES.contract);
      if (rows.some((row) => confirmationOf(db, row.id_reservas_front))) {
        throw new DomainError('conflict', MEMBER_PRICE_MESSAGES.confirmed);
      }
      const anonymous = anonymousHolderId(db);
      for (const row of rows) {
        // Another customer's rooms are out of reach even with the key.
        const owner = row.user_id === anonymous ? null : findUserById(db, row.user_id);
        if (owner && owner.id !== userId && owner.temporario === 0) {
          throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
        }
      }
      const quartos = rows
        .sort((a, b) => a.id_reservas_front - b.id_reservas_front)
        .map((row) => {
          const priced = memberPriceOf(engine, row, day);
          const better = priced !== null && priced.cents < row.valor_total_centavos;
          const totalCents = better ? priced.cents : row.valor_total_centavos;
          const tarifa = better ? priced.tarifa : row.tarifa;
          setMemberPrice(db, row.id_reservas_front, {
            userId,
            totalCents,
            tarifa,
            savedCents: row.valor_total_centavos - totalCents,
          });
          const saved = row.economia_cliente_centavos + (row.valor_total_centavos - totalCents);
          const nights = fromIso(row.data_partida) - fromIso(row.data_chegada);
          return {
            id_reservas_front: row.id_reservas_front,
            valor_total: toReais(totalCents),
            valor_diaria_media: toReais(Math.round(totalCents / nights)),
            tarifa,
            // A room at the member price has the member's nights (the same on a repeat).
            ...(saved > 0 && priced ? { array_tarifa: priced.arrayTarifa } : {}),
            // A 'Hospedagem + Parque' room follows the package's rule (the stricter part).
            politica_cancelamento: packageOfRoom(db, row.id_reservas_front)
              ? PACKAGE_POLICY
              : describePolicy(tarifa, fromIso(row.data_chegada), day),
            economia: toReais(saved),
            savedCents: saved,
          };
        });
      return {
        quartos: quartos.map(({ savedCents: _saved, ...quarto }) => quarto),
        economia: toReais(quartos.reduce((sum, q) => sum + q.savedCents, 0)),
      };
    })
    .immediate();
}

/** The held room's stay at the member rate today (its coupon kept), or null if not for sale. */
function memberPriceOf(engine: AvailabilityEngine, row: ReservationRow, day: Day) {
  const line = engine.search({
    arrival: fromIso(row.data_chegada),
    departure: fromIso(row.data_partida),
    rooms: [
      {
        adults: row.qtd_adultos,
        // The price knows children only as paying or free: the ages stand for those.
        childAges: [
          ...Array<number>(row.qtd_criancas_pagantes).fill(CHILD_PAYING_AGE),
          ...Array<number>(row.qtd_criancas_nao_pagantes).fill(0),
        ],
      },
    ],
    hotelId: row.id_hotel,
    uhId: row.room_type_id,
    coupon: row.cupom,
    contract: false,
    member: true,
    today: day,
    holding: true,
  })[0];
  const cents = line ? planCents(line, row.pensao) : 0;
  return line && cents > 0 ? { cents, tarifa: line.tarifa, arrayTarifa: line.array_tarifa } : null;
}
