import type { PreReservaResponse } from '../../../src/api/contract/checkout';
import type { IngressosReservados } from '../../../src/api/contract/stay-tickets';
import { PACKAGE_POLICY } from '../shared/park-package-terms';
import type { ParkPackage } from './park-package-port';
import type { LinhaDisponibilidade, Pensao } from '../../../src/api/contract/search';
import { spendForBooking } from './contract-points';
import type { Db } from '../db/types';
import { type Day, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import type { AvailabilityEngine } from './availability';
import { BOOKING_MESSAGES } from './booking-rules';
import { describePolicy } from './cancellation-policy';
import { createGroupKey, groupKeyHash, groupKeyMatches } from '../repositories/group-keys';
import { HOLD_SECONDS } from './holds';
import { offeredPrice } from './recovery/offered-price';
import {
  createReservation,
  localTimestamp,
  type ReservationRow,
  STATUS,
  freeUnits,
} from './reservations';
import { groupExists } from '../repositories/booking-groups';

/** One room to hold, as the pre-reservation asked for it (routes/booking-input.ts checked it). */
export interface HoldRequest {
  arrival: Day;
  departure: Day;
  nights: number;
  hotelId: number;
  uhId: number;
  adults: number;
  payingChildren: number;
  freeChildren: number;
  childAges: number[];
  pensao: Pensao;
  identificador: string;
  /** The group's release key, sent by every hold after the first. */
  chaveGrupo: string | undefined;
  /** A recovery e-mail's price token (recovery/offered-price.ts), when the guest came by it. */
  offerToken: string | undefined;
  /** 'Hospedagem + Parque': the room with its park tickets (park-package-port.ts). */
  parkPackage: boolean;
  /** The client's daily average (reais), which must match the price to the cent. */
  valorDiariaMedia: number;
  coupon: string;
  /** The search line's id_allotx_tipo_uh when sent, to check against the room type's. */
  allotx: number | null;
}

const PROMO_TOTAL = {
  sem: 'valor_hospedagem_promo',
  cafe: 'valor_cafe_promo',
  meia: 'valor_meia_promo',
  inteira: 'valor_inteira_promo',
} as const;

/** What a search line charges for the plan, in cents (0 when it has no unit to sell). */
export function planCents(line: LinhaDisponibilidade, pensao: Pensao): number {
  return Math.round(line[PROMO_TOTAL[pensao]] * 100);
}

/**
 * Holds one room for 30 minutes (sandbox README, "Holds"), in one immediate transaction: the
 * group's release key (made by its first hold, presented by every later one), the price from
 * the same engine as the search, the free-unit check and the unit taken are atomic; a contract
 * hold spends its points with the unit (both or neither).
 */
export function placeHold(
  db: Db,
  engine: AvailabilityEngine,
  request: HoldRequest,
  {
    ownerId,
    contratoId,
    nowMs,
    day,
    member,
    priceSecret,
    parkPackage,
  }: {
    ownerId: number;
    contratoId: number | null;
    nowMs: number;
    day: Day;
    /** A logged-in registered customer: the member rate is theirs (README "Member prices"). */
    member: boolean;
    /** The key recovery price tokens are signed with. */
    priceSecret: string;
    parkPackage: ParkPackage;
  },
): PreReservaResponse {
  const { identificador, chaveGrupo, arrival, departure } = request;
  const contract = contratoId !== null;
  const held = db
    .transaction((): Held => {
      const chave = groupKeyFor(db, identificador, chaveGrupo, nowMs);
      const { line, totalCents, offered } = priceOfHold(db, engine, request, {
        contract,
        member,
        day,
        nowMs,
        priceSecret,
      });
      const created = createReservation(db, {
        userId: ownerId,
        roomTypeId: request.uhId,
        contratoId,
        arrival,
        departure,
        adults: request.adults,
        payingChildren: request.payingChildren,
        freeChildren: request.freeChildren,
        pensao: request.pensao,
        tarifa: line.tarifa,
        cupom: line.tarifa.includes('+') ? request.coupon : '',
        totalCents,
        statusId: STATUS.preReserva,
        criadoEm: localTimestamp(new Date(nowMs)),
        expiraEm: Math.ceil(nowMs / 1000) + HOLD_SECONDS,
        identificador,
      });
      // Good standing and the balance are checked here, before anything is held.
      const pontos = spendForBooking(db, created, day);
      const parkTickets = request.parkPackage
        ? parkPackage.holdTickets(
            db,
            created,
            { adults: request.adults, childAges: request.childAges },
            { arrival, today: day, nowMs, contract },
          )
        : null;
      return {
        parkTickets,
        row: created,
        arrayTarifa: line.array_tarifa,
        chave,
        pontos,
        guaranteedUntil: offered?.untilMs ?? null,
      };
    })
    .immediate();

  return holdAnswer(held, request, contract, day, nowMs);
}

/**
 * The group's release key: a later room presents the key its first hold answered; a first hold
 * makes it, unless the group already has rooms (someone else's group).
 */
function groupKeyFor(
  db: Db,
  identificador: string,
  chaveGrupo: string | undefined,
  nowMs: number,
): string {
  if (groupKeyHash(db, identificador)) {
    if (!groupKeyMatches(db, identificador, chaveGrupo)) {
      throw new DomainError('conflict', BOOKING_MESSAGES.groupTaken);
    }
    return chaveGrupo as string;
  }
  const owned = groupExists(db, identificador);
  if (chaveGrupo !== undefined || owned) {
    throw new DomainError('conflict', BOOKING_MESSAGES.groupTaken);
  }
  return createGroupKey(db, identificador, nowMs);
}

/**
 * The room's price now, by the search's own engine (the room must still have a unit), or a
 * recovery e-mail's price while it holds (today's, if lower); the client's daily average must
 * match it to the cent.
 */
function priceOfHold(
  db: Db,
  engine: AvailabilityEngine,
  request: HoldRequest,
  {
    contract,
    member,
    day,
    nowMs,
    priceSecret,
  }: { contract: boolean; member: boolean; day: Day; nowMs: number; priceSecret: string },
) {
  const { arrival, departure, nights } = request;
  const line = engine.search({
    arrival,
    departure,
    rooms: [{ adults: request.adults, childAges: request.childAges }],
    hotelId: request.hotelId,
    uhId: request.uhId,
    coupon: request.coupon,
    contract,
    member: member && !contract,
    today: day,
  })[0];
  if (!line) throw invalid('O apartamento não comporta os hóspedes informados.');
  if (request.allotx !== null && request.allotx !== line.id_allotx_tipo_uh) {
    throw invalid('id_allotx_tipo_uh não corresponde ao apartamento.');
  }
  const todayCents = planCents(line, request.pensao);
  if (todayCents <= 0 || freeUnits(db, request.uhId, arrival, departure) < 1) {
    throw new DomainError('conflict', BOOKING_MESSAGES.soldOut);
  }
  // A recovery e-mail's price, honoured until it expires (today's, if lower).
  const offered = request.offerToken
    ? offeredPrice(db, priceSecret, request.offerToken, request, nowMs)
    : null;
  const totalCents = offered ? Math.min(offered.totalCents, todayCents) : todayCents;
  // The client's daily average must match the server's price to the cent.
  if (Math.abs(request.valorDiariaMedia * 100 - totalCents / nights) > 1 + 1e-6) {
    throw invalid(
      `O valor da reserva não confere com a tarifa atual (diária média R$ ${(totalCents / nights / 100).toFixed(2)}). Refaça a pesquisa.`,
    );
  }
  return { line, totalCents, offered };
}

interface Held {
  row: ReservationRow;
  arrayTarifa: PreReservaResponse['array_tarifa'];
  chave: string;
  pontos: number;
  guaranteedUntil: number | null;
  parkTickets: IngressosReservados | null;
}

/** The hold's answer: the stored room, its nights' prices, its deadline and its policy. */
function holdAnswer(
  held: Held,
  { arrival, departure, nights }: HoldRequest,
  contract: boolean,
  day: Day,
  nowMs: number,
): PreReservaResponse {
  const r = held.row;
  return {
    id_reservas_front: r.id_reservas_front,
    numero_reserva: r.numero_reserva,
    id_hotel: r.id_hotel,
    id_uh: r.room_type_id,
    array_tarifa: held.arrayTarifa,
    data_chegada: toWire(arrival),
    data_partida: toWire(departure),
    qtd_adultos: r.qtd_adultos,
    qtd_criancas_pagantes: r.qtd_criancas_pagantes,
    qtd_criancas_nao_pagantes: r.qtd_criancas_nao_pagantes,
    valor_diaria_media: Math.round(r.valor_total_centavos / nights) / 100,
    id_allotx_tipo_uh: 50_000 + r.room_type_id,
    cod_pensao: r.pensao,
    sistema_id: '1',
    criacao: new Date(nowMs).toISOString(),
    // The stored deadline (whole seconds): the one the group's state and its PIX report too.
    expira_em: new Date((r.expira_em ?? 0) * 1000).toISOString(),
    chave_grupo: held.chave,
    politica_cancelamento: held.parkTickets
      ? PACKAGE_POLICY
      : describePolicy(r.tarifa, arrival, day),
    ...(held.parkTickets ? { pacote_parque: held.parkTickets } : {}),
    ...(contract ? { pontos: held.pontos } : {}),
    ...(held.guaranteedUntil !== null
      ? { preco_garantido_ate: new Date(held.guaranteedUntil).toISOString() }
      : {}),
  };
}
