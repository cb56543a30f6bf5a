import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Hospede } from '../../src/api/contract/account';
import type { PreReservaRequest, PreReservaResponse } from '../../src/api/contract/checkout';
import type { LinhaDisponibilidade, Pensao } from '../../src/api/contract/search';
import type { Db } from '../src/db/types';
import { type Day, partsOf, today, toIso, toWire } from '../src/shared/calendar';
import { insertReservation, nextReservationId, STATUS } from '../src/repositories/reservations';
import { room } from './search-helpers';

/** An adjustable clock for buildServer's `now`. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** The first arrival from today + offset whose nights avoid the closed 13th and sold-out 20th. */
export function openStay(offset: number, nights = 2): { arrival: Day; departure: Day } {
  let arrival = today() + offset;
  const bad = (d: Day) => [13, 20].includes(partsOf(d).date);
  while (Array.from({ length: nights }, (_, i) => arrival + i).some(bad)) arrival++;
  return { arrival, departure: arrival + nights };
}

export const groupId = (hotel: number): string =>
  `${hotel}-${randomBytes(18).toString('base64url')}`;

export interface HoldSpec {
  hotel: number;
  uh: number;
  arrival: Day;
  departure: Day;
  adults?: number;
  ages?: number[];
  pensao?: Pensao;
  cupom?: string;
  identificador?: string;
  contrato?: number | null;
}

const PROMO: Record<Pensao, keyof LinhaDisponibilidade> = {
  sem: 'valor_hospedagem_promo',
  cafe: 'valor_cafe_promo',
  meia: 'valor_meia_promo',
  inteira: 'valor_inteira_promo',
};

export async function quote(
  app: FastifyInstance,
  spec: HoldSpec,
  token?: string,
): Promise<LinhaDisponibilidade> {
  const contract = spec.contrato !== undefined && spec.contrato !== null;
  const response = await app.inject({
    method: 'POST',
    url: contract ? '/api/disponibilidade-drvc/consultar' : '/api/disponibilidade/v2/consultar',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      data_chegada: toWire(spec.arrival),
      data_partida: toWire(spec.departure),
      id_hotel: spec.hotel,
      id_uh: spec.uh,
      apartamentos: [room(spec.adults ?? 2, spec.ages ?? [])],
      cupom: spec.cupom ?? '',
      ...(contract ? { contrato_id: spec.contrato } : {}),
    },
  });
  const line = (response.json() as LinhaDisponibilidade[])[0];
  if (!line) throw new Error(`no quote: ${response.body}`);
  return line;
}

/** A PreReservaRequest priced like the site does: the search row's promo total / nights. */
export async function holdBody(
  app: FastifyInstance,
  spec: HoldSpec,
  token?: string,
): Promise<PreReservaRequest> {
  const line = await quote(app, spec, token);
  const pensao = spec.pensao ?? 'cafe';
  const ages = spec.ages ?? [];
  const paying = ages.filter((a) => a >= 11).length;
  const nights = spec.departure - spec.arrival;
  return {
    identificador: spec.identificador ?? groupId(spec.hotel),
    id_hotel: spec.hotel,
    id_uh: spec.uh,
    id_allotx_tipo_uh: line.id_allotx_tipo_uh,
    data_chegada: toWire(spec.arrival),
    data_partida: toWire(spec.departure),
    qtd_adultos: spec.adults ?? 2,
    qtd_criancas_pagantes: paying,
    qtd_criancas_nao_pagantes: ages.length - paying,
    idades_criancas: ages.map(String),
    cod_pensao: pensao,
    tarifa: line.tarifa,
    array_tarifa: line.array_tarifa,
    valor_diaria_media: Math.round(((line[PROMO[pensao]] as number) * 100) / nights) / 100,
    sistema_id: '1',
    cupom: spec.cupom ?? '',
    contrato_id: spec.contrato ?? null,
  };
}

