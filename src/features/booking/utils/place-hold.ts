import type { PreReservaRequest, PreReservaResponse } from '@/api/contract/checkout';
import type { WireDate } from '@/api/contract/common';
import type { Apartamento } from '@/api/contract/booking';
import type { RoomChoice } from '@/lib/room-choice';
import type { HeldGroup, HeldRoom } from '../stores/checkout';
import { preReserveRoom } from '../api/pre-reserve-room';
import { GROUP_ROLLBACK_REASON, HOLD_SECONDS, dailyAverage, mixedHotels } from './group-rules';
import { HoldRefusedError } from './hold-errors';
import { buildIdentificador } from './identificador';
import { offeredTotal, type PriceOffer } from './recovery-offer';
import { releaseRooms } from './release-rooms';

/** What the results on screen were searched with (the search feature's criteria). */
export interface SearchedStay {
  data_chegada: WireDate;
  data_partida: WireDate;
  cupom: string;
  /** contratos_id of a club member's contract search; null otherwise. */
  contrato_id: number | null;
}

/**
 * Every requested room with its choice and the searched stay, or null when something is
 * missing. The stay comes from the search that produced the results (the search bar may have
 * been edited since without searching again).
 */
export function roomsToHold(
  apartamentos: readonly Apartamento[],
  escolhas: readonly (RoomChoice | null)[],
  stay: Pick<SearchedStay, 'data_chegada' | 'data_partida'>,
): HeldRoom[] | null {
  const { data_chegada, data_partida } = stay;
  if (!data_chegada || !data_partida || apartamentos.length === 0) return null;
  const rooms: HeldRoom[] = [];
  for (const [i, room] of apartamentos.entries()) {
    const escolha = escolhas[i];
    if (!escolha) return null;
    rooms.push({
      escolha,
      data_chegada,
      data_partida,
      qtd_adultos: room.qtd_adultos,
      qtd_criancas_pagantes: room.qtd_criancas_pagantes,
      qtd_criancas_nao_pagantes: room.qtd_criancas_nao_pagantes,
      idades_criancas: room.criancas.map((child) => child.idade),
    });
  }
  return rooms;
}

/** The pre-reservation request of one room (contract-checkout.ts PreReservaRequest). */
export function preReservaRequest(
  room: HeldRoom,
  identificador: string,
  cupom: string,
  contratoId: number | null,
  chaveGrupo: string | null = null,
  ofertaPreco: string | null = null,
): PreReservaRequest {
  const { escolha } = room;
  return {
    identificador,
    id_hotel: escolha.id_hotel,
    id_uh: escolha.id_uh,
    id_allotx_tipo_uh: escolha.id_allotx_tipo_uh,
    data_chegada: room.data_chegada,
    data_partida: room.data_partida,
    qtd_adultos: room.qtd_adultos,
    qtd_criancas_pagantes: room.qtd_criancas_pagantes,
    qtd_criancas_nao_pagantes: room.qtd_criancas_nao_pagantes,
    idades_criancas: room.idades_criancas,
    cod_pensao: escolha.cod_pensao,
    tarifa: escolha.tarifa,
    array_tarifa: escolha.array_tarifa,
    valor_diaria_media: dailyAverage(room),
    sistema_id: '1',
    // A contract booking is paid with the contract, never with a coupon.
    cupom: contratoId === null ? cupom : '',
    contrato_id: contratoId,
    // Rooms after the first join the group with its release key.
    ...(chaveGrupo ? { chave_grupo: chaveGrupo } : {}),
    // A room of a recovery e-mail is priced as the e-mail said (recovery-offer.ts).
    ...(ofertaPreco ? { oferta_preco: ofertaPreco } : {}),
    // 'Hospedagem + Parque': the server holds the park's tickets with the room.
    ...(escolha.pacote_parque ? { pacote_parque: true } : {}),
  };
}

/** When the group's hold ends: the earliest expira_em, else 30 minutes from now. */
export function holdEnd(lines: readonly PreReservaResponse[], now = Date.now()): string {
  const times = lines.map((line) => Date.parse(line.expira_em)).filter(Number.isFinite);
  const end = times.length > 0 ? Math.min(...times) : now + HOLD_SECONDS * 1000;
  return new Date(end).toISOString();
}

/**
 * The server's clock minus the device's (ms), from an answer stamped `serverTime` that was
 * asked at `sentAt` and arrived at `receivedAt` (device clock): the stamp is taken to be the
 * middle of the round trip, as NTP does. 0 when the stamp is unreadable.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/**
 * product-rules §4 pre-reservation: one request per room, in order, all with the same identificador
 * (hotel of the first room + a random token) and, after the first, the group's release key.
 * If one fails, the rooms already held are released with the group reason and the error is
 * rethrown: nothing stays half-held (and if the release fails too, the server frees them at
 * the hold's end).
 */
export async function placeHold(
  apartamentos: readonly Apartamento[],
  escolhas: readonly (RoomChoice | null)[],
  stay: SearchedStay,
  offer: PriceOffer | null = null,
): Promise<HeldGroup> {
  const contratoId = stay.contrato_id;
  const rooms = roomsToHold(apartamentos, escolhas, stay);
  if (!rooms) throw new Error('Escolha um quarto e um plano para cada quarto.');
  // A recovery e-mail's room costs what the e-mail said, or today's price when lower: the
  // server's rule, so every total the checkout shows is the one charged.
  const grupo = rooms.map((room) => {
    const offered = offeredTotal(room, offer);
    return offered === null
      ? room
      : {
          ...room,
          escolha: { ...room.escolha, valor_total: Math.min(offered, room.escolha.valor_total) },
        };
  });
  const misturado = mixedHotels(grupo.map((room) => room.escolha));
  if (misturado) throw new Error(misturado);
  const identificador = buildIdentificador(grupo[0]!.escolha.id_hotel);
  const cupom = contratoId === null ? stay.cupom : '';
  const held: PreReservaResponse[] = [];
  let chaveGrupo: string | null = null;
  let relogioOffsetMs = 0;
  try {
    for (const room of grupo) {
      const sentAt = Date.now();
      const offered = offeredTotal(room, offer) !== null ? offer!.token : null;
      const line = await preReserveRoom(
        preReservaRequest(room, identificador, cupom, contratoId, chaveGrupo, offered),
      );
      if (held.length === 0) {
        relogioOffsetMs = clockOffset(line.criacao, sentAt, Date.now());
        chaveGrupo = line.chave_grupo ?? null;
      }
      held.push(line);
    }
  } catch (error) {
    await releaseRooms(held, { chaveGrupo, contract: contratoId !== null }, GROUP_ROLLBACK_REASON);
    throw new HoldRefusedError(error, held.length, grupo[held.length]?.escolha);
  }
  return {
    identificador,
    grupo,
    preReserva: held,
    holdExpiresAt: holdEnd(held),
    relogioOffsetMs,
    chaveGrupo,
    cupomGrupo: cupom,
    contratoGrupo: contratoId,
  };
}
