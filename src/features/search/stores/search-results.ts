import { createStore, useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Apartamento } from '@/api/contract/booking';
import type { WireDate } from '@/api/contract/common';
import type { LinhaDisponibilidade } from '@/api/contract/search';

/** What a search asked for: the payload of /disponibilidade(-drvc)/consultar minus id_uh. */
export interface SearchCriteria {
  /** dd/MM/yyyy */
  data_chegada: WireDate;
  /** dd/MM/yyyy */
  data_partida: WireDate;
  /** 0 = all hotels (product-rules §3 hotel options). */
  id_hotel: number;
  /** Coupon as typed; '' for none. */
  cupom: string;
  /** contratos_id of a type-14 user's contract: the contract variant is used when set. */
  contrato_id: number | null;
  apartamentos: Apartamento[];
}

export type SearchStatus = 'idle' | 'searching' | 'done' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The criteria of the last search started; null before any (or after a clear). */
  criteria: SearchCriteria | null;
  /** Priced rows only: every price field above zero. */
  rows: LinhaDisponibilidade[];
  /** Rows with any of the 8 price fields at zero or below (product-rules §4); never offered for booking. */
  unpriced: LinhaDisponibilidade[];
  /** Message of the last failure; null otherwise. */
  error: string | null;
}

interface SearchActions {
  searchStarted: (criteria: SearchCriteria) => void;
  /** Splits the rows into priced and unpriced. */
  searchSucceeded: (rows: LinhaDisponibilidade[]) => void;
  searchFailed: (message: string) => void;
  /** User type changed or a login was submitted (product-rules §4). */
  resultsCleared: () => void;
}

/** The eight price fields of a search result row (product-rules §3). */
export const PRICE_FIELDS = [
  'valor_sem',
  'valor_cafe',
  'valor_meia',
  'valor_inteira',
  'valor_hospedagem_promo',
  'valor_cafe_promo',
  'valor_meia_promo',
  'valor_inteira_promo',
] as const satisfies readonly (keyof LinhaDisponibilidade)[];

/** A row is priced only when every price field is a number above zero. */
export function isPriced(row: LinhaDisponibilidade): boolean {
  return PRICE_FIELDS.every((field) => typeof row[field] === 'number' && row[field] > 0);
}

const initialState = (): SearchState => ({
  status: 'idle',
  criteria: null,
  rows: [],
  unpriced: [],
  error: null,
});

const searchStore = createStore<SearchState & { actions: SearchActions }>()((set) => ({
  ...initialState(),
  actions: {
    searchStarted: (criteria) =>
      set({ status: 'searching', criteria, rows: [], unpriced: [], error: null }),
    searchSucceeded: (rows) =>
      set({
        status: 'done',
        rows: rows.filter(isPriced),
        unpriced: rows.filter((row) => !isPriced(row)),
        error: null,
      }),
    searchFailed: (message) => set({ status: 'error', rows: [], unpriced: [], error: message }),
    resultsCleared: () => set(initialState()),
  },
}));

// React renders a store's "server snapshot" while it hydrates; zustand's is the state the store
// was created with. A search link the server rendered with its results seeds this store before
// hydrating (main.tsx), so the seeded state is the one the browser must hydrate. On the server the
// store is never set: a render there shows its own search (hooks/use-shown-search.ts).
searchStore.getInitialState = searchStore.getState;

const useSearchStore = <T>(selector: (state: SearchState & { actions: SearchActions }) => T) =>
  useStore(searchStore, selector);

/** The whole search state (shallow-compared, so unrelated updates do not re-render). */
export const useSearchState = (): SearchState =>
  useSearchStore(
    useShallow(({ status, criteria, rows, unpriced, error }) => ({
      status,
      criteria,
      rows,
      unpriced,
      error,
    })),
  );

export const useSearchActions = () => useSearchStore((s) => s.actions);

/** For code outside React (runSearch, session subscriptions, tests). */
export const searchActions = () => searchStore.getState().actions;
export const searchSnapshot = (): SearchState => {
  const { status, criteria, rows, unpriced, error } = searchStore.getState();
  return { status, criteria, rows, unpriced, error };
};
