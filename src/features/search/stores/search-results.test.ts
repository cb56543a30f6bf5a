import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  availabilityRows,
  negativePromoRow,
  pricedRow,
  secondPricedRow,
  soldOutRow,
} from '@/testing/fixtures/search';
import {
  PRICE_FIELDS,
  searchActions,
  searchSnapshot,
  useSearchActions,
  useSearchState,
  type SearchCriteria,
} from './search-results';

const criteria: SearchCriteria = {
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  id_hotel: 0,
  cupom: '',
  contrato_id: null,
  apartamentos: [],
};

describe('search results store', () => {
  afterEach(() => searchActions().resultsCleared());

  it('starts idle and empty', () => {
    expect(searchSnapshot()).toEqual({
      status: 'idle',
      criteria: null,
      rows: [],
      unpriced: [],
      error: null,
    });
  });

  it('goes searching -> done and splits the unpriced rows (product-rules §4)', () => {
    searchActions().searchStarted(criteria);
    expect(searchSnapshot()).toMatchObject({ status: 'searching', criteria });
    searchActions().searchSucceeded(availabilityRows);
    expect(searchSnapshot()).toMatchObject({
      status: 'done',
      rows: [pricedRow, secondPricedRow],
      unpriced: [soldOutRow, negativePromoRow],
    });
  });

  it.each(PRICE_FIELDS)('a row with %s at zero is unpriced', (field) => {
    searchActions().searchSucceeded([{ ...pricedRow, [field]: 0 }, pricedRow]);
    expect(searchSnapshot().rows).toEqual([pricedRow]);
    expect(searchSnapshot().unpriced).toHaveLength(1);
  });

  it('records a failure and clears on request', () => {
    searchActions().searchStarted(criteria);
    searchActions().searchFailed('Sem conexão.');
    expect(searchSnapshot()).toMatchObject({ status: 'error', error: 'Sem conexão.', rows: [] });
    searchActions().resultsCleared();
    expect(searchSnapshot()).toMatchObject({ status: 'idle', criteria: null, error: null });
  });

  it('exposes the state and the actions through hooks', () => {
    const { result, unmount } = renderHook(() => ({
      state: useSearchState(),
      actions: useSearchActions(),
    }));
    act(() => result.current.actions.searchSucceeded([pricedRow]));
    expect(result.current.state.rows).toEqual([pricedRow]);
    expect(result.current.state.status).toBe('done');
    unmount();
  });
});
