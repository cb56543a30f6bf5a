import type { ReactNode } from 'react';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import type { SearchCriteria } from '../../stores/search-results';
import { useShownSearch } from '../../hooks/use-shown-search';
import { ResultsDone } from './results-done';
import { NothingFits } from './nothing-fits';
import { ResultsEmpty } from './results-empty';
import { ResultsSkeleton } from './results-skeleton';
import type { RoomChoices } from './room-choices';
import { RESULTS_HEADING_ID } from '../../hooks/use-search-again';
import * as S from './results.styles';

interface SearchResultsProps {
  /**
   * A search is about to start (an opened search link, before its effect runs): show the
   * loading state instead of the idle invitation, so the page does not flicker.
   */
  pending?: boolean;
  /** What is chosen on the results (the checkout's), composed by the route. */
  roomChoices: RoomChoices;
  /** The way on (Continuar) for priced results, shown in 'Sua escolha'. */
  renderCheckout?: (criteria: SearchCriteria, rows: LinhaDisponibilidade[]) => ReactNode;
}

// Each finished search gets its own key, so its view starts afresh (tabs; the choices live in
// the checkout, which Continuar's section clears for new results).
const searchKeys = new WeakMap<LinhaDisponibilidade[], number>();
let lastKey = 0;
function searchKey(rows: LinhaDisponibilidade[]): number {
  let key = searchKeys.get(rows);
  if (key === undefined) {
    key = ++lastKey;
    searchKeys.set(rows, key);
  }
  return key;
}

/** The results of the search in the store, in whichever state it is. */
export function SearchResults({
  pending = false,
  roomChoices,
  renderCheckout,
}: SearchResultsProps) {
  const { searching, status, criteria, rows, unpriced, error } = useShownSearch(pending);

  return (
    <S.Page>
      {/* Focusable: a search started from the results (useSearchAgain) moves the focus here. */}
      <S.PageTitle id={RESULTS_HEADING_ID} tabIndex={-1}>
        Resultado da busca
      </S.PageTitle>
      {/* Present from the start so screen readers announce the change to 'searching'. */}
      <S.LiveStatus role="status">
        {searching ? 'Procurando quartos disponíveis...' : ''}
      </S.LiveStatus>
      <div aria-busy={searching}>
        {searching && <ResultsSkeleton />}
        {!searching && status === 'idle' && (
          <ResultsEmpty title="Escolha as datas e os quartos e clique em PESQUISAR." />
        )}
        {!searching && status === 'error' && (
          <S.ErrorBox role="alert">Erro ao procurar hotéis: {error}</S.ErrorBox>
        )}
        {!searching && status === 'done' && criteria && rows.length === 0 && (
          <NothingFits criteria={criteria} quarto={null} rows={rows} unpriced={unpriced} />
        )}
        {!searching && status === 'done' && criteria && rows.length > 0 && (
          <ResultsDone
            key={searchKey(rows)}
            criteria={criteria}
            rows={rows}
            unpriced={unpriced}
            roomChoices={roomChoices}
            checkout={renderCheckout?.(criteria, rows)}
          />
        )}
      </div>
    </S.Page>
  );
}
