import { createContext, useContext } from 'react';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Apartamento } from '@/api/contract/booking';
import type { WireDate } from '@/api/contract/common';
import {
  addChild,
  addRoom,
  removeChild,
  removeLastRoom,
  roomsFromCounts,
  type RoomCount,
  setAdults,
  setChildAge,
  updateRoom,
} from './search-criteria-rules';

/**
 * What the guest is searching for, as the search bar shows it (docs/product-rules.md, "Search
 * bar"): the stay, the hotel, the rooms and their guests, the coupon or the club contract. Wire
 * field names are kept so the criteria map one to one onto the availability payload. Shared:
 * the search bar, the hotel page, the club's contract list and a search link all set it; the
 * checkout (features/booking) reads the rooms when it holds them. It survives a reload
 * (sessionStorage, this tab) and is emptied at logout.
 */
export interface SearchCriteria {
  /** Arrival, dd/MM/yyyy; null until picked. */
  data_chegada: WireDate | null;
  /** Departure, dd/MM/yyyy; null until picked. */
  data_partida: WireDate | null;
  /** Hotel option of the search (0 = all hotels). */
  id_hotel: number;
  /** Room type (unidade habitacional) id; 0 = any. */
  id_uh: number;
  /** Coupon as typed ('' = none). Type-14 users book against a contract instead. */
  cupom: string;
  /** contratos_id of the contract chosen by a type-14 user; null when none. */
  contratoSelecionado: number | null;
  /** The rooms and their guests (no rate: what is chosen is the checkout's). */
  apartamentos: Apartamento[];
}

/** docs/product-rules.md, "Logout": no dates, no rooms, no coupon. */
export function emptySearchCriteria(): SearchCriteria {
  return {
    data_chegada: null,
    data_partida: null,
    id_hotel: 0,
    id_uh: 0,
    cupom: '',
    contratoSelecionado: null,
    apartamentos: [],
  };
}

/** What a search link sets in the criteria: its stay, its hotel and its rooms. */
export interface LinkedStay {
  data_chegada: WireDate;
  data_partida: WireDate;
  id_hotel: number;
  apartamentos: Apartamento[];
}

interface SearchCriteriaState {
  criteria: SearchCriteria;
  actions: {
    /** Back to no dates, no rooms, no coupon (logout). */
    criteriaReset: () => void;
    // Out-of-range changes are ignored (rules in search-criteria-rules.ts).
    /** Arrival picked (departure null until the second pick), dd/MM/yyyy. */
    datesPicked: (arrival: WireDate, departure: WireDate | null) => void;
    /** The X of the calendar: no dates. */
    datesCleared: () => void;
    /** Hotel option of the search (0 = all hotels). */
    hotelChosen: (id: number) => void;
    couponEdited: (code: string) => void;
    /** A type-14 user's contract (contratos_id), or null for none. */
    contractSelected: (contratosId: number | null) => void;
    /** Appends a default room when there are 0 to 4. */
    roomAdded: () => void;
    /** Drops the last room. */
    roomRemoved: () => void;
    /** 1 to 10 adults. */
    adultsChanged: (roomIndex: number, count: number) => void;
    /** Up to 4 children per room. */
    childAdded: (roomIndex: number) => void;
    /** Removes the room's last child. */
    childRemoved: (roomIndex: number) => void;
    /** Age 0 to 13; re-counts paying (11+) and non-paying children. */
    childAgeChanged: (roomIndex: number, childIndex: number, age: number) => void;
    /** The rooms counted before the app came (a prerendered page's panel) replace the criteria's. */
    roomsCounted: (counts: readonly RoomCount[]) => void;
    /** A search link was opened: its stay and rooms replace the criteria's. */
    searchLinkOpened: (search: LinkedStay) => void;
  };
}

/** sessionStorage key of the persisted criteria. */
export const SEARCH_CRITERIA_STORAGE_KEY = 'busca';

const searchCriteriaStore = createStore<SearchCriteriaState>()(
  persist(
    (set) => {
      /** Applies `change`; no update (no re-render) when it returns the same criteria. */
      const edit = (change: (criteria: SearchCriteria) => SearchCriteria) =>
        set((state) => {
          const criteria = change(state.criteria);
          return criteria === state.criteria ? state : { criteria };
        });
      const editRooms = (change: (rooms: Apartamento[]) => Apartamento[]) =>
        edit((criteria) => {
          const apartamentos = change(criteria.apartamentos);
          return apartamentos === criteria.apartamentos ? criteria : { ...criteria, apartamentos };
        });

      return {
        criteria: emptySearchCriteria(),
        actions: {
          criteriaReset: () => set({ criteria: emptySearchCriteria() }),
          datesPicked: (arrival, departure) =>
            edit((c) => ({ ...c, data_chegada: arrival, data_partida: departure })),
          datesCleared: () => edit((c) => ({ ...c, data_chegada: null, data_partida: null })),
          hotelChosen: (id) => edit((c) => (c.id_hotel === id ? c : { ...c, id_hotel: id })),
          couponEdited: (code) => edit((c) => (c.cupom === code ? c : { ...c, cupom: code })),
          contractSelected: (contratosId) =>
            edit((c) =>
              c.contratoSelecionado === contratosId
                ? c
                : { ...c, contratoSelecionado: contratosId },
            ),
          roomAdded: () => editRooms(addRoom),
          roomRemoved: () => editRooms(removeLastRoom),
          adultsChanged: (roomIndex, count) =>
            editRooms((rooms) => updateRoom(rooms, roomIndex, (room) => setAdults(room, count))),
          childAdded: (roomIndex) => editRooms((rooms) => updateRoom(rooms, roomIndex, addChild)),
          childRemoved: (roomIndex) =>
            editRooms((rooms) => updateRoom(rooms, roomIndex, removeChild)),
          childAgeChanged: (roomIndex, childIndex, age) =>
            editRooms((rooms) =>
              updateRoom(rooms, roomIndex, (room) => setChildAge(room, childIndex, age)),
            ),
          roomsCounted: (counts) => editRooms(() => roomsFromCounts(counts)),
          searchLinkOpened: (stay) => edit((c) => withStay(c, stay)),
        },
      };
    },
    {
      name: SEARCH_CRITERIA_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ criteria }) => ({ criteria }),
      merge: (persisted, current) => {
        // Nothing stored: the state stays the very object it was (see getInitialState below).
        if (!persisted) return current;
        const stored = persisted as Partial<Pick<SearchCriteriaState, 'criteria'>>;
        return { ...current, criteria: { ...emptySearchCriteria(), ...stored.criteria } };
      },
    },
  ),
);