export async function api(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  token?: string,
  // Tests read many shapes of answer; the contract types are checked where they matter.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** Release keys of the groups these tests held, by identificador (as the site's draft keeps). */
const groupKeys = new Map<string, string>();

/** The release key a group's first hold answered. */
export function keyOf(identificador: string): string {
  const key = groupKeys.get(identificador);
  if (!key) throw new Error(`no key for ${identificador}`);
  return key;
}

/** Holds one room; a later room of a known group sends the group's key, as the site does. */
export async function hold(
  app: FastifyInstance,
  spec: HoldSpec,
  token?: string,
): Promise<PreReservaResponse & { identificador: string; chave_grupo: string }> {
  const body = await holdBody(app, spec, token);
  const known = groupKeys.get(body.identificador);
  if (known) body.chave_grupo = known;
  const url = body.contrato_id ? '/api/reserva/pre-reserva' : '/api/reserva/v2/pre-reserva';
  const response = await api(app, url, body, token);
  if (response.status !== 200) throw new Error(`hold failed: ${JSON.stringify(response.body)}`);
  const answer = response.body as PreReservaResponse & { chave_grupo: string };
  groupKeys.set(body.identificador, answer.chave_grupo);
  return { ...answer, identificador: body.identificador };
}

export function guests(adults: number, childAges: number[] = [], principalName = 'Ana'): Hospede[] {
  const base = {
    telefone: '',
    email: '',
    estado: '',
    cidade: '',
    tipo_documento: '',
    numero_documento: '',
  };
  const cupom = {
    cupom_calcado: '',
    cupom_camiseta: '',
    cupom_moto_ano: '',
    cupom_moto_marca: '',
    cupom_moto_modelo: '',
    cupom_piloto: '',
    cupom_sexo: '',
  };
  return [
    ...Array.from({ length: adults }, (_, i) => ({
      ...base,
      ...cupom,
      nome: i === 0 ? principalName : `Adulto${i}`,
      sobrenome: i === 0 && principalName === 'FALHA' ? 'CONFIRMACAO' : 'Souza',
      principal: i === 0,
      tipo: 'adulto' as const,
    })),
    ...childAges.map((idade, i) => ({
      ...base,
      nome: `Criança${i}`,
      sobrenome: 'Souza',
      principal: false,
      idade: String(idade),
      tipo: 'crianca' as const,
    })),
  ];
}

/** A held room as its confirmation (confirmBody) and payment need it. */
export interface HeldRoom {
  id_reservas_front: number;
  id_hotel: number;
  identificador: string;
  valor_total_centavos: number;
}

/** The rooms of a hold, read from the sandbox's own table, in the order they were held. */
export function heldRooms(db: Db, identificador: string): HeldRoom[] {
  return db
    .prepare(
      'SELECT id_reservas_front, id_hotel, identificador, valor_total_centavos FROM reservations WHERE identificador = ? ORDER BY id_reservas_front',
    )
    .all(identificador) as HeldRoom[];
}

export function confirmBody(
  held: { id_reservas_front: number; id_hotel: number; identificador: string },
  hospede: Hospede[],
  forma = 1,
) {
  return {
    forma_pagamento_id: forma,
    hospede,
    id_hotel: String(held.id_hotel),
    id_reservas_front: held.id_reservas_front,
    identificador: held.identificador,
    observacoes: '' as const,
    status_reserva: 0 as const,
    valor_diaria_media: '500',
    cupom: '',
    politica_aceita: true,
  };
}

export const VISITOR = {
  nome: 'Paula Ribeiro',
  email: 'paula@example.com',
  cpf: '39053344705',
  telefone: '64999998888',
};

/**
 * A stay of `userId` at Império Romano (Standard, 301) that ended `endedDaysAgo` days ago,
 * written straight into the table (no hold, no payment): what the review invitation reads.
 */
export function insertPastStay(
  db: Db,
  {
    userId,
    endedDaysAgo,
    nights = 3,
    status = STATUS.checkOut,
    paid = true,
  }: { userId: number; endedDaysAgo: number; nights?: number; status?: number; paid?: boolean },
): string {
  const id = nextReservationId(db);
  const departure = today() - endedDaysAgo;
  const identificador = `3-ESTADIA-PASSADA-${id}`;
  insertReservation(db, {
    id_reservas_front: id,
    numero_reserva: `AUR-2026-${String(id).padStart(6, '0')}`,
    user_id: userId,
    id_hotel: 3,
    room_type_id: 301,
    contrato_id: null,
    data_chegada: toIso(departure - nights),
    data_partida: toIso(departure),
    qtd_adultos: 2,
    qtd_criancas_pagantes: 0,
    qtd_criancas_nao_pagantes: 0,
    pensao: 'cafe',
    tarifa: 'BALCAO',
    cupom: '',
    valor_total_centavos: nights * 40_000,
    forma_pagamento_id: paid ? 1 : null,
    status_id: status,
    criado_em: `${toIso(departure - 40)} 10:00:00`,
    expira_em: null,
    identificador,
    observacoes: '',
  });
  return identificador;
}
