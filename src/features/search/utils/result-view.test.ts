import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { planRow } from '@/testing/fixtures/search';
import {
  activeFilterCount,
  filterFacets,
  filterRows,
  NO_FILTERS,
  orderGroups,
  stayPrice,
  type ResultFilters,
} from './result-view';
import { groupRows } from '../components/results/group-rows';

const flexible = {
  tipo: 'flexivel',
  dias_gratis: 7,
  gratis_ate: '01/07/2027',
  multa: 'uma diária',
  texto: '',
} as const;
const nonRefundable = { tipo: 'nao_reembolsavel', multa: '100%', texto: '' } as const;

/** A room type of room 0 priced `sem` for the stay (each other plan 100 more), flexible, one double bed. */
const row = (
  id_hotel: number,
  hotel_nome: string,
  id_uh: number,
  sem: number,
  extra: Partial<LinhaDisponibilidade> = {},
): LinhaDisponibilidade =>
  planRow(0, id_hotel, id_uh, sem, {
    hotel_nome,
    capacidade: 2,
    disponiveis: 3,
    politica_cancelamento: flexible,
    camas: [{ tipo: 'casal', quantidade: 1 }],
    acessivel: false,
    ...extra,
  });

const rows = [
  row(1, 'Thermas Aurora', 101, 600, { acessivel: true, capacidade: 3 }),
  row(1, 'Thermas Aurora', 102, 900, { politica_cancelamento: nonRefundable }),
  row(6, 'Aurora Resort', 601, 400, {
    politica_cancelamento: nonRefundable,
    capacidade: 4,
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'beliche', quantidade: 1 },
    ],
  }),
  row(3, 'Bela Vista', 301, 1500, { capacidade: 4, camas: [{ tipo: 'solteiro', quantidade: 3 }] }),
];

const ids = (list: LinhaDisponibilidade[]) => list.map((r) => r.id_uh);
const f = (patch: Partial<ResultFilters>): ResultFilters => ({ ...NO_FILTERS, ...patch });

describe('filterRows', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterRows(rows, NO_FILTERS))).toEqual([101, 102, 601, 301]);
  });

  it('takes the options of one group as alternatives and the groups together', () => {
    expect(ids(filterRows(rows, f({ hoteis: [1, 3] })))).toEqual([101, 102, 301]);
    expect(ids(filterRows(rows, f({ hoteis: [1, 3], cancelamentoGratis: true })))).toEqual([
      101, 301,
    ]);
    expect(ids(filterRows(rows, f({ camas: ['beliche', 'solteiro'] })))).toEqual([601, 301]);
    expect(ids(filterRows(rows, f({ capacidades: [4] })))).toEqual([601, 301]);
    expect(ids(filterRows(rows, f({ acessivel: true })))).toEqual([101]);
  });

  it('prices the range with the cheapest plan asked for, bounds included', () => {
    expect(ids(filterRows(rows, f({ precoMin: 600, precoMax: 900 })))).toEqual([101, 102]);
    expect(ids(filterRows(rows, f({ precoMax: 599 })))).toEqual([601]);
    // With only full board (sem + 300), the 400 room costs 700 and the 600 room 900.
    expect(
      ids(filterRows(rows, f({ pensoes: ['inteira'], precoMin: 700, precoMax: 900 }))),
    ).toEqual([101, 601]);
    expect(stayPrice(rows[0]!, ['meia', 'cafe'])).toBe(700);
  });

  it('leaves a room type out of a bed or accessibility filter when the API does not say', () => {
    const bare = row(9, 'Sem dados', 901, 500, { camas: undefined, acessivel: undefined });
    expect(filterRows([bare], f({ camas: ['casal'] }))).toEqual([]);
    expect(filterRows([bare], f({ acessivel: true }))).toEqual([]);
    const facets = filterFacets([bare], NO_FILTERS);
    expect(facets.camas).toEqual([]);
    expect(facets.acessivel).toBeNull();
  });
});

