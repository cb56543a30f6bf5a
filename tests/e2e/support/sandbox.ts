import { expect, type APIRequestContext } from '@playwright/test';
import { stayOffset } from './checkout';
import { SANDBOX_ORIGIN } from './faults';
import { wireDay as wire } from './search';

/**
 * The sandbox's own figures, read around a journey where inventory or money moves: free
 * units (its public availability answer), a group's gateway transactions, the mail outbox;
 * and its test-only clock.
 */

/** A row of the sandbox's availability answer, as the journeys read it. */
export interface SandboxRow {
  id_uh: number;
  uh_nome: string;
  disponiveis: number;
  valor_hospedagem_promo: number;
  /** What the member rate takes off each plan, on a visitor's row. */
  economia_cadastrados?: { sem: number };
}

/**
 * The sandbox's availability answer for two adults in one room, arriving `arrival` days from
 * today for `nights`: a visitor's, or the session's of `token` (member prices).
 */
export async function searchRows(
  request: APIRequestContext,
  {
    hotel,
    arrival,
    nights,
    uh = 0,
    token,
  }: {
    hotel: number;
    arrival: number;
    nights: number;
    uh?: number;
    token?: string;
  },
): Promise<SandboxRow[]> {
  const response = await request.post(`${SANDBOX_ORIGIN}/api/disponibilidade/v2/consultar`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: {
      data_chegada: wire(arrival),
      data_partida: wire(arrival + nights),
      id_hotel: hotel,
      id_uh: uh,
      cupom: '',
      apartamentos: [
        {
          qtd_adultos: 2,
          qtd_criancas: 0,
          qtd_criancas_pagantes: 0,
          qtd_criancas_nao_pagantes: 0,
          criancas: [],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SandboxRow[];
}

/** Free units per room type (id_uh) of one hotel for a stay, as holds see them. */
export async function freeUnits(
  request: APIRequestContext,
  { hotel, fromDays, nights }: { hotel: number; fromDays: number; nights: number },
): Promise<Record<number, number>> {
  const rows = await searchRows(request, { hotel, arrival: stayOffset(fromDays, nights), nights });
  return Object.fromEntries(rows.map((row) => [row.id_uh, row.disponiveis]));
}

export interface GatewayTransaction {
  token: string;
  metodo: string;
  status: string;
  valor_centavos: number;
  /** What cancellations refunded through it: rooms, extras and tickets (cents). */
  reembolsado_centavos: number;
}

/** The gateway's transactions of a group (test-only route). */
export async function groupTransactions(
  request: APIRequestContext,
  identificador: string,
): Promise<GatewayTransaction[]> {
  const response = await request.get(
    `${SANDBOX_ORIGIN}/__test/payments?referencia=${encodeURIComponent(identificador)}`,
  );
  return ((await response.json()) as { transacoes: GatewayTransaction[] }).transacoes;
}

const DAY = 86_400_000;

/** A dd/MM/yyyy date as whole days since the epoch. */
export const dayOfWire = (wire: string): number => {
  const [d, m, y] = wire.split('/').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY;
};

/** The sandbox's today, whole days (its clock may have been moved by earlier journeys). */
export async function sandboxToday(request: APIRequestContext): Promise<number> {
  const { agora } = (await (await request.get(`${SANDBOX_ORIGIN}/__test/clock`)).json()) as {
    agora: string;
  };
  // The hotels' date, as the sandbox counts its days: from 21:00 in São Paulo this machine's
  // (UTC) date is already the next one.
  return dayOfWire(new Date(agora).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
}

/** Moves the sandbox's clock forward (only the @clock journeys, which run alone). */
export async function advanceSandboxClock(request: APIRequestContext, ms: number) {
  const response = await request.post(`${SANDBOX_ORIGIN}/__test/clock`, {
    data: { avancar_ms: ms },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface OutboxMail {
  assunto: string;
  para_email: string;
  html: string;
  links: string[];
}

export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return (await (
    await request.get(`${SANDBOX_ORIGIN}/services/outbox.json`)
  ).json()) as OutboxMail[];
}

/** The held group's identificador, as the checkout keeps it (this tab). */
export const DRAFT_GROUP = () => {
  const stored = JSON.parse(sessionStorage.getItem('reserva') ?? '{}') as {
    state?: { checkout?: { hold?: { identificador?: string } } };
  };
  return stored.state?.checkout?.hold?.identificador ?? '';
};

interface CatalogueExtra {
  id: number;
  nome: string;
  dias: {
    data: string;
    restantes: number | null;
    horarios: { hora: string; restantes: number }[];
  }[];
}

/**
 * Places left of a hotel's extra on a day (at a time, for a timed extra), as the sandbox's
 * catalogue answers for the stay: what holds have taken.
 */
export async function extraPlacesLeft(
  request: APIRequestContext,
  { hotel, fromDays, nights }: { hotel: number; fromDays: number; nights: number },
  nome: string,
  { day, hora = null }: { day: number; hora?: string | null },
): Promise<number | null> {
  const offset = stayOffset(fromDays, nights);
  const response = await request.post(`${SANDBOX_ORIGIN}/api/reserva/extras`, {
    data: {
      id_hotel: hotel,
      data_inicio: wire(offset),
      data_fim: wire(offset + nights),
      qtd_adultos: 1,
      qtd_criancas: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { extras } = (await response.json()) as { extras: CatalogueExtra[] };
  const extra = extras.find((e) => e.nome === nome);
  const date = extra?.dias.find((d) => d.data === wire(offset + day));
  if (!date) return 0;
  return hora === null
    ? date.restantes
    : (date.horarios.find((h) => h.hora === hora)?.restantes ?? 0);
}

/** The park's places left on a day (yyyy-MM-dd), as the ticket sale answers (its own token). */
export async function parkPlacesLeft(request: APIRequestContext, iso: string): Promise<number> {
  const response = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/categorias`, {
    headers: { authorization: 'Bearer sandbox-tickets-token' },
    data: { data_visita: iso },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { dia: { restantes: number } }).dia.restantes;
}
