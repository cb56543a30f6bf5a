import {
  PENSOES,
  type LinhaDisponibilidade,
  type Pensao,
  type TipoCama,
} from '@/api/contract/search';
import { PENSAO_LABELS, planPrice } from './meal-plans';

/**
 * The results' filters and order (issue 28 part 3): pure rules over the rows of one requested
 * room. The filters within one group are alternatives (hotel A or B); the groups combine (hotel A
 * and free cancellation). The search feature's README, "Filters and order", has the rules.
 */

export const ORDENS = ['recomendados', 'menor-preco', 'maior-preco', 'hotel'] as const;
export type Ordem = (typeof ORDENS)[number];

export const ORDEM_LABELS: Record<Ordem, string> = {
  recomendados: 'Recomendados',
  'menor-preco': 'Menor preço',
  'maior-preco': 'Maior preço',
  hotel: 'Nome do hotel',
};

/** Bed kinds in the order the filters list them (the contract's TipoCama). */
export const TIPOS_CAMA = [
  'casal',
  'solteiro',
  'sofa_cama',
  'beliche',
] as const satisfies readonly TipoCama[];

export const CAMA_LABELS: Record<TipoCama, string> = {
  casal: 'Cama de casal',
  solteiro: 'Cama de solteiro',
  sofa_cama: 'Sofá-cama',
  beliche: 'Beliche',
};

export interface ResultFilters {
  /** id_hotel; empty = every hotel. */
  hoteis: number[];
  /** Whole reais for the stay (the lowest meal plan considered); null = no bound. */
  precoMin: number | null;
  precoMax: number | null;
  /** The meal plans shown and priced; empty = all four. */
  pensoes: Pensao[];
  cancelamentoGratis: boolean;
  /** Room types' capacidade; empty = any. */
  capacidades: number[];
  /** Room types with a bed of any of these kinds; empty = any. */
  camas: TipoCama[];
  acessivel: boolean;
}

export interface ResultView {
  filtros: ResultFilters;
  ordem: Ordem;
  /**
   * A room type (id_uh) shown first, its hotel first, whatever the order: the room a guest
   * clicked on Google (issue 30, the landing page), so the price they saw is the first they meet.
   */
  destaque?: number;
}

export const NO_FILTERS: ResultFilters = {
  hoteis: [],
  precoMin: null,
  precoMax: null,
  pensoes: [],
  cancelamentoGratis: false,
  capacidades: [],
  camas: [],
  acessivel: false,
};

export const DEFAULT_VIEW: ResultView = { filtros: NO_FILTERS, ordem: 'recomendados' };

/** How many filters are set (a price range counts once). */
export function activeFilterCount(f: ResultFilters): number {
  return (
    f.hoteis.length +
    (f.precoMin !== null || f.precoMax !== null ? 1 : 0) +
    f.pensoes.length +
    (f.cancelamentoGratis ? 1 : 0) +
    f.capacidades.length +
    f.camas.length +
    (f.acessivel ? 1 : 0)
  );
}

/** The stay's price of a row as filtered and sorted: its cheapest meal plan among those asked. */
export function stayPrice(row: LinhaDisponibilidade, pensoes: readonly Pensao[]): number {
  const plans = pensoes.length > 0 ? pensoes : PENSOES;
  return Math.min(...plans.map((pensao) => planPrice(row, pensao).total));
}

export const hasFreeCancellation = (row: LinhaDisponibilidade) =>
  row.politica_cancelamento?.tipo === 'flexivel';

type Group =
  'hoteis' | 'preco' | 'pensoes' | 'cancelamento' | 'capacidades' | 'camas' | 'acessivel';

