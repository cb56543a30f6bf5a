import type { Apartamento } from '@/api/contract/booking';
import {
  addChild,
  defaultRoom,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  setAdults,
  setChildAge,
} from '@/stores/search-criteria-rules';
import { compareDays, formatWireDate, parseWireDate, today } from '@/lib/dates';
import type { SearchCriteria } from '../stores/search-results';
import { isHotelOption } from './hotel-options';
import { roomParam } from './search-link';

/**
 * Reads a search link back (search-link.ts writes it, and says its format): only the link's page
 * needs this, so it is not on the first route with the search form.
 */

export type DecodedSearchLink =
  { ok: true; criteria: SearchCriteria; id_uh: number } | { ok: false; reason: string };

export const LINK_INVALID = 'Link de pesquisa inválido.';
const DEFAULT_ADULTS = 2;

class LinkError extends Error {}
const fail = (reason: string): never => {
  throw new LinkError(reason);
};

function base64UrlDecode(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function safeDecodeURIComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The query string carried by the segment, or null when it is neither form. */
function queryOf(segment: string): URLSearchParams | null {
  const trimmed = segment.trim().replace(/^\?/, '');
  if (trimmed === '') return null;
  const looksLikeQuery = (text: string) => /(^|&)inicio=/.test(text);
  const plain = safeDecodeURIComponent(trimmed);
  // A plain query string, URI-encoded once (…%3D…) or not at all.
  if (plain !== null && looksLikeQuery(plain)) return new URLSearchParams(plain);
  const decoded = base64UrlDecode(trimmed);
  if (decoded !== null && looksLikeQuery(decoded.replace(/^\?/, ''))) {
    return new URLSearchParams(decoded.replace(/^\?/, ''));
  }
  return null;
}

/** A whole number within [min, max], the default when absent, else the given failure. */
function intParam(
  params: URLSearchParams,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
  reason: string,
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') {
    return fallback !== undefined ? fallback : fail(reason);
  }
  if (!/^\d+$/.test(raw.trim())) return fail(reason);
  const value = Number(raw.trim());
  return value < min || value > max ? fail(reason) : value;
}

function readRoom(params: URLSearchParams, k: number): Apartamento {
  const adults = intParam(
    params,
    roomParam.adults(k),
    { min: MIN_ADULTS, max: MAX_ADULTS, fallback: DEFAULT_ADULTS },
    `Número de adultos inválido no quarto ${k} (de ${MIN_ADULTS} a ${MAX_ADULTS}).`,
  );
  const children = intParam(
    params,
    roomParam.children(k),
    { min: 0, max: MAX_CHILDREN, fallback: 0 },
    `Número de crianças inválido no quarto ${k} (de 0 a ${MAX_CHILDREN}).`,
  );
  let room = setAdults(defaultRoom(), adults);
  for (let j = 1; j <= children; j++) {
    const age = intParam(
      params,
      roomParam.age(k, j),
      { min: 0, max: MAX_CHILD_AGE },
      `Idade inválida da criança ${j} do quarto ${k} (de 0 a ${MAX_CHILD_AGE} anos).`,
    );
    room = setChildAge(addChild(room), j - 1, age);
  }
  return room;
}

function readDate(params: URLSearchParams, name: string, reason: string): Date {
  const date = parseWireDate(params.get(name) ?? '');
  return date ?? fail(reason);
}

/**
 * Decodes a search link segment; never throws. Any problem gives `ok: false` with a
 * Portuguese reason to show, and no search should start.
 */
export function decodeSearchLink(segment: string, now: Date = new Date()): DecodedSearchLink {
  try {
    const params = queryOf(segment);
    if (!params) return { ok: false, reason: LINK_INVALID };

    const arrival = readDate(params, 'inicio', 'Data de chegada inválida (use dd/mm/aaaa).');
    const departure = readDate(params, 'fim', 'Data de partida inválida (use dd/mm/aaaa).');
    if (compareDays(arrival, today(now)) < 0) fail('A data de chegada já passou.');
    if (compareDays(departure, arrival) <= 0) {
      fail('A data de partida deve ser posterior à data de chegada.');
    }

    const id_hotel = intParam(
      params,
      'id_hotel',
      { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
      'Hotel desconhecido.',
    );
    if (!isHotelOption(id_hotel)) fail('Hotel desconhecido.');
    const id_uh = intParam(
      params,
      'id_uh',
      { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
      'Tipo de quarto inválido.',
    );
    const rooms = intParam(
      params,
      'quartos',
      { min: 1, max: MAX_ROOMS, fallback: 1 },
      `Número de quartos inválido (de 1 a ${MAX_ROOMS}).`,
    );

    const apartamentos = Array.from({ length: rooms }, (_, i) => readRoom(params, i + 1));
    return {
      ok: true,
      id_uh,
      criteria: {
        data_chegada: formatWireDate(arrival),
        data_partida: formatWireDate(departure),
        id_hotel,
        cupom: '',
        contrato_id: null,
        apartamentos,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof LinkError ? error.message : LINK_INVALID };
  }
}
