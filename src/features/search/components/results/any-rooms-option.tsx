import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Apartamento } from '@/api/contract/booking';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/http/api-error';
import { searchAvailability } from '../../api/search-availability';
import { useSearchAgain } from '../../hooks/use-search-again';
import type { SearchCriteria } from '../../stores/search-results';
import { bestSplitSets, type SplitSet } from '../../utils/best-split';
import { partySplits, shapeKey } from '../../utils/party-splits';
import { pickAfterSearch } from '../../utils/pending-picks';
import { BestOption, partyText } from './best-option';
import { filterRows, type ResultFilters } from '../../utils/result-view';
import * as S from './best-option.styles';

/** Rooms per availability search (product-rules §4: 1 to 5). */
const ROOMS_PER_SEARCH = 5;

/**
 * Prices every split of the party (party-splits.ts): one availability search per five distinct
 * rooms, all at once, as the search asked (dates, hotel, coupon; a logged-in customer's prices).
 */
async function priceSplits(criteria: SearchCriteria, splits: Apartamento[][]) {
  const distinct = new Map<string, Apartamento>();
  for (const room of splits.flat()) distinct.set(shapeKey(room), room);
  const rooms = [...distinct.values()];
  const chunks = Array.from({ length: Math.ceil(rooms.length / ROOMS_PER_SEARCH) }, (_, i) =>
    rooms.slice(i * ROOMS_PER_SEARCH, (i + 1) * ROOMS_PER_SEARCH),
  );
  const { contrato_id: _contract, ...rest } = criteria;
  const answers = await Promise.all(
    chunks.map((apartamentos) => searchAvailability({ ...rest, id_uh: 0, apartamentos })),
  );
  const rowsByShape = new Map<string, LinhaDisponibilidade[]>();
  answers.forEach((rows, chunk) => {
    for (const row of rows) {
      const room = chunks[chunk]![row.quarto];
      if (!room) continue;
      const key = shapeKey(room);
      rowsByShape.set(key, [...(rowsByShape.get(key) ?? []), row]);
    }
  });
  return rowsByShape;
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; splits: Apartamento[][]; rowsByShape: Map<string, LinhaDisponibilidade[]> }
  | { status: 'error'; message: string };

interface AnyRoomsOptionProps {
  criteria: SearchCriteria;
  /**
   * The results' own filters (hotels, price, plans...), applied to the splits' rows as they
   * change: the proposal follows them without searching again.
   */
  filtros: ResultFilters;
}

/**
 * 'Any number of rooms' (issue 28 part 4): the site puts the whole party in the cheapest rooms
 * of one hotel, however many rooms that takes (up to 5, each with an adult). Asked with a tap, as
 * it takes a few searches. One tap on a proposal searches those rooms and chooses them: the way
 * on is Continuar. Not for contract searches (a club week is one contract's rooms).
 */
export function AnyRoomsOption({ criteria, filtros }: AnyRoomsOptionProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const searchAgain = useSearchAgain();
  const id = useId();
  // The button goes while the searches run: once they end, the focus goes to what they found
  // (or to the failure), not left on the page's body.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'ready' || state.status === 'error')
      box.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.status]);
  const sets = useMemo(() => {
    if (state.status !== 'ready') return [];
    const kept = new Map(
      [...state.rowsByShape].map(([key, rows]) => [key, filterRows(rows, filtros)]),
    );
    return bestSplitSets(state.splits, kept, filtros.pensoes);
  }, [state, filtros]);
  const party = partyText(criteria.apartamentos);
  const adults = criteria.apartamentos.reduce((n, room) => n + room.qtd_adultos, 0);
  const guests = criteria.apartamentos.reduce(
    (n, room) => n + room.qtd_adultos + room.qtd_criancas,
    0,
  );
  // A couple is not split; a party of three or more with two adults may be.
  if (criteria.contrato_id !== null || adults < 2 || guests < 3) return null;

  const find = async () => {
    setState({ status: 'loading' });
    try {
      const splits = partySplits(criteria.apartamentos);
      setState({ status: 'ready', splits, rowsByShape: await priceSplits(criteria, splits) });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) });
    }
  };

  // The rooms are searched as the guest's own, and each takes its pick once the results are on
  // screen (pending-picks.ts; when the search still offers it: the results show what changed
  // otherwise).
  const choose = (set: SplitSet) =>
    void searchAgain({ kind: 'rooms', apartamentos: set.rooms }, (next) =>
      pickAfterSearch(
        next,
        set.picks.map((pick) => ({
          quarto: pick.quarto,
          id_hotel: pick.row.id_hotel,
          id_uh: pick.row.id_uh,
          pensao: pick.pensao,
        })),
      ),
    );

  if (sets.length > 0) {
    return (
      <div ref={box}>
        <BestOption rooms={criteria.apartamentos} sets={sets} onChoose={choose} />
      </div>
    );
  }
  return (
    <S.Best ref={box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        Qualquer número de quartos
      </h2>
      {state.status === 'ready' ? (
        <p role="status">Nenhuma divisão do grupo tem quartos nestas datas.</p>
      ) : (
        <p>
          O site divide {party} nos quartos mais baratos de um mesmo hotel, com um adulto em cada
          quarto.
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert">Não foi possível procurar a divisão: {state.message}</p>
      )}
      {state.status === 'loading' ? (
        <Spinner size="small" label="Procurando a divisão mais barata" showLabel />
      ) : (
        state.status !== 'ready' && (
          <div>
            <Button $variant="secondary" onClick={() => void find()}>
              {state.status === 'error' ? 'Tentar de novo' : 'Procurar a divisão mais barata'}
            </Button>
          </div>
        )
      )}
    </S.Best>
  );
}
