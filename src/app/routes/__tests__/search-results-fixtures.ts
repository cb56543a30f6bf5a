import { http, HttpResponse } from 'msw';
import type { LinhaDisponibilidade, UhImagem, UpsellOferta } from '@/api/contract/search';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { addDays, formatWireDate, today } from '@/lib/dates';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';

/** Stay dates a month ahead: search links refuse past dates. */
export const ARRIVAL = formatWireDate(addDays(today(), 30));
export const DEPARTURE = formatWireDate(addDays(today(), 33));

/** A priced row: 3 nights, every plan with a promotion unless `same` keeps the originals. */
export function row(
  quarto: number,
  hotel: [number, string],
  uh: [number, string],
  base: number,
  overrides: Partial<LinhaDisponibilidade> = {},
): LinhaDisponibilidade {
  return {
    quarto,
    id_hotel: hotel[0],
    hotel_nome: hotel[1],
    id_uh: uh[0],
    uh_nome: uh[1],
    uh_descricao: `${uh[1]} com varanda.`,
    capacidade: 4,
    id_allotx_tipo_uh: uh[0] * 10,
    qtd_noites: 3,
    disponiveis: 2,
    valor_sem: base + 300,
    valor_cafe: base + 600,
    valor_meia: base + 900,
    valor_inteira: base + 1200,
    valor_hospedagem_promo: base,
    valor_cafe_promo: base + 300,
    valor_meia_promo: base + 600,
    valor_inteira_promo: base + 900,
    tarifa: `TAR-${uh[0]}`,
    array_tarifa: [],
    ...overrides,
  };
}

export const THERMAS: [number, string] = [1, 'Thermas Aurora'];
export const RESORT: [number, string] = [6, 'Aurora Resort'];

/** Thermas (Suíte Luxo, Standard without promotion) and Resort (Chalé, Bangalô unpriced). */
export function searchRows(rooms = 1): LinhaDisponibilidade[] {
  const rows: LinhaDisponibilidade[] = [];
  for (let q = 0; q < rooms; q++) {
    rows.push(
      row(q, THERMAS, [101, 'Suíte Luxo'], 900 + q * 100),
      row(q, THERMAS, [102, 'Standard'], 600, {
        valor_sem: 600,
        valor_cafe: 750,
        valor_meia: 900,
        valor_inteira: 1050,
        valor_hospedagem_promo: 600,
        valor_cafe_promo: 750,
        valor_meia_promo: 900,
        valor_inteira_promo: 1050,
      }),
      row(q, RESORT, [601, 'Chalé'], 1500),
      row(q, RESORT, [602, 'Bangalô'], 2000, { valor_meia: 0, valor_meia_promo: 0 }),
    );
  }
  return rows;
}

/**
 * Puts `rooms` default rooms in the search criteria (as the search bar does) and returns the
 * criteria of a search for them. `childAges[i]` adds children to room i.
 */
export function draftCriteria(rooms: number, childAges: number[][] = []): SearchCriteria {
  const actions = searchCriteriaActions();
  for (let i = 0; i < rooms; i++) actions.roomAdded();
  childAges.forEach((ages, roomIndex) =>
    ages.forEach((age, childIndex) => {
      actions.childAdded(roomIndex);
      actions.childAgeChanged(roomIndex, childIndex, age);
    }),
  );
  return {
    data_chegada: ARRIVAL,
    data_partida: DEPARTURE,
    id_hotel: 0,
    cupom: '',
    contrato_id: null,
    apartamentos: searchCriteriaSnapshot().apartamentos,
  };
}

export const images: UhImagem[] = [
  { arquivo: 'suite-luxo-1.jpg', legenda: 'Cama king da Suíte Luxo' },
  { arquivo: 'suite-luxo-2.jpg', legenda: 'Banheiro' },
  { arquivo: 'suite-luxo-3.jpg', legenda: 'Varanda' },
];

export const offers: UpsellOferta[] = [
  {
    id: 1,
    titulo: 'Passaporte Acqua Park',
    descricao: 'Entrada no parque aquático durante a estadia.',
    valor: 1234.5,
    unidade: 'por pessoa',
    imagem: 'upsell-parque.jpg',
  },
];

export const mainUrl = (path: string) => `${env.api.main}${path}`;
export const servicesUrl = (path: string) => `${env.api.services}${path}`;

/** Happy paths of the results page's own calls: photos for every room type, no extras. */
export const resultsHandlers = [
  http.post(mainUrl(SEARCH_PATHS.roomImages), () => HttpResponse.json(images)),
  http.post(servicesUrl(SEARCH_PATHS.upsell), () => HttpResponse.json([])),
];
