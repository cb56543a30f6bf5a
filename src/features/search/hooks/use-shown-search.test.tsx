import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { defaultRoom } from '@/stores/search-criteria-rules';
import { pricedRow } from '@/testing/fixtures/search';
import { searchActions } from '../stores/search-results';
import { useShownSearch } from './use-shown-search';

const criteria = {
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  id_hotel: 5,
  cupom: '',
  contrato_id: null,
  apartamentos: [defaultRoom()],
};
const rowsOf = (uh_nome: string): LinhaDisponibilidade[] => [{ ...pricedRow, uh_nome }];

/** A room whose rendering never finishes, as a slow phone's background render of many hotels. */
const SLOW = 'Quarto que demora';
const never = new Promise<never>(() => {});
function Rows({ rows }: { rows: LinhaDisponibilidade[] }) {
  if (rows.some((row) => row.uh_nome === SLOW)) use(never);
  return <p>{rows.map((row) => row.uh_nome).join(', ')}</p>;
}

function Page() {
  const { searching, status, rows } = useShownSearch();
  if (searching) return <p>Procurando</p>;
  return status === 'done' ? <Rows rows={rows} /> : <p>{status}</p>;
}

afterEach(() => {
  cleanup();
  act(() => searchActions().resultsCleared());
});

describe('the results shown while a new search renders', () => {
  it('shows the search under way, not the previous results, until the new ones have rendered', async () => {
    act(() => {
      searchActions().searchStarted(criteria);
      searchActions().searchSucceeded(rowsOf('Quarto da busca anterior'));
    });
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Quarto da busca anterior')).toBeInTheDocument();

    // The next search answers; its rows take long to render (they never finish here).
    await act(async () => {
      searchActions().searchStarted({ ...criteria, id_hotel: 6 });
      searchActions().searchSucceeded(rowsOf(SLOW));
      await Promise.resolve();
    });
    // The previous results are gone at once: nothing on screen to choose that would be wiped.
    expect(screen.queryByText('Quarto da busca anterior')).not.toBeInTheDocument();
    expect(screen.getByText('Procurando')).toBeInTheDocument();
  });

  it('shows the new results once they have rendered', async () => {
    render(<Page />);
    await act(async () => {
      searchActions().searchStarted(criteria);
      searchActions().searchSucceeded(rowsOf('Quarto da nova busca'));
      await Promise.resolve();
    });
    expect(screen.getByText('Quarto da nova busca')).toBeInTheDocument();
  });
});