/**
 * The hotel a prerendered hotel page's search bar shows from its first paint: the page's own
 * (issue 27; a PESQUISAR tapped before the app searches what the bar shows). The server and the
 * browser seed it before they render that page (src/entry-prerender.tsx, src/main.tsx), as they
 * do the catalogue: it is the state both render while hydrating (zustand's initial state, which
 * `useSyncExternalStore` takes on the server and during hydration). 0 everywhere else.
 */
const createdInitial = searchCriteriaStore.getInitialState();
let seededInitial = createdInitial;
// Hydration renders the initial state, and React then compares it with the state: criteria that
// are a different object re-render the whole search bar at once, in one long task, even when
// they say the same (a hotel page's hotel, chosen again in the browser). Criteria that say the
// same are given as the state's own object, so only a real difference (a stay kept from earlier
// in the tab) re-renders.
searchCriteriaStore.getInitialState = () => {
  const state = searchCriteriaStore.getState();
  return sameFields(state.criteria, seededInitial.criteria) ? state : seededInitial;
};

function sameFields(a: SearchCriteria, b: SearchCriteria): boolean {
  return (Object.keys(a) as (keyof SearchCriteria)[]).every((key) => Object.is(a[key], b[key]));
}

export function seedPageHotel(id: number): void {
  seededInitial =
    id === createdInitial.criteria.id_hotel
      ? createdInitial
      : { ...createdInitial, criteria: { ...createdInitial.criteria, id_hotel: id } };
}

/**
 * A search link's page: its search bar shows the link's stay, hotel and rooms from the first
 * paint, above the results the server rendered for them (issue 50). The browser seeds them
 * before hydrating (src/main.tsx, from the page's data block), and the criteria take the very
 * same objects (`searchLinkOpened`), so hydration finds nothing to re-render. The server does
 * not seed: its renders of different links run at once, and this module's state is shared by
 * them; it gives each render its link's criteria through `CriteriaOfRender`.
 */
export function seedLinkedStay(stay: LinkedStay): void {
  seededInitial = { ...createdInitial, criteria: withStay(createdInitial.criteria, stay) };
}

const withStay = (criteria: SearchCriteria, stay: LinkedStay): SearchCriteria => ({
  ...criteria,
  data_chegada: stay.data_chegada,
  data_partida: stay.data_partida,
  id_hotel: stay.id_hotel,
  apartamentos: stay.apartamentos,
});

/**
 * A server render's own criteria (a search link's), read by the search bar instead of the store:
 * one render's value, whatever other renders run meanwhile. Never provided in the browser.
 */
const CriteriaOfRender = createContext<SearchCriteria | null>(null);
export const CriteriaOfRenderProvider = CriteriaOfRender.Provider;
/** The criteria a server render of a link shows: the empty ones with the link's stay. */
export const linkedCriteria = (stay: LinkedStay): SearchCriteria =>
  withStay(emptySearchCriteria(), stay);

export const useSearchCriteria = () => {
  const rendered = useContext(CriteriaOfRender);
  const criteria = useStore(searchCriteriaStore, (s) => s.criteria);
  return rendered ?? criteria;
};
export const useSearchCriteriaActions = () => useStore(searchCriteriaStore, (s) => s.actions);

/** For code outside React (logout, loaders, the checkout). */
export const searchCriteriaActions = () => searchCriteriaStore.getState().actions;
export const searchCriteriaSnapshot = () => searchCriteriaStore.getState().criteria;

/**
 * Calls `listener` with the indexes of the rooms whose guests changed (or that were removed):
 * the checkout drops those rooms' choices, whose price was for other guests.
 */
export function onRoomsChanged(listener: (changed: number[]) => void): () => void {
  return searchCriteriaStore.subscribe((state, previous) => {
    const now = state.criteria.apartamentos;
    const before = previous.criteria.apartamentos;
    if (now === before) return;
    const changed: number[] = [];
    for (let i = 0; i < Math.max(now.length, before.length); i++) {
      if (now[i] !== before[i]) changed.push(i);
    }
    if (changed.length > 0) listener(changed);
  });
}