describe('filterFacets', () => {
  it('counts what each option leaves, the other groups applied', () => {
    const facets = filterFacets(rows, f({ hoteis: [1], cancelamentoGratis: true }));
    // Hotels: the other groups (free cancellation) applied, not the hotel choice itself.
    expect(facets.hoteis).toEqual([
      { value: 1, label: 'Thermas Aurora', count: 1 },
      { value: 6, label: 'Aurora Resort', count: 0 },
      { value: 3, label: 'Bela Vista', count: 1 },
    ]);
    // Free cancellation: among Thermas' two rooms, one.
    expect(facets.cancelamentoGratis).toBe(1);
    expect(facets.capacidades).toEqual([
      { value: 2, label: '2 pessoas', count: 0 },
      { value: 3, label: '3 pessoas', count: 1 },
      { value: 4, label: '4 pessoas', count: 0 },
    ]);
    expect(facets.camas.map((o) => [o.value, o.count])).toEqual([
      ['casal', 1],
      ['solteiro', 0],
      ['beliche', 0],
    ]);
    expect(facets.pensoes.map((o) => o.label)).toEqual([
      'Sem café',
      'Café da manhã',
      'Meia pensão',
      'Pensão completa',
    ]);
    expect(facets.precos).toEqual({ min: 400, max: 1500 });
    expect(facets).toMatchObject({ shown: 1, total: 4 });
  });

  it('counts the set filters, a price range once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount(f({ hoteis: [1, 6], precoMin: 1, precoMax: 2, acessivel: true })),
    ).toBe(4);
  });
});

describe('orderGroups', () => {
  const groups = groupRows(rows, 0).map((g) => ({ ...g }));
  const order = (ordem: Parameters<typeof orderGroups>[1], groupHotel: number | null = null) =>
    orderGroups(groups, ordem, { guests: 2, groupHotel, pensoes: [] }).map((g) => [
      g.id_hotel,
      ...ids(g.roomTypes),
    ]);

  it('sorts hotels and their room types by the lowest and the highest price', () => {
    expect(order('menor-preco')).toEqual([
      [6, 601],
      [1, 101, 102],
      [3, 301],
    ]);
    expect(order('maior-preco')).toEqual([
      [3, 301],
      [1, 102, 101],
      [6, 601],
    ]);
  });

  it('shows the room type in `destaque` first, its hotel first, whatever the order', () => {
    const pinned = (ordem: Parameters<typeof orderGroups>[1], destaque: number) =>
      orderGroups(groups, ordem, { guests: 2, groupHotel: null, pensoes: [], destaque }).map(
        (g) => [g.id_hotel, ...ids(g.roomTypes)],
      );
    expect(pinned('menor-preco', 102)).toEqual([
      [1, 102, 101],
      [6, 601],
      [3, 301],
    ]);
    expect(pinned('maior-preco', 601)).toEqual([
      [6, 601],
      [3, 301],
      [1, 102, 101],
    ]);
    // A room type the results do not have (sold out since Google's price): the order as asked.
    expect(pinned('menor-preco', 999)).toEqual(order('menor-preco'));
  });

  it("sorts hotels by name, in Portuguese, and each one's room types cheapest first", () => {
    expect(order('hotel')).toEqual([
      [6, 601],
      [3, 301],
      [1, 101, 102],
    ]);
  });

  it('recommends the group’s hotel, then free cancellation, then the lowest price; the closest fit first', () => {
    // Aurora Resort is cheapest but non-refundable: after the two with free cancellation.
    // Within Thermas: the 2-place room (102) fits 2 guests closer than the 3-place one (101).
    expect(order('recomendados')).toEqual([
      [1, 102, 101],
      [3, 301],
      [6, 601],
    ]);
    // Another room of the group already chosen at the Resort: the Resort first.
    expect(order('recomendados', 6)).toEqual([
      [6, 601],
      [1, 102, 101],
      [3, 301],
    ]);
  });

  it('does not change the groups it is given', () => {
    order('maior-preco');
    expect(groups.map((g) => g.id_hotel)).toEqual([1, 6, 3]);
    expect(ids(groups[0]!.roomTypes)).toEqual([101, 102]);
  });
});