/** Whether a row passes one group of filters. */
function passes(row: LinhaDisponibilidade, f: ResultFilters, group: Group): boolean {
  switch (group) {
    case 'hoteis':
      return f.hoteis.length === 0 || f.hoteis.includes(row.id_hotel);
    case 'preco': {
      if (f.precoMin === null && f.precoMax === null) return true;
      const price = stayPrice(row, f.pensoes);
      return (
        (f.precoMin === null || price >= f.precoMin) && (f.precoMax === null || price <= f.precoMax)
      );
    }
    case 'pensoes':
      // Every priced row has the four plans; the group only narrows what is shown and priced.
      return true;
    case 'cancelamento':
      return !f.cancelamentoGratis || hasFreeCancellation(row);
    case 'capacidades':
      return f.capacidades.length === 0 || f.capacidades.includes(row.capacidade);
    case 'camas':
      return f.camas.length === 0 || (row.camas ?? []).some((cama) => f.camas.includes(cama.tipo));
    case 'acessivel':
      return !f.acessivel || row.acessivel === true;
  }
}

const GROUPS: readonly Group[] = [
  'hoteis',
  'preco',
  'pensoes',
  'cancelamento',
  'capacidades',
  'camas',
  'acessivel',
];

const passesAllBut = (row: LinhaDisponibilidade, f: ResultFilters, except: Group | null) =>
  GROUPS.every((group) => group === except || passes(row, f, group));

export function filterRows(rows: readonly LinhaDisponibilidade[], f: ResultFilters) {
  return rows.filter((row) => passesAllBut(row, f, null));
}

export interface Option<T> {
  value: T;
  label: string;
  /** Room types left when this option is the group's only one, the other groups as they are. */
  count: number;
}

export interface FilterFacets {
  hoteis: Option<number>[];
  pensoes: Option<Pensao>[];
  /** Null when no row says its policy (an API without the extension). */
  cancelamentoGratis: number | null;
  capacidades: Option<number>[];
  /** Empty when no row says its beds. */
  camas: Option<TipoCama>[];
  /** Null when no row says whether it is adapted. */
  acessivel: number | null;
  /** The lowest and highest stay prices of the room's rows (the plans asked), whole reais. */
  precos: { min: number; max: number } | null;
  /** Room types the filters leave, and all of them. */
  shown: number;
  total: number;
}

/**
 * What each filter would leave, for the rows of one requested room (one row per room type):
 * an option's count is the rows that pass every other group and that option.
 */
export function filterFacets(
  rows: readonly LinhaDisponibilidade[],
  f: ResultFilters,
): FilterFacets {
  const others = (group: Group) => rows.filter((row) => passesAllBut(row, f, group));
  const count = (
    list: readonly LinhaDisponibilidade[],
    test: (row: LinhaDisponibilidade) => boolean,
  ) => list.reduce((n, row) => (test(row) ? n + 1 : n), 0);

  const byHotel = others('hoteis');
  const hotelNames = new Map<number, string>();
  for (const row of rows)
    if (!hotelNames.has(row.id_hotel)) hotelNames.set(row.id_hotel, row.hotel_nome);
  const hoteis = [...hotelNames].map(([value, label]) => ({
    value,
    label,
    count: count(byHotel, (row) => row.id_hotel === value),
  }));

  const byPlan = others('pensoes');
  const pensoes = PENSOES.map((value) => ({
    value,
    label: PENSAO_LABELS[value],
    count: count(byPlan, (row) => planPrice(row, value).total > 0),
  }));

  const byCapacity = others('capacidades');
  const capacidades = [...new Set(rows.map((row) => row.capacidade))]
    .sort((a, b) => a - b)
    .map((value) => ({
      value,
      label: `${value} ${value === 1 ? 'pessoa' : 'pessoas'}`,
      count: count(byCapacity, (row) => row.capacidade === value),
    }));

  const byBed = others('camas');
  const kinds = new Set(rows.flatMap((row) => (row.camas ?? []).map((cama) => cama.tipo)));
  const camas = TIPOS_CAMA.filter((tipo) => kinds.has(tipo)).map((value) => ({
    value,
    label: CAMA_LABELS[value],
    count: count(byBed, (row) => (row.camas ?? []).some((cama) => cama.tipo === value)),
  }));

  const prices = rows.map((row) => stayPrice(row, f.pensoes));
  return {
    hoteis,
    pensoes,
    cancelamentoGratis: rows.some((row) => row.politica_cancelamento)
      ? count(others('cancelamento'), hasFreeCancellation)
      : null,
    capacidades,
    camas,
    acessivel: rows.some((row) => row.acessivel !== undefined)
      ? count(others('acessivel'), (row) => row.acessivel === true)
      : null,
    precos:
      prices.length > 0
        ? { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) }
        : null,
    shown: count(rows, (row) => passesAllBut(row, f, null)),
    total: rows.length,
  };
}

