import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptySearchCriteria,
  seedPageHotel,
  useSearchCriteria,
  onRoomsChanged,
  SEARCH_CRITERIA_STORAGE_KEY,
  searchCriteriaActions,
  searchCriteriaSnapshot,
} from './search-criteria';
import { addChild, defaultRoom, setChildAge } from './search-criteria-rules';

afterEach(() => searchCriteriaActions().criteriaReset());
const criteria = () => searchCriteriaSnapshot();

describe('search criteria store', () => {
  it('starts empty: no dates, no rooms, all hotels, no coupon, no contract', () => {
    expect(criteria()).toEqual({
      data_chegada: null,
      data_partida: null,
      id_hotel: 0,
      id_uh: 0,
      cupom: '',
      contratoSelecionado: null,
      apartamentos: [],
    });
  });

  it('holds dates, hotel, coupon and contract', () => {
    const a = searchCriteriaActions();
    a.datesPicked('10/07/2026', null);
    expect([criteria().data_chegada, criteria().data_partida]).toEqual(['10/07/2026', null]);
    a.datesPicked('10/07/2026', '12/07/2026');
    expect(criteria().data_partida).toBe('12/07/2026');
    a.datesCleared();
    expect([criteria().data_chegada, criteria().data_partida]).toEqual([null, null]);
    a.hotelChosen(3);
    a.couponEdited('VERAO10');
    a.contractSelected(501);
    expect(criteria()).toMatchObject({ id_hotel: 3, cupom: 'VERAO10', contratoSelecionado: 501 });
    a.contractSelected(null);
    expect(criteria().contratoSelecionado).toBeNull();
  });

  it('adds up to 5 rooms; out-of-range guests change nothing', () => {
    const a = searchCriteriaActions();
    for (let i = 0; i < 7; i++) a.roomAdded();
    expect(criteria().apartamentos).toHaveLength(5);
    const before = criteria();
    a.adultsChanged(0, 11);
    a.childAgeChanged(0, 0, 5);
    expect(criteria()).toBe(before);
    a.adultsChanged(0, 4);
    a.childAdded(1);
    a.childAgeChanged(1, 0, 12);
    expect(criteria().apartamentos[0]!.qtd_adultos).toBe(4);
    expect(criteria().apartamentos[1]).toMatchObject({
      qtd_criancas: 1,
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 0,
    });
    a.roomRemoved();
    expect(criteria().apartamentos).toHaveLength(4);
  });

  it('a search link replaces the stay, hotel and rooms', () => {
    searchCriteriaActions().couponEdited('VERAO10');
    const rooms = [defaultRoom(), setChildAge(addChild(defaultRoom()), 0, 7)];
    searchCriteriaActions().searchLinkOpened({
      data_chegada: '10/07/2030',
      data_partida: '13/07/2030',
      id_hotel: 4,
      apartamentos: rooms,
    });
    expect(criteria()).toMatchObject({
      data_chegada: '10/07/2030',
      data_partida: '13/07/2030',
      id_hotel: 4,
      cupom: 'VERAO10',
      apartamentos: rooms,
    });
  });

  it('tells which rooms changed their guests (or went), and nothing for other edits', () => {
    const changes: number[][] = [];
    const stop = onRoomsChanged((changed) => changes.push(changed));
    const a = searchCriteriaActions();
    a.roomAdded();
    a.roomAdded();
    a.couponEdited('X');
    a.datesPicked('10/07/2030', '12/07/2030');
    a.adultsChanged(1, 3);
    a.adultsChanged(1, 3);
    a.roomRemoved();
    stop();
    expect(changes).toEqual([[0], [1], [1], [1]]);
  });

  it('keeps its data in sessionStorage (this tab only), survives a reload, and resets', async () => {
    searchCriteriaActions().couponEdited('VERAO10');
    searchCriteriaActions().roomAdded();
    const stored = JSON.parse(sessionStorage.getItem(SEARCH_CRITERIA_STORAGE_KEY) ?? '{}');
    expect(stored.state.criteria.cupom).toBe('VERAO10');
    expect(localStorage.getItem(SEARCH_CRITERIA_STORAGE_KEY)).toBeNull();
    vi.resetModules();
    const reloaded = await import('./search-criteria');
    expect(reloaded.searchCriteriaSnapshot()).toMatchObject({ cupom: 'VERAO10' });
    expect(reloaded.searchCriteriaSnapshot().apartamentos).toHaveLength(1);
    reloaded.searchCriteriaActions().criteriaReset();
    expect(reloaded.searchCriteriaSnapshot()).toEqual(emptySearchCriteria());
  });

  it("renders a hotel page's seeded hotel on the server and while hydrating, all hotels elsewhere", () => {
    // What the server writes into the search bar: the store's initial state, not its state.
    function ShownHotel() {
      return <output>{useSearchCriteria().id_hotel}</output>;
    }
    try {
      seedPageHotel(3);
      expect(renderToString(<ShownHotel />)).toBe('<output>3</output>');
      seedPageHotel(0);
      expect(renderToString(<ShownHotel />)).toBe('<output>0</output>');
    } finally {
      seedPageHotel(0);
    }
  });

  describe('hydrating a prerendered search bar', () => {
    /** Renders of a field showing the criteria: server render, hydration, then what React adds. */
    async function rendersWhileHydrating(pageHotel: number) {
      vi.resetModules();
      const store = await import('./search-criteria');
      let renders = 0;
      function Shown() {
        renders++;
        const { id_hotel, cupom } = store.useSearchCriteria();
        return <output>{`${id_hotel} ${cupom}`}</output>;
      }
      store.seedPageHotel(pageHotel);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Shown />);
      renders = 0;
      // As src/main.tsx: the page's hotel chosen in the browser too, then the page hydrated.
      if (pageHotel) store.searchCriteriaActions().hotelChosen(pageHotel);
      const root = await act(async () => hydrateRoot(container, <Shown />));
      const shown = container.textContent;
      act(() => root.unmount());
      store.seedPageHotel(0);
      store.searchCriteriaActions().criteriaReset();
      return { renders, shown };
    }

    it('renders once when nothing was kept in the tab, on any page and on a hotel page', async () => {
      sessionStorage.clear();
      expect(await rendersWhileHydrating(0)).toEqual({ renders: 1, shown: '0 ' });
      sessionStorage.clear();
      expect(await rendersWhileHydrating(3)).toEqual({ renders: 1, shown: '3 ' });
    });

    it('renders a search link’s stay once, as the server wrote it, whatever the tab kept', async () => {
      // Another stay kept earlier in the tab: the link's replaces it before hydrating.
      sessionStorage.setItem(
        SEARCH_CRITERIA_STORAGE_KEY,
        JSON.stringify({
          state: { criteria: { ...emptySearchCriteria(), data_chegada: '01/02/2027' } },
          version: 1,
        }),
      );
      vi.resetModules();
      const store = await import('./search-criteria');
      const stay = {
        data_chegada: '10/03/2027',
        data_partida: '12/03/2027',
        id_hotel: 3,
        apartamentos: [defaultRoom()],
      };
      let renders = 0;
      function Shown() {
        renders++;
        const { data_chegada, id_hotel, apartamentos } = store.useSearchCriteria();
        return <output>{`${data_chegada} ${id_hotel} ${apartamentos.length}`}</output>;
      }
      // The server: the link's criteria given to its render, the module's state untouched.
      const written = renderToString(
        <store.CriteriaOfRenderProvider value={store.linkedCriteria(stay)}>
          <Shown />
        </store.CriteriaOfRenderProvider>,
      );
      expect(written).toBe('<output>10/03/2027 3 1</output>');
      expect(renderToString(<Shown />)).toBe('<output>null 0 0</output>');
      // The browser, as src/main.tsx does with the page's data block.
      const container = document.createElement('div');
      container.innerHTML = written;
      renders = 0;
      store.seedLinkedStay(stay);
      store.searchCriteriaActions().searchLinkOpened(stay);
      const root = await act(async () => hydrateRoot(container, <Shown />));
      expect({ renders, shown: container.textContent }).toEqual({
        renders: 1,
        shown: '10/03/2027 3 1',
      });
      act(() => root.unmount());
      store.seedPageHotel(0);
      store.searchCriteriaActions().criteriaReset();
      sessionStorage.clear();
    });

    it('renders again with the criteria kept earlier in the tab', async () => {
      const kept = { ...emptySearchCriteria(), cupom: 'VERAO10' };
      sessionStorage.setItem(
        SEARCH_CRITERIA_STORAGE_KEY,
        JSON.stringify({ state: { criteria: kept }, version: 1 }),
      );
      expect(await rendersWhileHydrating(0)).toEqual({ renders: 2, shown: '0 VERAO10' });
      sessionStorage.clear();
    });
  });
});
