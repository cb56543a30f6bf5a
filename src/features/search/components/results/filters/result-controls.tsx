import { memo, useEffect, useId, useMemo, useState } from 'react';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ModalStylesPrewarm } from '@/components/ui/modal-styles-prewarm';
import { FilterPanel } from './filter-panel';
import { useFilterSheet, useShownOrder } from '../../../hooks/use-filter-sheet';
import {
  activeFilterCount,
  filterFacets,
  NO_FILTERS,
  ORDEM_LABELS,
  ORDENS,
  type Ordem,
  type ResultView,
} from '../../../utils/result-view';
import * as S from './filters.styles';
import type { ViewChange } from '../../../hooks/use-result-view';

interface ResultControlsProps {
  view: ResultView;
  /** The room types the filters choose from (one requested room's). */
  rows: readonly LinhaDisponibilidade[];
  /** A change made on the latest view (use-result-view.ts), whatever `view` was at the tap. */
  onChange: (change: ViewChange) => void;
}

const rooms = (n: number) => `${n} ${n === 1 ? 'acomodação' : 'acomodações'}`;

/**
 * 'Filtrar' (the filters in a dialog: a sheet from the bottom on a phone), 'Ordenar por', and how
 * many room types the filters leave, announced as it changes.
 *
 * While the sheet is open its filters are a draft: each tick updates the sheet's counts and its
 * 'Ver N acomodações' at once, and the list behind (covered by the sheet) and the address follow
 * when it closes, however it closes (nothing ticked is lost). Writing the address re-renders
 * every link of the page and re-laying out the list took 40-85 ms of a 4x-throttled phone per tick
 * (`npm run bench:filters`).
 */
export function ResultControls({ view, rows, onChange }: ResultControlsProps) {
  const { draft, filled, open, openSheet, closeSheet, update, clearDraft } = useFilterSheet(
    view,
    onChange,
  );
  const { ordem, sortBy } = useShownOrder(view, onChange);
  const warm = useWhenIdle();
  const sortId = useId();

  const applied = useMemo(() => filterFacets(rows, view.filtros), [rows, view.filtros]);
  const drafted = useMemo(
    () => (draft && draft !== view.filtros ? filterFacets(rows, draft) : applied),
    [rows, draft, view.filtros, applied],
  );
  const active = activeFilterCount(view.filtros);
  const draftActive = draft ? activeFilterCount(draft) : 0;

  return (
    <S.Controls>
      <Button $variant="secondary" aria-haspopup="dialog" onClick={openSheet}>
        {active > 0 ? `Filtrar (${active})` : 'Filtrar'}
      </Button>
      <label htmlFor={sortId}>
        Ordenar por
        <select
          id={sortId}
          value={ordem}
          onChange={(event) => sortBy(event.currentTarget.value as Ordem)}
        >
          {ORDENS.map((ordem) => (
            <option key={ordem} value={ordem}>
              {ORDEM_LABELS[ordem]}
            </option>
          ))}
        </select>
      </label>
      {active > 0 && (
        <Button
          $variant="secondary"
          onClick={() => onChange((current) => ({ ...current, filtros: NO_FILTERS }))}
        >
          Limpar filtros
        </Button>
      )}
      <p role="status">
        {active > 0
          ? `${applied.shown} de ${rooms(applied.total)} com os filtros.`
          : `${rooms(applied.total)}.`}
      </p>
      <Modal
        open={open}
        onClose={closeSheet}
        title="Filtros"
        sheet
        keepMounted
        footer={
          <S.SheetFooter>
            <Button $variant="secondary" onClick={clearDraft} disabled={draftActive === 0}>
              Limpar filtros
            </Button>
            <Button onClick={closeSheet}>
              {drafted.shown === 0 ? 'Nenhuma acomodação' : `Ver ${rooms(drafted.shown)}`}
            </Button>
          </S.SheetFooter>
        }
      >
        {draft && filled ? (
          <FilterPanel filtros={draft} facets={drafted} onChange={update} />
        ) : (
          <p>Carregando os filtros...</p>
        )}
      </Modal>
      {warm && <SheetStylesPrewarm />}
    </S.Controls>
  );
}

/** The sheet's and the panel's styles, inserted while the guest reads (see ModalStylesPrewarm). */
const SheetStylesPrewarm = memo(function SheetStylesPrewarm() {
  return (
    <>
      <ModalStylesPrewarm sheet />
      <div hidden>
        <S.SheetFooter />
        <S.Form as="div" />
      </div>
    </>
  );
});

/** True once the browser has had an idle moment after the first render. */
function useWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a second later is as good.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1000);
      return () => window.clearTimeout(timer);
    }
    // At most a second after the results: a guest may open the filters soon after they show,
    // and the list adds cards frame after frame meanwhile, leaving few idle moments.
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
