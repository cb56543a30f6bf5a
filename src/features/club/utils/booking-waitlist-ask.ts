import type { Hospede } from '@/api/contract/account';
import type { BookingWaitlistJoinRequest } from '@/api/contract/booking-waitlist';
import type { Pensao } from '@/api/contract/search';
import { addDays, formatWireDate, parseWireDate } from '@/lib/dates';
import { newAdult, newChild } from '@/stores/search-criteria-rules';

/**
 * What a member asks the contract bookings' waitlist for (issue 51), kept in sessionStorage as
 * they fill it, so a reload loses nothing; the guests are kept with it. Dates are dd/MM/yyyy.
 */
export interface WaitlistAsk {
  /** The contract's contratos_id (the search's), or null until chosen. */
  contrato: number | null;
  hotel: number | null;
  chegada: string | null;
  partida: string | null;
  adultos: number;
  idades: number[];
  uh: number | null;
  pensao: Pensao;
  flex: number;
  expira_em: string | null;
}

export const EMPTY_ASK: WaitlistAsk = {
  contrato: null,
  hotel: null,
  chegada: null,
  partida: null,
  adultos: 2,
  idades: [],
  uh: null,
  pensao: 'cafe',
  flex: 0,
  expira_em: null,
};

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 4;

const KEY = 'lista-espera-reserva';
const GUESTS_KEY = 'lista-espera-reserva-hospedes';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the reload's memory.
  }
}

/** The ask and the guests kept in this tab; the empty ask when none. */
export function readSavedAsk(): { ask: WaitlistAsk; hospedes: Hospede[] | null } {
  const ask = read<Partial<WaitlistAsk>>(KEY);
  return { ask: { ...EMPTY_ASK, ...ask }, hospedes: read<Hospede[]>(GUESTS_KEY) };
}

export const saveAsk = (ask: WaitlistAsk) => write(KEY, ask);
export const saveGuests = (hospedes: readonly Hospede[]) => write(GUESTS_KEY, hospedes);

/** The request was made: nothing of it stays in the tab. */
export function clearSavedAsk(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(GUESTS_KEY);
  } catch {
    // Nothing to clear.
  }
}

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const positiveId = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The stay a link brings (the search results' 'Entrar na lista de espera'): contract, hotel,
 * dates and party, each taken only when valid; the rest of the saved ask stays.
 */
export function askFromLink(params: URLSearchParams, saved: WaitlistAsk): WaitlistAsk {
  if (!params.has('hotel')) return saved;
  const date = (key: string) => {
    const value = params.get(key);
    return value && parseWireDate(value) ? value : null;
  };
  const ages = (params.get('idades') ?? '')
    .split(',')
    .filter((a) => a !== '')
    .map((a) => wholeNumber(a, 0, 13));
  return {
    ...EMPTY_ASK,
    contrato: positiveId(params.get('contrato')),
    hotel: positiveId(params.get('hotel')),
    chegada: date('chegada'),
    partida: date('partida'),
    adultos: wholeNumber(params.get('adultos'), 1, MAX_ADULTS) ?? EMPTY_ASK.adultos,
    idades: ages.every((a) => a !== null) ? (ages as number[]).slice(0, MAX_CHILDREN) : [],
  };
}

/** The guest list of a party: the first adult the principal, the others blank to fill in. */
export function blankGuests(adultos: number, idades: readonly number[]): Hospede[] {
  return [
    ...Array.from({ length: adultos }, (_, i) => ({
      ...newAdult(i === 0),
      nome: '',
      tipo: 'adulto' as const,
    })),
    ...idades.map((age) => ({ ...newChild(age), tipo: 'crianca' as const })),
  ];
}

/** The guests kept for the party when it is still the same party; otherwise a blank list. */
export function guestsForParty(
  kept: readonly Hospede[] | null,
  adultos: number,
  idades: readonly number[],
): Hospede[] {
  const adults = kept?.filter((g) => g.tipo === 'adulto').length ?? -1;
  const children = kept?.filter((g) => g.tipo === 'crianca') ?? [];
  const same =
    adults === adultos &&
    children.length === idades.length &&
    children.every((c, i) => c.tipo === 'crianca' && Number(c.idade) === idades[i]);
  return same && kept ? [...kept] : blankGuests(adultos, idades);
}

/** The last day a request may wait: the day before the latest arrival it accepts. */
export function lastWaitingDay(chegada: string, flex: number): string | null {
  const arrival = parseWireDate(chegada);
  return arrival ? formatWireDate(addDays(arrival, flex - 1)) : null;
}

/** The request's body, once every choice is made; null while one is missing. */
export function joinRequest(
  ask: WaitlistAsk,
  numeroContrato: string,
  hospede: Hospede[],
  aceite: boolean,
): BookingWaitlistJoinRequest | null {
  const { hotel, chegada, partida, uh, expira_em } = ask;
  if (hotel === null || !chegada || !partida || uh === null || !expira_em) return null;
  return {
    numero_contrato: numeroContrato,
    id_hotel: hotel,
    data_chegada: chegada,
    data_partida: partida,
    qtd_adultos: ask.adultos,
    idades_criancas: ask.idades,
    id_uh: uh,
    cod_pensao: ask.pensao,
    flexibilidade_dias: ask.flex,
    expira_em,
    hospede,
    aceite,
  };
}
