import type { FastifyInstance } from 'fastify';
import type { Apartamento } from '../../src/api/contract/booking';
import type { DisponibilidadeRequest, LinhaDisponibilidade } from '../../src/api/contract/search';
import { type Day, partsOf, seasonOf, type Temporada, today, toWire } from '../src/shared/calendar';

/** A room in the site's shape: `adults` adult records and children with these ages. */
export function room(adults: number, ages: (number | string)[] = []): Apartamento {
  const dados = {
    nome: '',
    sobrenome: '',
    telefone: '',
    email: '',
    estado: '',
    cidade: '',
    tipo_documento: '',
    numero_documento: '',
    principal: false,
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
  const paying = ages.filter((a) => Number(a) >= 11).length;
  return {
    qtd_adulto: Array.from({ length: Math.max(0, Math.min(adults, 10)) }, (_, i) => ({
      ...dados,
      ...cupom,
      principal: i === 0,
    })),
    criancas: ages.map((idade) => ({ ...dados, idade: String(idade) })),
    qtd_adultos: adults,
    qtd_criancas: ages.length,
    qtd_criancas_pagantes: paying,
    qtd_criancas_nao_pagantes: ages.length - paying,
    tarifa: '',
    tarifa_promo: '',
    valor_hospedagem: 0,
    valor_cafe: 0,
    valor_meia: 0,
    valor_inteira: 0,
    valor_hospedagem_promo: 0,
    valor_cafe_promo: 0,
    valor_meia_promo: 0,
    valor_inteira_promo: 0,
  };
}

export function request(
  arrival: Day,
  nights: number,
  rooms: Apartamento[],
  extra: Partial<DisponibilidadeRequest> = {},
): DisponibilidadeRequest {
  return {
    apartamentos: rooms,
    data_chegada: toWire(arrival),
    data_partida: toWire(arrival + nights),
    id_hotel: 1,
    id_uh: 0,
    cupom: '',
    ...extra,
  };
}

/**
 * The first day from `after` days ahead on that starts `nights` nights all in `season`, with
 * the first night on `weekday` (0 = Sunday) if given, avoiding the seeded closed (13th) and
 * sold-out (20th) days and the first week of the month (Aurora Resort promotion).
 */
export function findStay(
  season: Temporada,
  nights: number,
  options: { weekday?: number; after?: number } = {},
): Day {
  const start = today() + (options.after ?? 3);
  for (let day = start; day < start + 400; day++) {
    if (options.weekday !== undefined && partsOf(day).weekday !== options.weekday) continue;
    let ok = true;
    for (let n = day; n < day + nights; n++) {
      const { date } = partsOf(n);
      if (seasonOf(n) !== season || date === 13 || date === 20 || date <= 7) ok = false;
    }
    if (ok) return day;
  }
  throw new Error(`no ${season} stay found`);
}

/** The first day of a month (at least 5 days ahead) with that date, e.g. the next 13th. */
export function nextDate(date: number): Day {
  for (let day = today() + 5; ; day++) if (partsOf(day).date === date) return day;
}

export async function search(
  app: FastifyInstance,
  body: unknown,
  options: { token?: string; contract?: boolean } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: options.contract
      ? '/api/disponibilidade-drvc/consultar'
      : '/api/disponibilidade/v2/consultar',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

export const rows = (body: unknown): LinhaDisponibilidade[] => body as LinhaDisponibilidade[];

export const find = (list: LinhaDisponibilidade[], idUh: number, quarto = 0) =>
  list.find((r) => r.id_uh === idUh && r.quarto === quarto);
