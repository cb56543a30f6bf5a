import type { SearchCriteria } from '../stores/search-results';

/**
 * The search link /hotelSearch/{search} (product-rules §10; format in this feature's README):
 * `{search}` is a base64url-encoded query string, or the query string itself URI-encoded.
 * Room 1 uses the product rules' names (inicio, fim, id_hotel, id_uh, qtd_adulto, qtd_crianca,
 * idade_crianca1..n); our extension adds `quartos=N` and, for room k >= 2, `qtd_adulto_k`,
 * `qtd_crianca_k`, `idade_crianca_k_1..n`. Written here (the search form, on the first route);
 * read back by decode-search-link.ts (the link's page).
 */

/** Names of room k's parameters: room 1 keeps the product rules' unsuffixed names. */
export const roomParam = {
  adults: (k: number) => (k === 1 ? 'qtd_adulto' : `qtd_adulto_${k}`),
  children: (k: number) => (k === 1 ? 'qtd_crianca' : `qtd_crianca_${k}`),
  age: (k: number, j: number) => (k === 1 ? `idade_crianca${j}` : `idade_crianca_${k}_${j}`),
};

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The search as the link's query parameters (cupom and contract not carried); also the search
 * form's named fields, so that the form sent without the app (GET /buscar, answered by the
 * server with the link) searches the same.
 */
export function searchLinkParams(
  criteria: Pick<SearchCriteria, 'data_chegada' | 'data_partida' | 'id_hotel' | 'apartamentos'>,
  idUh = 0,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('inicio', criteria.data_chegada);
  params.set('fim', criteria.data_partida);
  params.set('id_hotel', String(criteria.id_hotel));
  params.set('id_uh', String(idUh));
  if (criteria.apartamentos.length !== 1) {
    params.set('quartos', String(criteria.apartamentos.length));
  }
  criteria.apartamentos.forEach((room, i) => {
    const k = i + 1;
    params.set(roomParam.adults(k), String(room.qtd_adulto.length));
    params.set(roomParam.children(k), String(room.criancas.length));
    room.criancas.forEach((child, j) => params.set(roomParam.age(k, j + 1), child.idade));
  });
  return params;
}

/** The base64url segment that decodeSearchLink reads back (cupom and contract not carried). */
export function encodeSearchLink(
  criteria: Pick<SearchCriteria, 'data_chegada' | 'data_partida' | 'id_hotel' | 'apartamentos'>,
  idUh = 0,
): string {
  return encodeSearchLinkParams(searchLinkParams(criteria, idUh));
}

/**
 * The segment of a link made of the link's parameters as they are, unchecked (the Google landing
 * page passes on what Google sent): opening it validates them and says what is wrong.
 */
export function encodeSearchLinkParams(params: URLSearchParams): string {
  return base64UrlEncode(params.toString());
}