export interface OrderContext {
  /** The stay's guests of the requested room the rows price. */
  guests: number;
  /** The hotel where the group's other rooms are already chosen, if any. */
  groupHotel: number | null;
  pensoes: readonly Pensao[];
  /** ResultView's `destaque`. */
  destaque?: number;
}

interface HotelRows {
  id_hotel: number;
  hotel_nome: string;
  roomTypes: LinhaDisponibilidade[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Hotels and, within each, room types in the order asked. A group stays in one hotel
 * (product-rules §10), so the results stay grouped by hotel and the order sorts both levels:
 * - menor-preco: room types cheapest first; hotels by their cheapest room type.
 * - maior-preco: room types dearest first; hotels by their dearest room type.
 * - hotel: hotels by name; room types cheapest first.
 * - recomendados: the hotel where the group's other rooms already are; then hotels with a room
 *   type cancelled for free; then the hotel whose cheapest room type costs least. Within a hotel,
 *   the room types that fit the room's guests with the fewest empty places, then the cheapest.
 * Ties keep the API's order (Array.prototype.sort is stable).
 */
export function orderGroups<G extends HotelRows>(
  groups: readonly G[],
  ordem: Ordem,
  ctx: OrderContext,
): G[] {
  const ordered = orderedGroups(groups, ordem, ctx);
  const pinned = ctx.destaque;
  const at = ordered.findIndex((g) => g.roomTypes.some((row) => row.id_uh === pinned));
  if (pinned === undefined || at < 0) return ordered;
  const group = ordered[at]!;
  const first = {
    ...group,
    roomTypes: [
      ...group.roomTypes.filter((row) => row.id_uh === pinned),
      ...group.roomTypes.filter((row) => row.id_uh !== pinned),
    ],
  };
  return [first, ...ordered.slice(0, at), ...ordered.slice(at + 1)];
}

function orderedGroups<G extends HotelRows>(
  groups: readonly G[],
  ordem: Ordem,
  ctx: OrderContext,
): G[] {
  const price = (row: LinhaDisponibilidade) => stayPrice(row, ctx.pensoes);
  const cheapest = (g: G) => Math.min(...g.roomTypes.map(price));
  const dearest = (g: G) => Math.max(...g.roomTypes.map(price));
  const byPrice = (a: LinhaDisponibilidade, b: LinhaDisponibilidade) => price(a) - price(b);
  const sortRooms = (
    g: G,
    compare: (a: LinhaDisponibilidade, b: LinhaDisponibilidade) => number,
  ): G => ({
    ...g,
    roomTypes: [...g.roomTypes].sort(compare),
  });

  switch (ordem) {
    case 'menor-preco':
      return groups.map((g) => sortRooms(g, byPrice)).sort((a, b) => cheapest(a) - cheapest(b));
    case 'maior-preco':
      return groups
        .map((g) => sortRooms(g, (a, b) => price(b) - price(a)))
        .sort((a, b) => dearest(b) - dearest(a));
    case 'hotel':
      return groups
        .map((g) => sortRooms(g, byPrice))
        .sort((a, b) => collator.compare(a.hotel_nome, b.hotel_nome));
    case 'recomendados': {
      const emptyPlaces = (row: LinhaDisponibilidade) => row.capacidade - ctx.guests;
      const rank = (g: G) => [
        g.id_hotel === ctx.groupHotel ? 0 : 1,
        g.roomTypes.some(hasFreeCancellation) ? 0 : 1,
        cheapest(g),
      ];
      return groups
        .map((g) => sortRooms(g, (a, b) => emptyPlaces(a) - emptyPlaces(b) || byPrice(a, b)))
        .sort((a, b) => {
          const ra = rank(a);
          const rb = rank(b);
          for (let i = 0; i < ra.length; i++) {
            const d = (ra[i] ?? 0) - (rb[i] ?? 0);
            if (d !== 0) return d;
          }
          return 0;
        });
    }
  }
}
